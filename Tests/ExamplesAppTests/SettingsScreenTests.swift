@testable import ExamplesApp
import Foundation
import Testing
import ViewTree

/// The Settings screen on the server alone (the raster path): its switches
/// and sliders change state, and the dark mode switch and text size slider
/// change the window's traits.
@MainActor
@Suite("Settings screen")
struct SettingsScreenTests {
    private func settings() async throws -> Window {
        await ScreenRenderer.window(for: .settings, size: CGSize(width: 390, height: 844), scale: 2, library: try .samples())
    }

    private func control<C: View>(_ identifier: String, in window: Window, as type: C.Type) throws -> C {
        try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == identifier } as? C)
    }

    private func tap(_ view: View, in window: Window) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: point, time: 1))
        window.send(PointerEvent(.up, at: point, time: 1.05))
    }

    @Test("The dark mode switch turns the window dark; the text size slider's keys change its text size")
    func traits() async throws {
        let window = try await settings()
        tap(try control("settings.dark", in: window, as: Switch.self), in: window)
        #expect(window.traitCollection.colorScheme == .dark)
        let slider = try control("settings.textSize", in: window, as: Slider.self)
        _ = slider.becomeFirstResponder()
        #expect(window.send(KeyEvent(.down, key: .arrowRight)))
        #expect(window.traitCollection.contentSizeCategory == .extraLarge)
        await ScreenRenderer.settle(window)
        let label = try control("settings.textSize.value", in: window, as: Label.self)
        #expect(label.text.string == "Text size: Large")
        #expect(try control("settings.dark", in: window, as: Switch.self).isOn, "the re-rendered switch shows the traits")
    }

    @Test("Turning reading aloud off disables the volume slider; Download fills the bar a quarter at a time")
    func state() async throws {
        let window = try await settings()
        tap(try control("settings.autoplay", in: window, as: Switch.self), in: window)
        await ScreenRenderer.settle(window)
        #expect(try !control("settings.volume", in: window, as: Slider.self).isEnabled)
        tap(try control("settings.download.next", in: window, as: Button.self), in: window)
        await ScreenRenderer.settle(window)
        #expect(try control("settings.download", in: window, as: ProgressView.self).progress == 0.25)
    }
}

extension SettingsScreenTests {
    @Test("Quiet until: the calendar's keys choose a day, the hour segment steps, and the screen keeps the date in its state")
    func quietUntil() async throws {
        let window = try await settings()
        let picker = try control("settings.quiet", in: window, as: DatePicker.self)
        #expect(picker.date == Date(timeIntervalSince1970: 1_796_115_600) && picker.mode == .dateAndTime)
        let field = try #require(picker.dateField)
        _ = field.becomeFirstResponder()
        #expect(window.send(KeyEvent(.down, key: .enter)) && picker.isCalendarOpen)
        #expect(window.send(KeyEvent(.down, key: .arrowDown)) && window.send(KeyEvent(.down, key: .enter)))
        await ScreenRenderer.settle(window)
        let hour = try #require(picker.timeSegments.first)
        _ = hour.becomeFirstResponder()
        #expect(window.send(KeyEvent(.down, key: .arrowUp)))
        await ScreenRenderer.settle(window)
        let rendered = try control("settings.quiet", in: window, as: DatePicker.self)
        #expect(rendered.date == Date(timeIntervalSince1970: 1_796_115_600 + 7 * 86_400 + 3_600), "December 8, 10:00")
    }
}
