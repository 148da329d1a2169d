import ExamplesApp
import Foundation
import Testing
@testable import ViewTree

/// The window keeps its focus order between changes; on the example
/// screens, where lists scroll and recycle cells as focus moves, the kept
/// order must always be the one a fresh walk gives.
@MainActor
@Suite("Examples: the kept focus order matches the tree while Tab moves through lists")
struct ExamplesFocusOrderTests {
    @Test("Tab twice round the Photos list (and its grid): every step's order is the tree's, and the first round visits every photo")
    func photosByTab() async throws {
        let (window, app) = try ExamplesFormTests().app()
        let photos = app.showPhotos()
        await photos.loading?.value
        for layout in ["list", "grid"] {
            if layout == "grid" { photos.toggleLayout() }
            var visited: [String] = []
            for step in 0..<40 {
                window.send(KeyEvent(.down, key: .tab))
                _ = window.takeTransaction()
                #expect(window.focusOrder.map(\.id) == window.collectFocusOrder().map(\.id), "\(layout), step \(step)")
                if let name = window.firstResponder?.accessibilityIdentifier, name.hasPrefix("photo-") { visited.append(name) }
            }
            #expect(Set(visited.prefix(12)).count == 12, "\(layout): first round \(visited.prefix(12))")
        }
    }
}
