extension Window {
    /// Puts outlines on every provided view when the debug mode turns on,
    /// and takes every outline off when it turns off.
    func debugOutlinesDidToggle() {
        if showsDebugOutlines {
            refreshDebugOutlines(in: rootView)
        } else {
            for view in rootView.subtree where !view.debugOutlines.isEmpty { view.debugOutlines = [] }
        }
    }

    /// Asks the providers of `view`'s subtree for their outlines.
    func refreshDebugOutlines(in view: View) {
        for candidate in view.subtree {
            candidate.debugOutlineProvider?.refreshDebugOutlines(in: candidate)
        }
    }
}
