import Foundation

/// Told when cells enter and leave a ``ListView``'s visible rect, and asked
/// and told about highlighting and selection, as `UICollectionViewDelegate`;
/// told of scrolling and dragging too, as a ``ScrollViewDelegate``.
///
/// Cells in the working range but outside the visible rect are mounted
/// without being displayed; the display calls bracket the time a cell can be
/// seen. Every method has a default matching UIKit's: display calls do
/// nothing, every item may be highlighted, selected and deselected, and the
/// did-calls do nothing.
///
/// ```swift
/// final class Inbox: ListViewDelegate {
///     func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
///         open(messages[indexPath[1]])
///         listView.deselectItem(at: indexPath, animated: true)
///     }
/// }
/// ```
@MainActor
public protocol ListViewDelegate: ScrollViewDelegate {
    /// `cell` is about to overlap the visible rect.
    func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath)
    /// `cell` no longer overlaps the visible rect (or its item went away).
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath)
    /// `cell` now lies wholly inside the visible rect (a full impression, as
    /// Litho's): told once each time it comes fully into view, after
    /// ``listView(_:willDisplay:forItemAt:)``. A cell larger than the
    /// visible rect counts once it covers it.
    func listView(_ listView: ListView, didFullyDisplay cell: ListCell, forItemAt indexPath: IndexPath)

    /// Whether a press on the item may highlight it (and so go on to select it).
    func listView(_ listView: ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item is highlighted: a pointer is down on it.
    func listView(_ listView: ListView, didHighlightItemAt indexPath: IndexPath)
    /// The item is no longer highlighted: the pointer went up or away.
    func listView(_ listView: ListView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the person may select the item (by tap, click or key).
    func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The person selected the item (not called for ``ListView/selectItem(at:animated:scrollPosition:)``).
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath)
    /// Whether the person may deselect the item (tapping it again in a
    /// multiple-selection list, or selecting another in a single-selection one).
    func listView(_ listView: ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The person deselected the item (not called for ``ListView/deselectItem(at:animated:)``).
    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath)
    /// The items overlapping the visible rect, or those mounted in the
    /// working range, changed (``ListView/indexPathsForVisibleItems``,
    /// ``ListView/indexPathsForMountedItems``): after a scroll, an update or
    /// a resize.
    func listViewDidChangeVisibleItems(_ listView: ListView)
}

extension ListViewDelegate {
    /// Does nothing.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ listView: ListView, didFullyDisplay cell: ListCell, forItemAt indexPath: IndexPath) {}
    /// Every item can be highlighted.
    public func listView(_ listView: ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ listView: ListView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ listView: ListView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Every item can be selected.
    public func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {}
    /// Every item can be deselected.
    public func listView(_ listView: ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listViewDidChangeVisibleItems(_ listView: ListView) {}
}
