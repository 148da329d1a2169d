import ViewTree

extension ExamplesEnvironment {
    /// Shows the app the other way round: right to left when `view` is
    /// left to right, and back. The direction goes to ``traitOverriding``
    /// (the browser session) when there is one, else to the window's own
    /// traits (the raster renderer, tests).
    @MainActor
    func switchLayoutDirection(from view: View) {
        let next: UserInterfaceLayoutDirection = view.traitCollection.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        override(from: view) { $0.layoutDirection = next }
    }

    /// Forces traits as `change` sets them: in ``traitOverriding`` (the
    /// browser session) when there is one, else in the window of `view`
    /// (the raster renderer, tests), whose traits it applies at once.
    @MainActor
    func override(from view: View?, _ change: (inout TraitOverrides) -> Void) {
        if let traitOverriding {
            change(&traitOverriding.traitOverrides)
        } else if let window = view?.window {
            var overrides = TraitOverrides()
            change(&overrides)
            window.traitCollection = overrides.applied(to: window.traitCollection)
        }
    }
}
