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

    /// The handlers to call for `events`, with the events each hears. The
    /// control calls them after taking them: a handler may add or remove
    /// handlers (an action re-rendering synchronously remounts the control).
    func handlers(for events: ControlEvents) -> [(handler: @MainActor (View, ControlEvents) -> Void, events: ControlEvents)] {
        entries.filter { !$0.events.isDisjoint(with: events) }.map { ($0.handler, events.intersection($0.events)) }
    }
}
