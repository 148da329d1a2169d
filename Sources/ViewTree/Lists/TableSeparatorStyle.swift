/// Whether a ``TableView`` draws lines between its rows, as
/// `UITableViewCell.SeparatorStyle`.
public enum TableSeparatorStyle: String, Hashable, Sendable, CaseIterable {
    /// No separators.
    case none
    /// A hairline along the bottom of each row, inset by the separator inset.
    case singleLine
}
