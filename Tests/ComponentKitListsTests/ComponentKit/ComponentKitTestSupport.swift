@testable import ComponentKitLists
import Foundation

/// What ComponentKit's `CKInvalidChangesetInfo` holds: the invalid
/// operation, its section and its item (-1 when the error names none).
struct InvalidChangesetInfo: Equatable, CustomStringConvertible {
    var operation: ChangesetError.Operation
    var section: Int
    var item: Int

    init(_ operation: ChangesetError.Operation, _ section: Int, _ item: Int) {
        self.operation = operation
        self.section = section
        self.item = item
    }

    init(_ error: ChangesetError) {
        self.init(error.operation, error.section, error.item ?? -1)
    }

    var description: String { "\(operation.rawValue) (\(section), \(item))" }
}

enum ComponentKitFixtures {
    /// The shape of ComponentKit's `CKDataSourceTestState(…, sections, items)`.
    static func shape(sections: Int, items: Int) -> ListShape {
        ListShape(itemCounts: Array(repeating: items, count: sections))
    }

    /// What `CKIsValidChangesetForState` answers: nil for a valid changeset.
    static func invalidInfo(_ changeset: Changeset<String>, _ shape: ListShape) -> InvalidChangesetInfo? {
        do {
            _ = try changeset.validate(against: shape)
            return nil
        } catch {
            return InvalidChangesetInfo(error)
        }
    }

    /// The shape of `sections`, as the original tests spell their states.
    static func invalidInfo(_ changeset: Changeset<String>, _ sections: [[String]]) -> InvalidChangesetInfo? {
        invalidInfo(changeset, ListShape(sections))
    }
}
