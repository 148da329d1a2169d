import Foundation
import Testing
@testable import ComponentKit

/// A button with an on/off value, sending value-changed when a tap flips it.
private final class Switch: Button {
    override func pointerEnded(at point: CGPoint, event: PointerEvent) {
        super.pointerEnded(at: point, event: event)
        guard isEnabled, self.point(inside: point) else { return }
        isSelected.toggle()
        sendActions(for: .valueChanged)
    }
}

/// Which events reached which actions, in order.
@MainActor
final class ControlEventLog {
    var entries: [String] = []
    func action(_ name: String) -> Action<Void> { Action(identity: name) { [unowned self] in entries.append(name) } }
    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

@MainActor
@Suite("Control action attributes")
struct ControlActionAttributeTests {
    static let touchEvents: [(String, ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside),
        ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel), ("primaryActionTriggered", .primaryActionTriggered),
    ]

    /// Mounts a 100×40 view configured with `configuration` at the window's origin.
    @discardableResult
    func mount(_ configuration: ViewConfiguration, in window: Window, with mounter: ComponentMounter = ComponentMounter()) -> View? {
        let component = ViewComponent(view: configuration, size: ComponentSize(width: 100, height: 40))
        mounter.mount(component.layout(constrainedTo: .upTo(window.size)), in: window.rootView)
        return window.rootView.subviews.first
    }

    func button(_ log: ControlEventLog) -> ViewConfiguration {
        ViewConfiguration(Button.self, [.title("Hold")] + Self.touchEvents.map { .action(log.action($0.0), for: $0.1) })
    }

    func pointer(_ phase: PointerEvent.Phase, x: CGFloat, time: TimeInterval, _ window: Window) {
        window.send(PointerEvent(phase, at: CGPoint(x: x, y: 20), time: time))
    }

    @Test("A tap sends touch-down, then touch-up-inside and the primary action")
    func tap() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        mount(button(log), in: window)
        pointer(.down, x: 50, time: 0, window)
        #expect(log.take() == ["touchDown"])
        pointer(.up, x: 50, time: 0.1, window)
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("Dragging out and back in sends exit, outside, enter and inside")
    func drag() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        mount(button(log), in: window)
        pointer(.down, x: 50, time: 0, window)
        pointer(.move, x: 60, time: 0.1, window)
        pointer(.move, x: 200, time: 0.2, window)
        pointer(.move, x: 210, time: 0.3, window)
        pointer(.move, x: 40, time: 0.4, window)
        #expect(log.take() == [
            "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside", "touchDragEnter", "touchDragInside",
        ])
    }

    @Test("Letting go outside sends touch-up-outside and no tap")
    func upOutside() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        mount(button(log), in: window)
        pointer(.down, x: 50, time: 0, window)
        pointer(.move, x: 200, time: 0.1, window)
        pointer(.up, x: 200, time: 0.2, window)
        #expect(log.take() == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test("A lost pointer sends touch-cancel")
    func cancel() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        mount(button(log), in: window)
        pointer(.down, x: 50, time: 0, window)
        pointer(.cancel, x: 50, time: 0.1, window)
        #expect(log.take() == ["touchDown", "touchCancel"])
    }

    @Test("Enter on the focused button sends touch-up-inside and the primary action, with no touch-down")
    func keyboard() throws {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        let view = try #require(mount(button(log), in: window))
        #expect(view.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .enter))
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("A control of one's own sends value-changed")
    func valueChanged() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        mount(ViewConfiguration(Switch.self, [.action(log.action("valueChanged"), for: .valueChanged)]), in: window)
        pointer(.down, x: 50, time: 0, window)
        pointer(.up, x: 50, time: 0.1, window)
        #expect(log.take() == ["valueChanged"])
    }

    @Test("A text field sends editing-did-begin, editing-changed, editing-did-end-on-exit and editing-did-end")
    func editing() throws {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        let events: [(String, ControlEvents)] = [
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
            ("editingDidEndOnExit", .editingDidEndOnExit), ("primaryActionTriggered", .primaryActionTriggered),
        ]
        let field = try #require(mount(ViewConfiguration(TextField.self, events.map { .action(log.action($0.0), for: $0.1) }), in: window))
        #expect(field.becomeFirstResponder())
        #expect(log.take() == ["editingDidBegin"])
        window.send(KeyEvent(.down, key: Key(rawValue: "a")))
        #expect(log.take() == ["editingChanged"])
        window.send(KeyEvent(.down, key: .enter))
        #expect(log.take().prefix(2) == ["editingDidEndOnExit", "primaryActionTriggered"])
        _ = field.resignFirstResponder()
        #expect(log.take().last == "editingDidEnd")
    }

    @Test("Remounting hands over this render's action, and one without the attribute takes it off")
    func remount() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        let mounter = ComponentMounter()
        mount(ViewConfiguration(Button.self, [.action(log.action("first"), for: .touchDown)]), in: window, with: mounter)
        mount(ViewConfiguration(Button.self, [.action(log.action("second"), for: .touchDown)]), in: window, with: mounter)
        pointer(.down, x: 50, time: 0, window)
        pointer(.up, x: 50, time: 0.1, window)
        #expect(log.take() == ["second"])
        mount(ViewConfiguration(Button.self, []), in: window, with: mounter)
        pointer(.down, x: 50, time: 1, window)
        pointer(.up, x: 50, time: 1.1, window)
        #expect(log.take().isEmpty)
    }

    @Test("An action that remounts its control while the event is sent runs once, and the new action hears the next event")
    func remountWhileSending() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        let mounter = ComponentMounter()
        let second = log.action("second")
        let first = Action<Void>(identity: "first") { [self] in
            log.entries.append("first")
            mount(ViewConfiguration(Button.self, [.action(second, for: .touchDown)]), in: window, with: mounter)
        }
        mount(ViewConfiguration(Button.self, [.action(first, for: .touchDown)]), in: window, with: mounter)
        pointer(.down, x: 50, time: 0, window)
        pointer(.up, x: 50, time: 0.1, window)
        pointer(.down, x: 50, time: 1, window)
        #expect(log.take() == ["first", "second"])
    }

    @Test("A button component's own action and a control action attribute both fire")
    func withButtonComponent() {
        let window = Window(size: CGSize(width: 300, height: 100))
        let log = ControlEventLog()
        let button = ButtonComponent(
            title: "Go", action: ControlAction("go") { log.entries.append("action") },
            attributes: [.action(log.action("touchDown"), for: .touchDown)])
        ComponentMounter().mount(button.layout(constrainedTo: .upTo(window.size), context: LayoutContext(textMeasurer: GridTextMeasurer())),
                                 in: window.rootView)
        pointer(.down, x: 5, time: 0, window)
        pointer(.up, x: 5, time: 0.1, window)
        #expect(log.take() == ["touchDown", "action"])
    }
}
