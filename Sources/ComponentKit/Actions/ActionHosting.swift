import ViewTree

/// A view that hosts components with a scope root of its own (a
/// ``HostingView``, a list's cell): where an action sent to the host
/// (``Action/sendToHost(_:)``) from a view inside it is handled.
@MainActor
package protocol ActionHosting: View {
    /// The root whose context handler hears actions sent to this host, if
    /// it shows anything.
    var hostedScopeRoot: ScopeRoot? { get }
}

extension View {
    /// The scope root of the nearest host at or above this view, if any.
    var nearestHostedScopeRoot: ScopeRoot? {
        var current: View? = self
        while let candidate = current {
            if let host = candidate as? any ActionHosting, let root = host.hostedScopeRoot { return root }
            current = candidate.superview
        }
        return nil
    }
}
