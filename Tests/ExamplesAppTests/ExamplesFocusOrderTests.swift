import ExamplesApp
import Foundation
import Testing
@testable import ViewTree

/// Tab through the examples' lists, which mount only the rows near what
/// they show: every round meets every photo in order, and the window's
/// kept focus order is always the one a fresh walk gives.
@MainActor
@Suite("Examples: Tab through the photo lists")
struct ExamplesFocusOrderTests {
    static let photos = (1...12).map { "photo-\($0)" }

    @Test("Tab and Shift-Tab go round the Photos list and grid again and again, meeting every photo each time, in order",
          arguments: [false, true])
    func photosByTab(backwards: Bool) async throws {
        let (window, app) = try ExamplesFormTests().app()
        let photos = app.showPhotos()
        await photos.loading?.value
        for layout in ["list", "grid"] {
            if layout == "grid" { photos.toggleLayout() }
            // Each layout starts from the search field, outside the list.
            try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == "photos.search" }).becomeFirstResponder()
            // Runs of photo stops between the other stops (Back, Grid, Search).
            var rounds: [[String]] = [[]]
            for step in 0..<50 {
                window.send(KeyEvent(.down, key: .tab, modifiers: backwards ? .shift : []))
                _ = window.takeTransaction()
                #expect(window.focusOrder.map(\.id) == window.collectFocusOrder().map(\.id), "\(layout), step \(step)")
                if let name = window.firstResponder?.accessibilityIdentifier, name.hasPrefix("photo-") {
                    rounds[rounds.count - 1].append(name)
                } else if !(rounds.last?.isEmpty ?? true) {
                    rounds.append([])
                }
            }
            let complete = rounds.dropLast().filter { !$0.isEmpty }
            #expect(complete.count >= 2, "\(layout): \(rounds)")
            for round in complete {
                #expect(round == (backwards ? Self.photos.reversed() : Self.photos), "\(layout): \(round)")
            }
        }
    }
}
