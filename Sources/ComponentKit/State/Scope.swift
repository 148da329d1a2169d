/// A stateful component's handle on its scope: read by the body, used to
/// update the state from actions.
///
/// A scope outlives the component values that render it. Updating the state
/// of a scope that has gone (its component left the tree) does nothing.
///
/// ```swift
/// func body(state: Int, scope: Scope<Int>) -> some Component {
///     ButtonComponent(title: "Tapped \(state)", action: ControlAction("tap") {
///         scope.updateState { $0 += 1 }
///     })
/// }
/// ```
public struct Scope<State: Sendable>: Sendable {
    // Weak: components hold scopes in their actions, and scope nodes hold
    // their last layout (with those components); strong references would
    // make a cycle that keeps a whole tree alive.
    private weak var root: ScopeRoot?
    private weak var token: ScopeToken?
    private var node: ScopeNode? { token?.node }
    /// The path of the scope, for diagnostics.
    public var path: String { node?.path ?? "(no scope root)" }

    init(root: ScopeRoot?, node: ScopeNode?) {
        self.root = root
        self.token = node?.token
    }

    /// Whether updates can reach a live scope (one still in the tree).
    public var isAttached: Bool { root != nil && node?.isAttached == true }

    var handle: ScopeHandle { ScopeHandle(root: root, token: token) }

    /// Changes the state; the change is rendered as `mode` says. Updates
    /// come from actions and controllers, on the main actor.
    @MainActor
    public func updateState(mode: StateUpdateMode = .asynchronous, _ transform: @escaping @Sendable (inout State) -> Void) {
        guard let root, let node, node.isAttached else { return }
        root.enqueue(node, mode: mode) { current in
            guard var state = current as? State else { return current }
            transform(&state)
            return state
        }
    }
}
