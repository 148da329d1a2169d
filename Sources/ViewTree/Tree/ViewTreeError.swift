/// A view-tree operation that would break the tree; the tree is left as it was.
public enum ViewTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Adding `child` under `parent` would make a view its own ancestor.
    case cycle(child: ViewID, parent: ViewID)
    /// An index outside `0...count` was given for an insert or move.
    case indexOutOfRange(index: Int, parent: ViewID, subviewCount: Int)
    /// A move named a view that is not a subview of the parent.
    case notASubview(child: ViewID, parent: ViewID)
    /// The root view of a window cannot be added elsewhere or removed.
    case rootView(ViewID)

    public var description: String {
        switch self {
        case let .cycle(child, parent):
            "cannot add view \(child) under \(parent): \(parent) is \(child) or one of its descendants"
        case let .indexOutOfRange(index, parent, count):
            "index \(index) is out of range for view \(parent), which has \(count) subviews (valid: 0...\(count))"
        case let .notASubview(child, parent):
            "view \(child) is not a subview of \(parent)"
        case let .rootView(id):
            "view \(id) is a window's root view and cannot be moved or removed"
        }
    }
}
