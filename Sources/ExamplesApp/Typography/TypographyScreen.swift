import ComponentKit
import Foundation
import ViewTree

/// Text in the app's own fonts (``TypographyBody``): the screen the
/// cross-backend tests use to check that the browser draws and breaks text
/// as the server measured it.
@MainActor
final class TypographyScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "Typography", path: "/typography")
    private let host: HostingView<Int, Void>

    init(environment: ExamplesEnvironment) {
        host = HostingView(provider: Self.provider, sizeRangeProvider: .none, context: (),
                           layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        host.update(model: 0)
    }

    // Taller than the screen: it scrolls.
    private static let provider = ComponentProvider<Int, Void> { _, _ in ScrollComponent(axis: .vertical) { content.component(for: 0) } }

    /// The samples, laid out once for every session (they never change: the input is a version).
    nonisolated static let content = SharedSubtree<Int> { _ in TypographyBody() }
}
