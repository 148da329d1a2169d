import ViewTree

extension HostingView: ActionHosting {
    /// The host's scope root: its context handler hears actions sent to the host.
    package var hostedScopeRoot: ScopeRoot? { scopeRoot }
}
