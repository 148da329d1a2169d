import ComponentKit
import Foundation
import ViewTree

/// Wild populations of some of the Animals screen's species, as a bar
/// chart drawn by ``BarChartView``, a view kind the app defines itself.
@MainActor
final class PopulationsScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "Populations", path: "/populations")
    private let host: HostingView<Int, [BarChart.Bar]>

    /// Estimated numbers left in the wild, rounded (IUCN Red List
    /// assessments and recent censuses); illustrative, not authoritative.
    static let estimates: [(name: String, count: Double)] = [
        ("Vaquita", 10), ("Javan rhinoceros", 76), ("Amur leopard", 100), ("Kākāpō", 244),
        ("California condor", 350), ("Whooping crane", 560), ("Mountain gorilla", 1_060),
    ]

    init(environment: ExamplesEnvironment) {
        var bars: [BarChart.Bar] = []
        for estimate in Self.estimates {
            // The figures above are constants in range; a bad one would be left out and noticed in the tests.
            if let bar = try? BarChart.Bar(name: estimate.name, value: estimate.count) { bars.append(bar) }
        }
        host = HostingView(provider: Self.provider, sizeRangeProvider: .flexibleHeight, context: bars,
                           layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        host.update(model: 0)
    }

    private static let provider = ComponentProvider<Int, [BarChart.Bar]> { _, bars in chart.component(for: bars) }

    /// The chart and its text, laid out once for every session showing the same bars.
    nonisolated static let chart = SharedSubtree<[BarChart.Bar]> { bars in PopulationsBody(bars: bars) }
}

/// An introduction, the chart and where the figures come from.
struct PopulationsBody: CompositeComponent {
    let bars: [BarChart.Bar]

    var body: some Component {
        InsetComponent(insets: EdgeInsets(all: 16), child: StackComponent(axis: .vertical, spacing: 16, alignItems: .stretch) {
            LabelComponent("Estimated wild populations of seven species from the Animals list.",
                           font: .preferred(.subheadline), color: .secondaryLabel, numberOfLines: 0)
            BarChartComponent(title: "Estimated wild populations", bars: bars)
            LabelComponent("Rounded figures from IUCN Red List assessments and recent censuses, for illustration.",
                           font: .preferred(.caption), color: .secondaryLabel, numberOfLines: 0)
        })
    }
}
