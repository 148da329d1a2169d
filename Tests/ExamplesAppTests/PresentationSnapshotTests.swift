import ComponentSnapshotTesting
@testable import ExamplesApp
import Foundation
import SnapshotTesting
import Testing
import ViewTree

/// Settings with its About sheet and its Reset alert up, as the raster
/// backend draws them: light and dark, large text, right to left.
@MainActor
@Suite("Presentations at 390×844 @2x", .serialized)
struct PresentationSnapshotTests {
    /// The traits each reference is drawn in: the default, dark, large text, right to left.
    static let variants: [(String, TraitCollection)] = [
        ("light", TraitCollection()),
        ("dark", TraitCollection(colorScheme: .dark)),
        ("large-text", TraitCollection(contentSizeCategory: .accessibilityMedium)),
        ("rtl", TraitCollection(layoutDirection: .rightToLeft)),
    ]

    /// Settings with what its button `identifier` presents, up.
    private func settings(presenting identifier: String, traits: TraitCollection = TraitCollection()) async throws -> Window {
        let window = await ScreenRenderer.window(for: .settings, size: ScreenSnapshotTests.size, scale: 2, library: try .samples(),
                                                 traits: traits)
        let button = try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == identifier } as? Button)
        button.sendTouchUpInside()
        await ScreenRenderer.settle(window)
        #expect(window.presentations.count == 1)
        return window
    }

    @Test("The About sheet over Settings, dimmed behind it, light and dark")
    func aboutSheet() async throws {
        for (name, traits) in [("light", TraitCollection()), ("dark", TraitCollection(colorScheme: .dark))] {
            let window = try await settings(presenting: "settings.about", traits: traits)
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "about-sheet-\(name)")
        }
    }

    @Test("The Reset alert: light, dark, large text, and right to left with Cancel on the right")
    func resetAlert() async throws {
        for (name, traits) in Self.variants {
            let window = try await settings(presenting: "settings.reset", traits: traits)
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "reset-alert-\(name)")
        }
    }

    @Test("An action sheet with a destructive action and Cancel apart, and an alert with a field")
    func actionSheetAndField() async throws {
        let window = await ScreenRenderer.window(for: .settings, size: ScreenSnapshotTests.size, scale: 2, library: try .samples())
        try window.present(Alert(title: "Offline quotes", message: "What should happen to the downloaded quotes?", style: .actionSheet, actions: [
            AlertAction("Keep"), AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel),
        ]), animated: false)
        await ScreenRenderer.settle(window)
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "action-sheet")
        window.dismissAllPresentations(animated: false)
        try window.present(Alert(title: "Rename", message: "A name for this device.", actions: [
            AlertAction("Cancel", style: .cancel), AlertAction("Save"),
        ], textFields: [AlertTextField(placeholder: "Name", text: "Kitchen iPad")], preferredActionIndex: 1), animated: false)
        await ScreenRenderer.settle(window)
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "alert-field")
    }
}

extension PresentationSnapshotTests {
    @Test("Settings' source picker open, its chosen option checked and the next one active; light and dark")
    func openPicker() async throws {
        for (name, traits) in [("light", TraitCollection()), ("dark", TraitCollection(colorScheme: .dark))] {
            let window = await ScreenRenderer.window(for: .settings, size: ScreenSnapshotTests.size, scale: 2, library: try .samples(),
                                                     traits: traits)
            let picker = try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == "settings.source" } as? PopUpButton)
            #expect(picker.becomeFirstResponder())
            #expect(window.send(KeyEvent(.down, key: .arrowDown)) && window.send(KeyEvent(.down, key: .arrowDown)))
            await ScreenRenderer.settle(window)
            #expect(picker.isOpen && picker.activeIndex == 1)
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "picker-open-\(name)")
        }
    }
}

extension PresentationSnapshotTests {
    @Test("Settings' date picker with its calendar open on the chosen day, the keys on the next week's; light, dark, large text, right to left")
    func openCalendar() async throws {
        for (name, traits) in Self.variants {
            let window = await ScreenRenderer.window(for: .settings, size: ScreenSnapshotTests.size, scale: 2, library: try .samples(),
                                                     traits: traits)
            let picker = try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == "settings.quiet" } as? DatePicker)
            #expect(picker.dateField?.becomeFirstResponder() == true)
            #expect(window.send(KeyEvent(.down, key: .enter)) && window.send(KeyEvent(.down, key: .arrowDown)))
            await ScreenRenderer.settle(window)
            #expect(picker.isCalendarOpen && picker.shownMonthTitle == "December 2026")
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "calendar-open-\(name)")
        }
    }
}
