import ComponentKit
import Foundation
import ViewTree

/// Every built-in control on one screen (``SettingsBody``). Its dark mode
/// switch and text size slider really change the app's traits: through the
/// browser session's trait overrides when there is one, else the window's
/// own traits (the raster renderer, tests).
@MainActor
final class SettingsScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "Settings", path: "/settings")
    private let host: HostingView<Int, Void>

    init(environment: ExamplesEnvironment) {
        let box = HostReference()
        let setDarkMode = Action<Bool>(identity: "settings.darkMode") { dark in
            environment.override(from: box.view) { $0.colorScheme = dark ? .dark : .light }
        }
        let setTextSize = Action<Double>(identity: "settings.textSize") { index in
            let sizes = SettingsBody.textSizes
            let size = sizes[min(max(0, Int(index.rounded())), sizes.count - 1)]
            environment.override(from: box.view) { $0.contentSizeCategory = size }
        }
        let provider = ComponentProvider<Int, Void> { _, _ in SettingsBody(setDarkMode: setDarkMode, setTextSize: setTextSize) }
        host = HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: (), layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        box.view = host
        host.update(model: 0)
    }
}

/// The screen's view, for actions made before it: a main-actor reference, weak.
@MainActor
private final class HostReference: Sendable {
    weak var view: View?
}
