import ComponentKit
import Foundation
import ViewTree

/// What Settings' "About" presents in a sheet: what the app is, with Done
/// in its bar (Close is there too, as on every presented screen).
@MainActor
final class AboutScreen: NavigationScreen {
    var view: View { host }
    let navigationItem: NavigationItem
    private let host: HostingView<Int, Void>

    init(environment: ExamplesEnvironment) {
        let box = AboutReference()
        navigationItem = NavigationItem(title: "About", trailingItems: [
            BarItem("Done", identifier: "about.done") { box.view?.enclosingPresentation?.dismiss() },
        ])
        let provider = ComponentProvider<Int, Void> { _, _ in AboutBody() }
        host = HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: (), layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        box.view = host
        host.update(model: 0)
    }
}

/// The About sheet's text.
struct AboutBody: CompositeComponent {
    var body: some Component {
        InsetComponent(insets: EdgeInsets(horizontal: 20, vertical: 20), child: StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
            LabelComponent("ComponentKit for Swift", font: .preferred(.title2), color: .label,
                           attributes: [.accessibilityHeading(level: 2), .accessibilityIdentifier("about.heading")])
            LabelComponent("Every screen of this app is made of immutable components, laid out with flexbox off the main thread, "
                           + "and shown here by the browser backend from a server that holds the view tree.",
                           font: .preferred(.body), color: .label, numberOfLines: 0)
            LabelComponent("Press Escape, choose Close or Done, or drag the bar down to go back to Settings.",
                           font: .preferred(.footnote), color: .secondaryLabel, numberOfLines: 0,
                           attributes: [.accessibilityIdentifier("about.hint")])
        })
    }
}

/// The screen's view, for the bar item made before it: a main-actor reference, weak.
@MainActor
private final class AboutReference: Sendable {
    weak var view: View?
}
