import Foundation

/// A view that shows one item (or a header or footer) of a ``ListView``, and
/// is reused for another one once it scrolls out of the working range.
///
/// Subclass it for custom cells; ``View/prepareForReuse()`` is called before a
/// cell is handed out again, and ``itemStateDidChange()`` when the item is
/// highlighted, selected or the reverse.
///
/// ```swift
/// final class PhotoCell: ListCell {
///     let label = Label()
///     required init(frame: CGRect) {
///         super.init(frame: frame)
///         addSubview(label)
///     }
/// }
/// ```
@MainActor
open class ListCell: View {
    override open class var kind: ViewKind { .cell }

    /// The identifier the cell was dequeued with, or nil for a cell made by hand.
    public internal(set) var reuseIdentifier: String?
    /// Where the cell is shown: an item's index path, or `[section]` for a
    /// header or footer; nil while the cell waits in a reuse queue.
    public internal(set) var indexPath: IndexPath? {
        didSet { if indexPath != oldValue { setNeedsFocusOrderUpdate() } }
    }
    /// Whether the cell overlaps the list's visible rect (between
    /// will-display and did-end-displaying).
    public internal(set) var isDisplayed = false
    /// Whether the cell lies wholly inside the list's visible rect, and has
    /// since it last did not (Litho's full impression).
    public internal(set) var isFullyDisplayed = false

    /// Whether the cell's item is selected; the list sets it.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { itemStateDidChange() } }
    }
    /// Whether a pointer is down on the cell's item; the list sets it.
    public internal(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { itemStateDidChange() } }
    }

    /// Shown behind the cell's content while it is selected or highlighted,
    /// as `UITableViewCell.selectedBackgroundView`; table rows get a grey
    /// one unless they have their own, collection cells none.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            placeSelectedBackground()
        }
    }

    /// The accessory shown at a table row's trailing edge; ignored in a
    /// collection view.
    public var accessoryType: TableCellAccessory = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }

    /// A view shown at a table row's trailing edge instead of the
    /// ``accessoryType``'s; its frame's size is kept, its origin set.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            accessoryDidChange()
        }
    }

    /// The row's own separator inset, overriding the table's
    /// ``TableView/separatorInset``; only `left` and `right` count.
    public var separatorInset: EdgeInsets? {
        didSet { if separatorInset != oldValue { accessoryDidChange() } }
    }

    /// The part of the cell its content may use: the bounds less the
    /// accessory at a table row's trailing edge.
    public internal(set) var contentFrame: CGRect = .zero

    /// An item of a selectable list takes focus, so Space and Enter can select it.
    override open var canBecomeFirstResponder: Bool {
        super.canBecomeFirstResponder || (indexPath?.count == 2 && (superview as? ListView)?.allowsSelection == true)
    }

    /// The role of the selected background made the first time one is
    /// needed, when the cell has none of its own (table rows: the fill).
    var defaultSelectedBackground: SemanticColor?

    /// Called by the table when accessories or separators of the cell need placing again.
    var chromeDidChange: (@MainActor (ListCell) -> Void)?

    /// Called after ``isSelected`` or ``isHighlighted`` changed: shows or
    /// hides the ``selectedBackgroundView`` and sets the selected
    /// accessibility trait. Override to restyle (call `super`).
    open func itemStateDidChange() {
        placeSelectedBackground()
        if isSelected { accessibilityTraits.insert(.selected) } else { accessibilityTraits.remove(.selected) }
    }

    /// Keeps the selected background, accessory and separator fitted to a
    /// new size.
    override open func layoutSubviews() {
        super.layoutSubviews()
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        contentFrame = CGRect(origin: .zero, size: bounds.size)
        chromeDidChange?(self)
    }

    private func accessoryDidChange() { chromeDidChange?(self) }

    private func placeSelectedBackground() {
        if selectedBackgroundView == nil, isSelected || isHighlighted, let role = defaultSelectedBackground {
            // Made on first use, so cells never selected carry no extra view.
            let background = View()
            background.semanticBackgroundColor = role
            background.accessibilityIdentifier = "list.selectedBackground"
            selectedBackgroundView = background
        }
        guard let background = selectedBackgroundView else { return }
        background.frame = CGRect(origin: .zero, size: frame.size)
        background.isHidden = !(isSelected || isHighlighted)
        if background.superview !== self || subviews.first !== background {
            // A view of ours at index 0 cannot fail to insert.
            try? insertSubview(background, at: 0)
        }
    }
}
