import Foundation

/// A scroll view that shows many items but mounts cells only for those in
/// its visible rect and working range, reusing cells that scroll away: the
/// engine behind ``CollectionView`` and ``TableView``.
///
/// Its data source answers counts, sizes and cell contents; batch updates
/// (``performBatchUpdates(_:)``) move mounted cells to their new places and
/// are refused with a ``ListViewError`` when they do not add up.
///
/// ```swift
/// let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// list.dataSource = photos      // a ListViewDataSource
/// list.reloadData()
/// list.scroll(to: CGPoint(x: 0, y: 844))
/// ```
@MainActor
open class ListView: ScrollView {
    /// Supplies counts, sizes and cell contents. Not retained.
    public weak var dataSource: (any ListViewDataSource)?
    /// Told as cells are displayed and end displaying. Not retained.
    public weak var delegate: (any ListViewDelegate)?

    /// How items are arranged; changing it rebuilds the geometry.
    public var layout = ListLayout() {
        didSet { if layout != oldValue { rebuildGeometry() } }
    }

    /// How far beyond the visible rect, along the scroll axis and on both
    /// sides, cells are mounted ahead of time. Negative values count as zero.
    public var workingRange: CGFloat = 200 {
        didSet { if workingRange != oldValue { updateMountedCells() } }
    }

    /// Whether items can be highlighted and selected by the person (tap,
    /// click, Space or Enter), and by ``selectItem(at:animated:scrollPosition:)``.
    ///
    /// Off by default, unlike UIKit: lists here mostly act through their
    /// components' actions, and a selectable list is announced as a list box
    /// whose items are options (selected or not), which changes how screen
    /// readers read it. Turning it off deselects every item.
    public var allowsSelection = false {
        didSet {
            guard allowsSelection != oldValue else { return }
            // Its rows take focus only while they can be selected.
            setNeedsFocusOrderUpdate()
            updateListAccessibility()
            if !allowsSelection {
                selection = ListSelection()
                refreshItemStates()
            }
        }
    }

    /// Whether more than one item can be selected; a tap then toggles an
    /// item. Turning it off deselects every item.
    public var allowsMultipleSelection = false {
        didSet {
            guard allowsMultipleSelection != oldValue else { return }
            updateListAccessibility()
            if !allowsMultipleSelection { deselectAllItems() }
        }
    }

    /// Counts of cells made and reused since the list was created.
    public internal(set) var statistics = ListViewStatistics()

    var geometry = ListGeometry()
    var selection = ListSelection()
    var mountedCells: [IndexPath: ListCell] = [:]
    var mountedSupplementaryViews: [SupplementaryKey: ListCell] = [:]
    var reuseQueues: [String: [ListCell]] = [:]
    /// Cells playing a removal animation; they rejoin the reuse queues at the next update.
    var retiringCells: [ListCell] = []
    private var lastLaidOutSize: CGSize = .zero
    /// What the delegate was last told was visible and mounted.
    var reportedItems: (visible: [IndexPath], mounted: [IndexPath]) = ([], [])
    /// Batch fetching's settings and where it stands.
    var batchFetching = BatchFetchingState()

    /// Whether items fill the cross axis whatever width they ask for (table rows do).
    open var stretchesItems: Bool { false }

    /// The class of header and footer views; tables show titles in theirs.
    open func supplementaryViewClass(for kind: SupplementaryKind) -> ListCell.Type { ListCell.self }

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        lastLaidOutSize = frame.size
        accessibilityContainerType = .list
    }

    /// Set while a batch update moves the offset itself, so the change does
    /// not remount before the update's own pass.
    var isApplyingUpdate = false

    override public var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin, !isApplyingUpdate { boundsOriginDidChange() } }
    }

    /// With focus on an item of a selectable list, Space and Enter select
    /// it; with focus in a row, arrows, Home and End move it between items
    /// (`moveFocusBetweenItems(_:)`); otherwise the list scrolls.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        selectFocusedItem(event) || moveFocusBetweenItems(event) || super.keyDown(event)
    }

    /// Called when the list scrolls: remounts for the new visible rect.
    open func boundsOriginDidChange() { updateMountedCells() }

    /// Called once for every cell the list creates, before it is configured;
    /// tables attach their swipe recognizers here.
    open func didCreateCell(_ cell: ListCell) {}

    /// Called after the data source configured an item's cell (mounted or
    /// reloaded); tables add their reorder handles here.
    open func didConfigureCell(_ cell: ListCell, forItemAt indexPath: IndexPath) {}

    /// Space before the first section, along the scroll axis (a table's header view).
    open var contentLeadingExtent: CGFloat { 0 }

    /// Space after the last section, along the scroll axis (a table's footer view).
    open var contentTrailingExtent: CGFloat { 0 }

    /// Where a section's header or footer is shown, given where the layout
    /// puts it; tables pin their headers here.
    open func displayedFrame(of kind: SupplementaryKind, inSection section: Int, laidOutAt frame: CGRect) -> CGRect { frame }

    /// Called after headers and footers were placed for the visible rect.
    open func didPlaceSupplementaryViews() {}

    /// How much of the visible rect's leading edge a pinned header covers
    /// over the items of `section`; zero where headers scroll away (tables
    /// with sticky headers override it).
    open func pinnedExtent(aboveItemIn section: Int) -> CGFloat { 0 }

    /// Called after the geometry was rebuilt (reload, resize, batch update).
    open func geometryDidChange() {}

    /// Called after the list took a new size and laid its items out for it.
    open func boundsSizeDidChange() {}

    /// Tells the data source, which measures and fills cells for the new traits.
    override open func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        dataSource?.listView(self, traitCollectionDidChange: previous)
        // Lines fill from the other side.
        if traitCollection.layoutDirection != previous.layoutDirection { rebuildGeometry() }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != lastLaidOutSize else { return }
        lastLaidOutSize = bounds.size
        rebuildGeometry()
        boundsSizeDidChange()
    }

    /// The rows and columns a screen reader is told of when the list is
    /// read as a grid (``View/isAccessibilityGrid``); nil when it is a list.
    override public var accessibilityGridSize: (rows: Int, columns: Int)? {
        geometry.grid.map { ($0.rowCount, $0.columnCount) }
    }

    /// Item counts per section, as the list last asked its data source.
    public var itemCounts: [Int] { (0..<geometry.sectionCount).map(geometry.itemCount(inSection:)) }

    /// The cell mounted for the item at `indexPath`, if any.
    public func cell(forItemAt indexPath: IndexPath) -> ListCell? { mountedCells[indexPath] }

    /// The header or footer view mounted for `section`, if any.
    public func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ListCell? {
        mountedSupplementaryViews[SupplementaryKey(kind: kind, section: section)]
    }

    /// Index paths of every mounted item cell (visible or in the working range), in order.
    public var indexPathsForMountedItems: [IndexPath] { mountedCells.keys.sorted() }

    /// Index paths of the items overlapping the visible rect, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        mountedCells.filter { $0.value.isDisplayed }.keys.sorted()
    }

    /// The list's own delegate hears of scrolling and dragging too.
    override open var scrollDelegates: [any ScrollViewDelegate] {
        var delegates = super.scrollDelegates
        if let delegate, !delegates.contains(where: { $0 === delegate }) { delegates.append(delegate) }
        return delegates
    }

    /// The frame of the item at `indexPath` in content coordinates, or nil
    /// if there is no such item.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? { geometry.frame(ofItemAt: indexPath) }

    /// The frame of a section's header or footer, or nil if it has none.
    public func frame(of kind: SupplementaryKind, inSection section: Int) -> CGRect? {
        geometry.frame(of: kind, inSection: section)
    }

    /// Asks the data source for everything again and remounts the visible
    /// cells (reusing the current ones). Deselects every item, as UIKit.
    /// The cell holding keyboard focus is configured again where it is, so
    /// focus stays in its row while the row is still there.
    public func reloadData() {
        selection = ListSelection()
        // The row holding keyboard focus is configured again in place rather than retired, when its
        // index path is still there: a reload for new traits (dark mode, a text size) must not drop focus.
        let focused = window?.firstResponder
        let counts = currentDataSourceCounts()
        let kept = focused.flatMap { view in mountedCells.first { view.isDescendant(of: $0.value) } }
            .flatMap { entry in entry.key[0] < counts.count && entry.key[1] < counts[entry.key[0]] ? entry : nil }
        for cell in mountedCells.values where cell !== kept?.value { retire(cell, animation: .none, timing: .default) }
        mountedCells.removeAll()
        if let kept { mountedCells[kept.key] = kept.value }
        for view in mountedSupplementaryViews.values { enqueue(view) }
        mountedSupplementaryViews.removeAll()
        recycleRetiringCells()
        rebuildGeometry(reconfiguring: kept.map { [$0.key] } ?? [])
    }

    /// Scrolls so that the item at `indexPath` starts at the top (or
    /// leading edge), as far as the content allows; does nothing when there
    /// is no such item.
    public func scrollToItem(at indexPath: IndexPath) {
        try? scrollToItem(at: indexPath, position: .top, animated: false)
    }

    /// Rebuilds the geometry from the data source and remounts, configuring
    /// the cells at `reconfiguring` again.
    func rebuildGeometry(reconfiguring reloaded: Set<IndexPath> = []) {
        geometry = makeGeometry(itemCounts: currentDataSourceCounts())
        contentSize = geometry.contentSize
        // Keep the offset inside the new content.
        let limit = maximumContentOffset
        let clamped = CGPoint(x: Swift.min(limit.x, contentOffset.x), y: Swift.min(limit.y, contentOffset.y))
        if clamped != contentOffset { contentOffset = clamped }
        updateMountedCells(reconfiguring: reloaded)
        showBatchFetchStatus()
        geometryDidChange()
    }

    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { Swift.max(0, dataSource.listView(self, numberOfItemsInSection: $0)) }
    }

    func makeGeometry(itemCounts: [Int]) -> ListGeometry {
        guard let dataSource else { return ListGeometry(direction: layout.scrollDirection) }
        return ListGeometry(ListGeometry.Input(
            layout: layout, viewport: bounds.size, itemCounts: itemCounts, stretchesItems: stretchesItems,
            itemSize: { dataSource.listView(self, sizeForItemAt: $0) },
            sectionSizes: { dataSource.listView(self, sizesForItemsInSection: $0) },
            supplementarySize: { dataSource.listView(self, sizeFor: $0, inSection: $1) },
            leadingExtent: contentLeadingExtent, trailingExtent: contentTrailingExtent + batchFetchFooterExtent,
            mirrorsCross: traitCollection.layoutDirection == .rightToLeft))
    }
}

/// A header or footer's place in a list.
struct SupplementaryKey: Hashable {
    var kind: SupplementaryKind
    var section: Int
}
