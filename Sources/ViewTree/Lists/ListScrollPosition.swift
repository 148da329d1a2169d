/// Where ``ListView/scrollToItem(at:position:animated:)`` puts an item in
/// the visible rect (inside the list's ``ScrollView/contentInset``), as
/// `UITableView.ScrollPosition`. In a horizontal list, top is the leading
/// edge and bottom the trailing one.
public enum ListScrollPosition: Hashable, Sendable, CaseIterable {
    /// As little scrolling as shows the whole item; none if it shows already
    /// (UIKit's `.none`).
    case nearest
    /// The item's top at the top of the visible rect.
    case top
    /// The item centred in the visible rect.
    case middle
    /// The item's bottom at the bottom of the visible rect.
    case bottom
}
