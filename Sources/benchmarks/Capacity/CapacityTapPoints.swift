import ComponentKit
import ExamplesApp
import Foundation
import RasterBackend
import ViewTree

/// Where the capacity benchmark's clients tap, found in the examples app
/// as a 390 × 844 page shows it.
@MainActor
enum CapacityTapPoints {
    /// The Views and styles screen's counter button: each tap changes its
    /// title, a state update of one scope (Blazor's counter, in effect).
    static func stylesCounter() async throws -> [CGPoint] {
        [try await stylesScreen().counter]
    }

    /// The examples app on its Views and styles screen, and the middle of its counter button.
    static func stylesScreen() async throws -> (window: Window, counter: CGPoint) {
        let (window, app) = try ExamplesWorkloads.mountedApp()
        await app.open(.styles)
        return (window, try center(of: "styles.button", in: window))
    }

    /// Home's Animals card, then the Back button that returns from it, so
    /// each tap changes the screen and every client ends where it started.
    static func homeAndBack() throws -> [CGPoint] {
        let (window, app) = try ExamplesWorkloads.mountedApp()
        let card = try center(of: "home.animals", in: window)
        app.showAnimals()
        let back = try center(of: "navigation.back", in: window)
        return [card, back]
    }

    private static func center(of identifier: String, in window: Window) throws -> CGPoint {
        let view = try WebPages.require(window.rootView.subtree.first { $0.accessibilityIdentifier == identifier && !$0.isHidden })
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX.rounded(), y: frame.midY.rounded())
    }
}
