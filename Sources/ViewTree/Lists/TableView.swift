import Foundation

/// A single-column list of rows with section headers and footers, swipe to
/// delete, reordering and a section index, as `UITableView`.
///
/// Rows fill the table's width (their data source gives only heights).
/// Editing questions go to ``editingDataSource``.
///
/// ```swift
/// let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// table.dataSource = animals          // counts, heights, cells, titles
/// table.editingDataSource = animals   // delete, move, section index
/// table.reloadData()
/// table.isEditing = true              // shows reorder handles
/// ```
@MainActor
open class TableView: ListView {
    override open class var kind: ViewKind { .table }

    /// Answers what can be deleted and moved, and the section index. Not retained.
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
            hideDeleteConfirmation()
            for (path, cell) in mountedCells {
                updateReorderHandle(of: cell, at: path)
                updateRowActions(of: cell, at: path)
            }
        }
    }

    /// How far left a row must be swiped to reveal its delete button.
    public var swipeToDeleteThreshold: CGFloat = 40

    /// The row whose delete button is showing, if any.
    public internal(set) var rowShowingDeleteConfirmation: IndexPath?

    /// The button that confirms a swipe to delete; shown beside the row.
    public let deleteConfirmationButton = Button()

    /// The section index along the right edge (hidden without titles).
    public let sectionIndexView = TableSectionIndexView()

    var reorderHandles: [ObjectIdentifier: View] = [:]
    var reorderDrag: ReorderDrag?

    override open var stretchesItems: Bool { true }

    override open func supplementaryViewClass(for kind: SupplementaryKind) -> ListCell.Type {
        TableHeaderFooterView.self
    }

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // Vertical scrolling must not swallow a row's horizontal swipe.
        panGestureRecognizer.direction = .vertical
        setUpDeleteConfirmation()
        setUpSectionIndex()
    }

    override open func boundsOriginDidChange() {
        hideDeleteConfirmation()
        super.boundsOriginDidChange()
        placeSectionIndex()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        placeSectionIndex()
    }

    override open func didCreateCell(_ cell: ListCell) {
        attachSwipeRecognizer(to: cell)
    }

    override open func didConfigureCell(_ cell: ListCell, forItemAt indexPath: IndexPath) {
        updateReorderHandle(of: cell, at: indexPath)
        updateRowActions(of: cell, at: indexPath)
    }

    override open func geometryDidChange() {
        hideDeleteConfirmation()
        reloadSectionIndex()
    }

    /// Scrolls so that `section`'s header (or first row) is at the top.
    public func scrollToSection(_ section: Int) {
        let target = frame(of: .header, inSection: section) ?? frameForItem(at: [section, 0])
        guard let target else { return }
        scroll(to: CGPoint(x: contentOffset.x, y: target.minY))
    }
}
