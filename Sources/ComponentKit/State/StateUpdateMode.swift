/// When a state update is rendered.
public enum StateUpdateMode: Sendable {
    /// Re-render before the update call returns.
    case synchronous
    /// Re-render soon; all asynchronous updates of one main-actor turn are
    /// rendered together, once.
    case asynchronous
}
