import ComponentKit
import Foundation
import ViewTree

/// Every built-in view kind and every view attribute on one screen: rich
/// text, buttons, a spinner, text fields, a text view, image content
/// modes, then the attribute tiles (``StyleTile``). The cross-backend
/// tests compare how the raster backend and the browser draw it, and the
/// capacity benchmark's clients tap its counter.
@MainActor
final class StylesScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "Views and styles", path: "/styles")
    private let host: HostingView<Int, Image?>

    init(environment: ExamplesEnvironment) {
        host = HostingView(provider: Self.provider, sizeRangeProvider: .none, context: StylesBody.checker,
                           layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        host.update(model: 0)
    }

    // Taller than the screen: it scrolls.
    private static let provider = ComponentProvider<Int, Image?> { _, checker in
        ScrollComponent(axis: .vertical) { StylesBody(checker: checker) }
    }
}
