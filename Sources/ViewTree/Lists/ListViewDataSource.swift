import Foundation

/// What a ``ListView`` shows: counts, sizes and cell contents, as
/// `UICollectionViewDataSource`.
///
/// The list asks for sizes of every item when its geometry is rebuilt, but
/// for cells only of items inside its visible rect and working range.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in listView: ListView) -> Int
    /// The number of items in `section`.
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int
    /// The size of the item at `indexPath` (a table uses only its height).
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The sizes of every item of `section` at once, for data sources that
    /// hold them together (a long feed's geometry is then rebuilt without
    /// a call per item); nil (the default) asks item by item. An array of
    /// another length than the section's count is not used.
    func listView(_ listView: ListView, sizesForItemsInSection section: Int) -> [CGSize]?
    /// The class and reuse identifier of the cell for `indexPath`.
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType
    /// Fills `cell` with the item at `indexPath`; called when the cell is
    /// about to be shown and when the item is reloaded while shown.
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath)
    /// The size of a section's header or footer; zero (the default) for none.
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize
    /// Fills a header or footer view; the default leaves it empty.
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int)
    /// The list's traits changed from `previous` (its window's, or it entered
    /// a window with others): sizes and contents may change. The default
    /// reloads the list.
    func listView(_ listView: ListView, traitCollectionDidChange previous: TraitCollection)
}

extension ListViewDataSource {
    /// Nil: sizes are asked item by item.
    public func listView(_ listView: ListView, sizesForItemsInSection section: Int) -> [CGSize]? { nil }

    /// No headers or footers.
    public func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        .zero
    }

    /// Leaves supplementary views empty.
    public func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {}

    /// Reloads the list: every size is asked for and every shown cell configured again.
    public func listView(_ listView: ListView, traitCollectionDidChange previous: TraitCollection) {
        listView.reloadData()
    }
}
