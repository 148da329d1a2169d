/// A weak reference to a scope that dispatches actions up the responder chain.
struct ScopeHandle: Sendable {
    // Weak for the same reason as `Scope`'s references.
    weak var root: ScopeRoot?
    weak var token: ScopeToken?

    /// Offers `event` to the scope's component, its controller, then each
    /// ancestor scope's, then the root's context handler.
    @MainActor
    func dispatch(_ event: ActionEvent) -> Bool {
        guard let root, let start = token?.node, start.isAttached else { return false }
        var current: ScopeNode? = start
        while let node = current {
            if let responder = node.latestComponent as? any ActionResponding, responder.handle(event) { return true }
            if let controller = node.controller as? any ActionResponding, controller.handle(event) { return true }
            current = node.parent
        }
        return root.contextResponder?.handle(event) ?? false
    }
}
