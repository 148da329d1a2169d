import ViewTree

extension ExamplesEnvironment {
    /// Shows the app the other way round: right to left when `view` is
    /// left to right, and back. The direction goes to ``traitOverriding``
    /// (the browser session) when there is one, else to the window's own
    /// traits (the raster renderer, tests).
    @MainActor
    func switchLayoutDirection(from view: View) {
        let next: UserInterfaceLayoutDirection = view.traitCollection.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        if let traitOverriding {
            traitOverriding.traitOverrides.layoutDirection = next
        } else {
            view.window?.traitCollection.layoutDirection = next
        }
    }
}
