import Foundation

/// Which items of a list are selected and which one is highlighted, kept by
/// index path and carried through batch updates.
struct ListSelection: Equatable {
    /// Selected items, at their current index paths.
    var selected: Set<IndexPath> = []
    /// The item a pointer is down on, if any.
    var highlighted: IndexPath?

    /// Moves every path to where `plan` puts its item; deleted items drop
    /// out. Returns the selected paths that dropped out, in order.
    mutating func follow(_ plan: ListUpdatePlan) -> [IndexPath] {
        var kept = Set<IndexPath>()
        var dropped: [IndexPath] = []
        for path in selected.sorted() {
            if let new = plan.newPath(for: path) { kept.insert(new) } else { dropped.append(path) }
        }
        selected = kept
        highlighted = highlighted.flatMap(plan.newPath(for:))
        return dropped
    }
}
