/// How a ``TableView`` treats its section headers, as `UITableView.Style`.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable {
    /// Section headers float: the header of the section at the top stays
    /// pinned to the top of the visible rect while its rows scroll under it,
    /// until the next section's header pushes it up.
    case plain
    /// Section headers scroll with their rows.
    case grouped
}
