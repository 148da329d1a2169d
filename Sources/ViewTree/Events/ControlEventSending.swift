/// A control that sends ``ControlEvents`` to handlers, as `UIControl` sends
/// them to its targets: ``Button`` and the text inputs.
///
/// Handlers are named, so whoever adds some can take exactly those away
/// again (ComponentKit's control action attributes do) without disturbing
/// the others.
///
/// ```swift
/// field.addControlEventHandler(for: .editingChanged, named: "search") { field, _ in
///     search((field as? TextField)?.text ?? "")
/// }
/// field.removeControlEventHandlers(named: "search")
/// ```
@MainActor
public protocol ControlEventSending: View {
    /// Adds a handler called with the control and the events sent, whenever
    /// any of `events` is sent.
    func addControlEventHandler(
        for events: ControlEvents, named name: String, _ handler: @escaping @MainActor (View, ControlEvents) -> Void)
    /// Removes the handlers added with `name`.
    func removeControlEventHandlers(named name: String)
    /// Calls every handler added for any of `events`, once each, in the order they were added.
    func sendActions(for events: ControlEvents)
}

/// The handlers of one control, kept by the control.
struct ControlEventHandlers {
    private var entries: [(events: ControlEvents, name: String, handler: @MainActor (View, ControlEvents) -> Void)] = []

    mutating func add(_ events: ControlEvents, named name: String, _ handler: @escaping @MainActor (View, ControlEvents) -> Void) {
        entries.append((events, name, handler))
    }

    mutating func remove(named name: String) {
        entries.removeAll { $0.name == name }
    }

    @MainActor
    func send(_ events: ControlEvents, from control: View) {
        guard !entries.isEmpty else { return }
        // A copy: a handler may add or remove handlers.
        for entry in entries where !entry.events.isDisjoint(with: events) {
            entry.handler(control, events.intersection(entry.events))
        }
    }
}
