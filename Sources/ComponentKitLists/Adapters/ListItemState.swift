import ComponentKit
import Foundation

/// Whether the list item a component is made for is selected or
/// highlighted, so the component can restyle itself.
///
/// While a cell is selected or highlighted, its adapter makes the item's
/// component again with ``current`` set (only that cell's, on the main
/// actor, in the item's size: the list keeps its geometry) and mounts it;
/// back to normal, the cell mounts the item's prepared layout again. The
/// component provider and composite components' bodies read it:
///
/// ```swift
/// let provider = ComponentProvider<Animal, Void> { animal, _ in
///     AnimalRow(animal: animal, isSelected: ListItemState.current.isSelected)
/// }
/// ```
///
/// A state restyles; it does not resize (the layout keeps the item's size).
/// A component that never reads ``current`` costs one such render per
/// prepared item: the adapter notices and shows the prepared layout after.
public struct ListItemState: Hashable, Sendable, CustomStringConvertible {
    /// The item is selected.
    public var isSelected: Bool
    /// A pointer is down on the item.
    public var isHighlighted: Bool

    /// A state; neither selected nor highlighted by default.
    public init(isSelected: Bool = false, isHighlighted: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }

    /// Neither selected nor highlighted: what items are prepared in.
    public static let normal = ListItemState()

    /// The state of the item whose component is being made: ``normal``
    /// except while an adapter restyles a selected or highlighted cell.
    public static var current: ListItemState {
        guard let render = render else { return .normal }
        render.noteRead()
        return render.state
    }

    /// The restyling render under way on this task, if any.
    @TaskLocal static var render: Render?

    /// One restyling render: its state, and whether anything read it.
    final class Render: @unchecked Sendable {
        let state: ListItemState
        private let lock = NSLock()
        private var read = false

        init(state: ListItemState) { self.state = state }

        func noteRead() { lock.withLock { read = true } }

        /// Whether the component (or anything it made) read ``ListItemState/current``.
        var wasRead: Bool { lock.withLock { read } }
    }

    /// "selected", "highlighted", both or "normal".
    public var description: String {
        switch (isSelected, isHighlighted) {
        case (true, true): "selected, highlighted"
        case (true, false): "selected"
        case (false, true): "highlighted"
        case (false, false): "normal"
        }
    }
}
