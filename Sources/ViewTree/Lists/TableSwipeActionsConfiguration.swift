/// The actions a swipe reveals on one edge of a table row, as
/// `UISwipeActionsConfiguration`.
///
/// The first action sits at the row's edge; a full swipe (past
/// ``TableView/fullSwipeFraction`` of the row) performs it at once when
/// ``performsFirstActionWithFullSwipe`` is set.
public struct TableSwipeActionsConfiguration: Sendable {
    /// The actions, from the row's edge inwards.
    public var actions: [TableSwipeAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe: Bool

    /// A configuration of `actions`.
    public init(actions: [TableSwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
