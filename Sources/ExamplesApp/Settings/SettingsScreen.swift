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
    let navigationItem = NavigationItem(title: "Settings", path: "/settings", prefersLargeTitle: true)
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
        let showAbout = ControlAction("settings.about") {
            guard let view = box.view else { return }
            do {
                try view.present(AboutScreen(environment: environment))
            } catch {
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(kind: "Settings.about", message: "could not show About: \(error)"))
            }
        }
        // Reset asks first: the alert's Reset runs what the body hands over (its state's reset),
        // then puts the traits Settings changed back.
        let confirmReset = Action<Action<Void>>(identity: "settings.confirmReset") { resetChoices in
            guard let view = box.view else { return }
            let alert = Alert(title: "Reset settings?", message: "Dark mode, text size and every other setting go back to their defaults.",
                              actions: [
                                  AlertAction("Cancel", style: .cancel),
                                  AlertAction("Reset", style: .destructive) {
                                      resetChoices.send(())
                                      environment.override(from: box.view) { $0.colorScheme = .light; $0.contentSizeCategory = .large }
                                  },
                              ])
            do {
                try view.present(alert)
            } catch {
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(kind: "Settings.reset", message: "could not ask to reset: \(error)"))
            }
        }
        // The screen scrolls: at large text sizes, or above the tab bar, the settings are taller than it.
        let provider = ComponentProvider<Int, Void> { _, _ in
            ScrollComponent(axis: .vertical) {
                SettingsBody(setDarkMode: setDarkMode, setTextSize: setTextSize, showAbout: showAbout, confirmReset: confirmReset)
            }
        }
        host = HostingView(provider: provider, sizeRangeProvider: .none, context: (), layoutContext: environment.layoutContext)
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
