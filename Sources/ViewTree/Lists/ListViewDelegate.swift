import Foundation

/// Told when cells enter and leave a ``ListView``'s visible rect.
///
/// Cells in the working range but outside the visible rect are mounted
/// without being displayed; these calls bracket the time a cell can be seen.
@MainActor
public protocol ListViewDelegate: AnyObject {
    /// `cell` is about to overlap the visible rect.
    func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath)
    /// `cell` no longer overlaps the visible rect (or its item went away).
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath)
}
