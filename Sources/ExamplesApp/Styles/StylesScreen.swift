import ComponentKit
import Foundation
import ViewTree

/// Every built-in view kind and every view attribute on one screen: rich
/// text, buttons, a spinner, text fields, a text view, image content
/// modes, then the attribute tiles (``StyleTile``). The cross-backend
/// tests compare how the raster backend and the browser draw it.
@MainActor
final class StylesScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "Views and styles", path: "/styles")
    private let host: HostingView<Int, StylesBody.Context>
    private let counter: TapCounter

    init(environment: ExamplesEnvironment) {
        let counter = TapCounter()
        let context = StylesBody.Context(
            tiles: StyleTile.all(), checker: StylesBody.checker,
            tap: ControlAction("styles.tap") { [weak counter] in counter?.tap() })
        host = HostingView(provider: Self.provider, sizeRangeProvider: .flexibleHeight, context: context,
                           layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        self.counter = counter
        counter.host = host
        host.update(model: 0)
    }

    private static let provider = ComponentProvider<Int, StylesBody.Context> { taps, context in
        StylesBody(taps: taps, context: context)
    }

    /// Counts the button's taps into the screen's model.
    @MainActor
    final class TapCounter {
        weak var host: HostingView<Int, StylesBody.Context>?
        private var count = 0

        func tap() {
            count += 1
            host?.update(model: count)
        }
    }
}
