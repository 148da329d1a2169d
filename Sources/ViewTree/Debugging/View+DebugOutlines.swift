extension View {
    /// Outlines a debug mode draws over this view (see ``DebugOutline``);
    /// none by default. Changes are recorded like any property.
    public var debugOutlines: [DebugOutline] {
        get { debugStorage?.outlines ?? [] }
        set {
            guard newValue != debugOutlines else { return }
            storage().outlines = newValue
            record(.debugOutlines(newValue))
        }
    }

    /// What puts outlines on this view and its subviews when the window's
    /// debug mode turns on (a component mounter sets itself); not retained.
    public var debugOutlineProvider: (any DebugOutlineProviding)? {
        get { debugStorage?.provider }
        set { if newValue !== debugStorage?.provider { storage().provider = newValue } }
    }

    private func storage() -> ViewDebugStorage {
        if let debugStorage { return debugStorage }
        let made = ViewDebugStorage()
        debugStorage = made
        return made
    }
}
