/// A state update enqueued by a scope, as ``AnalyticsListener/didEnqueueStateUpdate(_:)``
/// hears it (on the main actor, when ``Scope/updateState(mode:_:)`` is called).
public struct StateUpdateEvent: Sendable {
    /// The root whose next pass renders the update.
    public let scopeRoot: ScopeRoot
    /// The updated scope's path: `LikeFeed/LikeCell[key "4"]/LikeButton`.
    public let scopePath: String
    /// The type of the stateful component that owns the scope.
    public let componentTypeName: String
    /// When the update is rendered.
    public let mode: StateUpdateMode
}
