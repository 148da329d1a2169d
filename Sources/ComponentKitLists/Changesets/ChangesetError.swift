import Foundation

/// Why a changeset cannot be applied to a list; the list is left as it was.
///
/// The message names the operation (in ComponentKit's words), the section
/// and item, the whole changeset and the state it was applied to.
public struct ChangesetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of operation that is invalid, in the order they are checked.
    public enum Operation: String, Hashable, Sendable {
        /// An update of an item.
        case update = "Update"
        /// A removal of an item.
        case rowRemoval = "Row Removal"
        /// A removal of a section.
        case sectionRemoval = "Section Removal"
        /// A move of a section.
        case sectionMove = "Section Move"
        /// An insertion of a section.
        case sectionInsertion = "Section Insertion"
        /// An insertion of an item.
        case rowInsertion = "Row Insertion"
        /// A move of an item.
        case rowMove = "Row Move"
    }

    /// The invalid operation.
    public let operation: Operation
    /// Its section.
    public let section: Int
    /// Its item, when the operation is on an item.
    public let item: Int?
    /// What is wrong with it.
    public let reason: String
    /// The whole changeset, described.
    public let changeset: String
    /// The state it was applied to, described.
    public let state: String

    public var description: String {
        let target = item.map { "item \($0) in section \(section)" } ?? "section \(section)"
        return "Invalid \(operation.rawValue) of \(target): \(reason). Changeset: \(changeset). State: \(state)."
    }
}
