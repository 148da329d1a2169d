extension View {
    /// The traits this view is shown with: its window's, or the defaults
    /// while it is in no window.
    public var traitCollection: TraitCollection {
        window?.traitCollection ?? TraitCollection()
    }

    /// Tells this view and its subtree, parents first, that the traits
    /// changed from `previous`. A subview a parent's callback removed from
    /// the window is skipped; one it added hears of the traits when added.
    func propagateTraitChange(from previous: TraitCollection) {
        let window = self.window
        resolveSemanticColors()
        traitCollectionDidChange(previous)
        for subview in subviews where subview.window === window {
            subview.propagateTraitChange(from: previous)
        }
    }
}
