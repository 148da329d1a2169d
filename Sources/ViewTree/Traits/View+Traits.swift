extension View {
    /// The traits this view is shown with: its window's, or the defaults
    /// while it is in no window.
    public var traitCollection: TraitCollection {
        window?.traitCollection ?? TraitCollection()
    }

    /// Tells this view and its subtree, parents first, that the traits
    /// changed from `previous`.
    func propagateTraitChange(from previous: TraitCollection) {
        resolveSemanticColors()
        traitCollectionDidChange(previous)
        for subview in subviews { subview.propagateTraitChange(from: previous) }
    }
}
