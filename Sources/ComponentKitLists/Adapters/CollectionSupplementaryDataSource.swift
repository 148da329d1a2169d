import Foundation
import ViewTree

/// Headers and footers of a ``CollectionViewDataSource``'s sections, as
/// `CKSupplementaryViewDataSource`.
@MainActor
public protocol CollectionSupplementaryDataSource: AnyObject {
    /// The size of `kind` in `section`; zero for none.
    func collectionView(_ collectionView: CollectionView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize
    /// Fills the header or footer view of `section`.
    func collectionView(_ collectionView: CollectionView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int)
}
