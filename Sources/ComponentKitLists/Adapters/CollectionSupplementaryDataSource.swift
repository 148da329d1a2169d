import ComponentKit
import Foundation
import ViewTree

/// Headers and footers of a ``CollectionViewDataSource``'s sections, as
/// `CKSupplementaryViewDataSource`: components the adapter lays out across
/// the list and mounts, or views sized and filled by hand. Every method has
/// a default (none).
///
/// Each section's header and footer component renders in a scope of its
/// own (by kind and section index): stateful components in it keep their
/// state and controllers, and a state update lays the list out again.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind,
///                     inSection section: Int) -> (any Component)? {
///     kind == .header ? LabelComponent(AttributedText(days[section].title)) : nil
/// }
/// ```
@MainActor
public protocol CollectionSupplementaryDataSource: AnyObject {
    /// A component for `kind` in `section`, laid out across the list
    /// (as wide as a vertical list, as tall as a horizontal one); it wins
    /// over the size and configure methods.
    func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind, inSection section: Int)
        -> (any Component)?
    /// The size of `kind` in `section`; zero for none.
    func collectionView(_ collectionView: CollectionView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize
    /// Fills the header or footer view of `section`.
    func collectionView(_ collectionView: CollectionView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int)
}

extension CollectionSupplementaryDataSource {
    /// No component.
    public func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind, inSection section: Int)
        -> (any Component)?
    {
        nil
    }
    /// No header or footer.
    public func collectionView(_ collectionView: CollectionView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        .zero
    }
    /// Leaves the view as it is.
    public func collectionView(_ collectionView: CollectionView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {}
}
