import Foundation
import ViewTree

extension Attribute where V: ControlEventSending {
    /// Sends `action` with the control's value (read by `value`) whenever a
    /// person changes it: the attribute behind the value controls'
    /// `onChange`. It compares by its name only, and every mount hands the
    /// control this render's action.
    static func valueChanged<Value: Sendable>(
        _ action: Action<Value>, reading value: @escaping @MainActor @Sendable (V) -> Value
    ) -> Attribute {
        let name = "valueChanged"
        let install: @MainActor @Sendable (V) -> Void = { control in
            control.removeControlEventHandlers(named: name)
            control.addControlEventHandler(for: .valueChanged, named: name) { view, _ in
                if let control = view as? V { action.send(value(control), from: control) }
            }
        }
        return .custom(
            name, name,
            apply: { control, _ in install(control) },
            unapply: { $0.removeControlEventHandlers(named: name) },
            refresh: install)
    }
}
