import ViewTree

/// What a hibernated session keeps of its page: enough to rebuild the tree
/// and to tell whether the rebuilt tree shows exactly that page.
package struct HibernatedPage {
    /// The location the page showed, opened again in the rebuilt tree.
    let location: Location?
    /// The page's identifiers of the tree's views, in ``/ViewTree/View/subtree`` order.
    let clientIDs: [ViewID]
    /// The hash of the page's reset message (the tree, with the page's
    /// identifiers, its focus order and traits).
    let signature: Int
    /// Where in `clientIDs` the view with focus was, if any had it.
    let focusedIndex: Int?
    /// How long the rebuild may take to settle into this page when the
    /// session wakes: as long as the check that hibernated it allowed.
    let settleTimeout: Duration
}
