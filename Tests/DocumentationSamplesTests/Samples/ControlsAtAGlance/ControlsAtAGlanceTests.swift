import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Controls at a glance")
struct ControlsAtAGlanceTests {
    @Test("The notification settings: each control read with its role and value; turning notifications off disables the slider")
    func notificationSettings() async throws {
        let window = Window(size: CGSize(width: 360, height: 300))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in NotificationSettings() }, sizeRangeProvider: .flexibleHeight,
                               context: (), frame: CGRect(x: 0, y: 0, width: 360, height: 300))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        #expect(window.rootView.accessibilityDump() == """
            text "Notifications"
            switch "Notifications" [on]
            slider "Volume" value="50%"
            text "Daily digest at 8:00"
            adjustable "Digest hour" value="8"
            radioGroup "Send by"
              radioButton "Email" [checked]
              radioButton "Push" [not checked]
              radioButton "Both" [not checked]
            """)
        let toggle = try #require(window.rootView.subtree.first { $0 is Switch } as? Switch)
        _ = toggle.becomeFirstResponder()
        #expect(window.send(KeyEvent(.down, key: .space)))
        await host.waitForPendingUpdate()   // the switch's state update is asynchronous
        #expect(window.rootView.accessibilityDump().contains("slider \"Volume\" value=\"50%\" [disabled]"))
    }

    @Test("A progress view: a bar for a fraction, a spinner when unknown")
    func progress() {
        let bar = ControlsAtAGlance.progress(fraction: 0.3).layout(constrainedTo: .upTo(CGSize(width: 200, height: 100)))
        #expect(bar.size == CGSize(width: 200, height: 4))
        let spinner = ControlsAtAGlance.progress(fraction: nil).layout(constrainedTo: .upTo(CGSize(width: 200, height: 100)))
        #expect(spinner.size == CGSize(width: 20, height: 20))
    }

    /// The picker sample in a component that keeps its choice.
    private struct SourcePicker: StatefulComponent {
        func initialState() -> ControlsAtAGlance.Feed { ControlsAtAGlance.Feed() }
        func body(state: ControlsAtAGlance.Feed, scope: Scope<ControlsAtAGlance.Feed>) -> some Component {
            ControlsAtAGlance.picker(source: state.source, scope: scope)
        }
    }

    @Test("The picker: Down opens it, Down and Enter choose Scientists, and the state keeps it")
    func picker() async throws {
        let window = Window(size: CGSize(width: 360, height: 400))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in SourcePicker() }, sizeRangeProvider: .flexibleHeight,
                               context: (), frame: CGRect(x: 0, y: 0, width: 360, height: 400))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        let picker = try #require(window.rootView.subtree.first { $0 is PopUpButton } as? PopUpButton)
        #expect(picker.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .arrowDown)) && picker.isOpen)
        #expect(window.send(KeyEvent(.down, key: .arrowDown)) && window.send(KeyEvent(.down, key: .enter)))
        await host.waitForPendingUpdate()
        #expect(window.rootView.accessibilityDump() == "comboBox \"Quotes from\" value=\"Scientists\" [collapsed, focused]")
    }

    /// The date sample in a component that keeps the date.
    private struct Departure: StatefulComponent {
        func initialState() -> ControlsAtAGlance.Trip { ControlsAtAGlance.Trip() }
        func body(state: ControlsAtAGlance.Trip, scope: Scope<ControlsAtAGlance.Trip>) -> some Component {
            ControlsAtAGlance.departure(leaving: state.leaving, earliest: Date(timeIntervalSince1970: 1_796_000_000),
                                       latest: Date(timeIntervalSince1970: 1_800_000_000), scope: scope)
        }
    }

    @Test("The date picker: French, Paris time; the calendar's Right and Enter choose the next day, and the state keeps it")
    func datePicker() async throws {
        let window = Window(size: CGSize(width: 360, height: 500))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in Departure() }, sizeRangeProvider: .flexibleHeight,
                               context: (), frame: CGRect(x: 0, y: 0, width: 360, height: 500))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        let picker = try #require(window.rootView.subtree.first { $0 is DatePicker } as? DatePicker)
        #expect(picker.timeSegments.compactMap { $0.controlAccessibility?.valueText } == ["15", "30"], "14:30 UTC is 15:30 in Paris")
        #expect(picker.dateField?.accessibilityValue == "30 nov. 2026")
        #expect(picker.dateField?.becomeFirstResponder() == true)
        #expect(window.send(KeyEvent(.down, key: .enter)) && picker.shownMonthTitle == "novembre 2026")
        #expect(window.send(KeyEvent(.down, key: .arrowRight)) && window.send(KeyEvent(.down, key: .enter)))
        await host.waitForPendingUpdate()
        let rendered = try #require(window.rootView.subtree.first { $0 is DatePicker } as? DatePicker)
        #expect(rendered.date == Date(timeIntervalSince1970: 1_796_049_000 + 86_400))
        #expect(rendered.dateField?.accessibilityValue == "1 déc. 2026")
    }
}
