import Foundation

/// A view that shows one item (or a header or footer) of a ``ListView``, and
/// is reused for another one once it scrolls out of the working range.
///
/// Subclass it for custom cells; ``prepareForReuse()`` is called before a
/// cell is handed out again.
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
    public internal(set) var indexPath: IndexPath?
    /// Whether the cell overlaps the list's visible rect (between
    /// will-display and did-end-displaying).
    public internal(set) var isDisplayed = false
}
