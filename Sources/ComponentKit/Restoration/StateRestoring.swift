import ViewTree

/// A view that renders components and keeps their state in scope roots:
/// a ``WindowSnapshot`` keeps those states and gives them back.
///
/// ``HostingView`` adopts it; a view of your own that hosts a
/// ``ScopeRoot`` adopts it to have its components' state kept too.
@MainActor
public protocol StateRestoring: View {
    /// The scope roots the view renders, by a key that tells them apart
    /// within the view (the empty key for a view with one root).
    var restorableScopeRoots: [String: ScopeRoot] { get }
    /// Returns once the state updates given to the roots are shown.
    func waitForPendingUpdate() async
}

extension HostingView: StateRestoring {
    public var restorableScopeRoots: [String: ScopeRoot] { ["": scopeRoot] }
}
