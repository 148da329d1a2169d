import ComponentKit
import Foundation

extension PopulationsBody {
    /// The Populations screen's chart and its notes, light and dark, at the
    /// default and a larger text size (the chart grows with its rows). On
    /// the main actor, where the screen keeps its figures.
    @MainActor static var previews: [Preview] {
        var bars: [BarChart.Bar] = []
        for estimate in PopulationsScreen.estimates {
            // Constants in range; one refused would be missing from the picture, and noticed.
            if let bar = try? BarChart.Bar(name: estimate.name, value: estimate.count) { bars.append(bar) }
        }
        return [
            Preview("Population chart", group: "Populations", textSizes: [.large, .extraExtraLarge]) { [bars] _ in
                PopulationsBody(bars: bars)
            },
        ]
    }
}
