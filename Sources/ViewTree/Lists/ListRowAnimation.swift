import Foundation

/// How rows and cells enter and leave a list in a batch update, as
/// `UITableViewRowAnimation`.
///
/// An animation is recorded as a ``ViewMutation/animate(_:_:)`` on the cell,
/// so every backend plays (or skips) it the same way.
public enum ListRowAnimation: Hashable, Sendable {
    /// The cell appears or disappears at once.
    case none
    /// The cell fades in or out.
    case fade
    /// The cell slides in from (or out to) the left.
    case left
    /// The cell slides in from (or out to) the right.
    case right
    /// The cell slides in from (or out to) above.
    case top
    /// The cell slides in from (or out to) below.
    case bottom
    /// Lets the list choose: fade.
    case automatic
}
