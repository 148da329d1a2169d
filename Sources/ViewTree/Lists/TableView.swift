import Foundation

/// A single-column list of rows with section headers and footers, swipe
/// actions, reordering, a section index, separators, accessories and
/// header and footer views, as `UITableView`.
///
/// Rows fill the table's width (their data source gives only heights).
/// Editing questions go to ``editingDataSource``. In the ``TableViewStyle/plain``
/// style section headers float.
///
/// ```swift
/// let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// table.dataSource = animals          // counts, heights, cells, titles
/// table.editingDataSource = animals   // delete, move, swipe actions, section index
/// table.reloadData()
/// table.isEditing = true              // shows reorder handles
/// ```
@MainActor
open class TableView: ListView {
    override open class var kind: ViewKind { .table }

    /// Answers what can be deleted and moved, the swipe actions and the
    /// section index. Not retained.
    public weak var editingDataSource: (any TableViewEditingDataSource)? {
        didSet {
            reloadSectionIndex()
            for (path, cell) in mountedCells { updateRowActions(of: cell, at: path) }
        }
    }

    /// Whether rows that can move show reorder handles.
    public var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            hideSwipeActions()
            for (path, cell) in mountedCells {
                updateReorderHandle(of: cell, at: path)
                updateRowActions(of: cell, at: path)
                updateChrome(of: cell, at: path)
            }
        }
    }

    /// Whether section headers float (``TableViewStyle/plain``, the default)
    /// or scroll with their rows.
    public var style = TableViewStyle.plain {
        didSet { if style != oldValue { updateMountedCells() } }
    }

    /// Whether rows have separators.
    public var separatorStyle = TableSeparatorStyle.singleLine {
        didSet { if separatorStyle != oldValue { updateChromeOfMountedRows() } }
    }

    /// The separators' colour: ``SemanticColor/separator`` for the table's
    /// traits until it is set.
    public var separatorColor: Color {
        get { fixedSeparatorColor ?? SemanticColor.separator.resolved(for: traitCollection) }
        set {
            let old = separatorColor
            fixedSeparatorColor = newValue
            if newValue != old { updateChromeOfMountedRows() }
        }
    }
    private var fixedSeparatorColor: Color?

    /// How far separators stop short of the row's edges (`left` and `right`
    /// count); a cell's own ``ListCell/separatorInset`` wins.
    public var separatorInset = EdgeInsets(left: 16) {
        didSet { if separatorInset != oldValue { updateChromeOfMountedRows() } }
    }

    /// Called with a row's index path when its detail button
    /// (``TableCellAccessory/detailButton``, ``TableCellAccessory/detailDisclosureButton``)
    /// is tapped, as `tableView(_:accessoryButtonTappedForRowWith:)`.
    public var accessoryButtonTapped: (@MainActor (IndexPath) -> Void)?

    /// A view above the first section, as wide as the table; its frame's
    /// height is kept.
    public var tableHeaderView: View? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, as wide as the table; its frame's
    /// height is kept.
    public var tableFooterView: View? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    /// How far a row must be swiped to reveal its swipe actions.
    public var swipeToDeleteThreshold: CGFloat = 40

    /// The part of a row's width a swipe must cross to perform its first
    /// action at once (when its configuration allows).
    public var fullSwipeFraction: CGFloat = 0.8

    /// The row whose swipe action buttons show, if any.
    public internal(set) var rowShowingSwipeActions: IndexPath?
    /// The edge whose actions show.
    public internal(set) var swipeActionsEdge: TableRowEdge?
    /// The swipe action buttons showing, from the row's edge inwards.
    public internal(set) var swipeActionButtons: [Button] = []

    /// The button of a row's first trailing swipe action (Delete by
    /// default); shown beside the row.
    public let deleteConfirmationButton = Button()

    /// The section index along the right edge (hidden without titles).
    public let sectionIndexView = TableSectionIndexView()

    var reorderHandles: [ObjectIdentifier: View] = [:]
    var reorderDrag: ReorderDrag?
    var rowChrome: [ObjectIdentifier: TableRowChrome] = [:]
    var extraSwipeButtons: [Button] = []
    var shownSwipeActions: [TableSwipeAction] = []

    override open var stretchesItems: Bool { true }

    override open var contentLeadingExtent: CGFloat { tableHeaderView.map { Swift.max(0, $0.frame.height) } ?? 0 }

    override open var contentTrailingExtent: CGFloat { tableFooterView.map { Swift.max(0, $0.frame.height) } ?? 0 }

    override open func displayedFrame(of kind: SupplementaryKind, inSection section: Int, laidOutAt frame: CGRect) -> CGRect {
        pinnedFrame(of: kind, inSection: section, laidOutAt: frame)
    }

    override open func pinnedExtent(aboveItemIn section: Int) -> CGFloat {
        style == .plain ? geometry.frame(of: .header, inSection: section)?.height ?? 0 : 0
    }

    override open func didPlaceSupplementaryViews() { raisePinnedHeaders() }

    override open func supplementaryViewClass(for kind: SupplementaryKind) -> ListCell.Type {
        TableHeaderFooterView.self
    }

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // Vertical scrolling must not swallow a row's horizontal swipe.
        panGestureRecognizer.direction = .vertical
        setUpSwipeActions()
        setUpSectionIndex()
    }

    override open func boundsOriginDidChange() {
        hideSwipeActions()
        super.boundsOriginDidChange()
        placeSectionIndex()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        placeTableHeaderAndFooter()
        placeSectionIndex()
    }

    /// Separators take the new traits' colour; a new layout direction moves
    /// the section index and swipe buttons to the other edge.
    override open func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        if fixedSeparatorColor == nil { updateChromeOfMountedRows() }
        guard traitCollection.layoutDirection != previous.layoutDirection else { return }
        hideSwipeActions()
        placeSectionIndex()
    }

    override open func didCreateCell(_ cell: ListCell) {
        attachSwipeRecognizer(to: cell)
        attachChrome(to: cell)
        // Rows show that they are pressed or selected, as UIKit's default selection style.
        cell.defaultSelectedBackground = .fill
    }

    override open func didConfigureCell(_ cell: ListCell, forItemAt indexPath: IndexPath) {
        updateChrome(of: cell, at: indexPath)
        updateReorderHandle(of: cell, at: indexPath)
        updateRowActions(of: cell, at: indexPath)
    }

    override open func geometryDidChange() {
        hideSwipeActions()
        reloadSectionIndex()
        placeTableHeaderAndFooter()
        updateChromeOfMountedRows()
    }

    /// Scrolls so that `section`'s header (or first row) is at the top.
    public func scrollToSection(_ section: Int) {
        let target = frame(of: .header, inSection: section) ?? frameForItem(at: [section, 0])
        guard let target else { return }
        scroll(to: CGPoint(x: contentOffset.x, y: target.minY - contentInset.top))
    }
}
