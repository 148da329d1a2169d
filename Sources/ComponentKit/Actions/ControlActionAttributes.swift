import Foundation
import ViewTree

extension Attribute where V: ControlEventSending {
    /// Sends `action` whenever the control sends any of `events`, as
    /// ComponentKit's `CKComponentActionAttribute(action, controlEvents)` does:
    /// a button's touch events (`.touchDown`, `.touchDragExit`,
    /// `.touchUpOutside`, `.touchCancel`…), a text input's editing events
    /// (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`,
    /// `.editingDidEndOnExit`), `.primaryActionTriggered` from both, and
    /// `.valueChanged` from a control of your own that sends it.
    ///
    /// One attribute per set of events: several with different sets can
    /// sit on one control. Like the gesture attributes, it compares by its
    /// events only, and every mount hands the control this render's action.
    ///
    /// ```swift
    /// ViewConfiguration(Button.self, [
    ///     .title("Hold to record"),
    ///     .action(Action(identity: "start") { recorder.start() }, for: .touchDown),
    ///     .action(Action(identity: "stop") { recorder.stop() }, for: [.touchUpInside, .touchUpOutside, .touchCancel]),
    /// ])
    /// ```
    public static func action(_ action: Action<Void>, for events: ControlEvents) -> Attribute {
        let name = "controlAction:\(events.rawValue)"
        let install: @MainActor @Sendable (V) -> Void = { control in
            control.removeControlEventHandlers(named: name)
            control.addControlEventHandler(for: events, named: name) { view, _ in action.send((), from: view) }
        }
        return .custom(
            name, events.rawValue,
            apply: { control, _ in install(control) },
            unapply: { $0.removeControlEventHandlers(named: name) },
            refresh: install)
    }
}
