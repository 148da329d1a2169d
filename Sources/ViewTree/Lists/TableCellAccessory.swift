/// The standard control drawn at a table row's trailing edge, as
/// `UITableViewCell.AccessoryType`; a custom one is a cell's
/// ``ListCell/accessoryView``.
///
/// The detail buttons report taps to the table's
/// ``TableView/accessoryButtonTapped`` handler.
public enum TableCellAccessory: String, Hashable, Sendable, CaseIterable {
    /// No accessory.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A check mark: the row is chosen.
    case checkmark
    /// An info button with its own action.
    case detailButton
    /// An info button and a chevron.
    case detailDisclosureButton
}
