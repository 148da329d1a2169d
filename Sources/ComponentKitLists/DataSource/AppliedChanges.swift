import Foundation

/// What one change did to a ``DataSource``'s items, in the index paths a
/// list view needs for its batch update, as `CKDataSourceAppliedChanges`.
///
/// Updated, removed and moved-from index paths are from before the change;
/// inserted and moved-to ones are from after it.
///
/// ```swift
/// let changes = AppliedChanges(updatedIndexPaths: [[0, 1]], insertedIndexPaths: [[0, 0]])
/// changes.updatedIndexPathsAfter   // [[0, 1]: [0, 2]]
/// ```
public struct AppliedChanges: Sendable, Equatable, CustomStringConvertible {
    /// Items whose components were made again, at their index paths before.
    public var updatedIndexPaths: Set<IndexPath> = []
    /// Where each updated item is after the change (before → after).
    public var updatedIndexPathsAfter: [IndexPath: IndexPath] = [:]
    /// Items removed, at their index paths before.
    public var removedIndexPaths: Set<IndexPath> = []
    /// Sections removed, by their index before.
    public var removedSections = IndexSet()
    /// Items moved: before → after.
    public var movedIndexPaths: [IndexPath: IndexPath] = [:]
    /// Sections moved with their items: index before → index after.
    public var movedSections: [Int: Int] = [:]
    /// Sections inserted, by their index after.
    public var insertedSections = IndexSet()
    /// Items inserted, at their index paths after.
    public var insertedIndexPaths: Set<IndexPath> = []
    /// What the caller passed with the change.
    public var userInfo: [String: any Sendable] = [:]

    /// No changes.
    public init() {}

    /// The given changes, with ``updatedIndexPathsAfter`` worked out from
    /// them as `CKDataSourceAppliedChanges` does: an updated item that moves
    /// ends at the move's destination; any other shifts down for each item
    /// removed or moved away before it in its section, follows its section
    /// past removed, moved and inserted sections, then shifts up for each
    /// item inserted or moved in at or before it, in ascending order.
    ///
    /// - Complexity: O(u × (r + i)) for u updates, r removals and i insertions.
    public init(
        updatedIndexPaths: Set<IndexPath> = [], removedIndexPaths: Set<IndexPath> = [], removedSections: IndexSet = [],
        movedIndexPaths: [IndexPath: IndexPath] = [:], movedSections: [Int: Int] = [:], insertedSections: IndexSet = [],
        insertedIndexPaths: Set<IndexPath> = [], userInfo: [String: any Sendable] = [:]
    ) {
        self.updatedIndexPaths = updatedIndexPaths
        self.removedIndexPaths = removedIndexPaths
        self.removedSections = removedSections
        self.movedIndexPaths = movedIndexPaths
        self.movedSections = movedSections
        self.insertedSections = insertedSections
        self.insertedIndexPaths = insertedIndexPaths
        self.userInfo = userInfo
        updatedIndexPathsAfter = finalUpdatedIndexPaths()
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        updatedIndexPaths.isEmpty && removedIndexPaths.isEmpty && removedSections.isEmpty && movedIndexPaths.isEmpty
            && movedSections.isEmpty && insertedSections.isEmpty && insertedIndexPaths.isEmpty
    }

    /// Whether both record the same changes and user info. User info values
    /// are compared as `AnyHashable`; values that are not `Hashable` never
    /// compare equal.
    public static func == (lhs: AppliedChanges, rhs: AppliedChanges) -> Bool {
        lhs.updatedIndexPaths == rhs.updatedIndexPaths && lhs.updatedIndexPathsAfter == rhs.updatedIndexPathsAfter
            && lhs.removedIndexPaths == rhs.removedIndexPaths && lhs.removedSections == rhs.removedSections
            && lhs.movedIndexPaths == rhs.movedIndexPaths && lhs.movedSections == rhs.movedSections
            && lhs.insertedSections == rhs.insertedSections && lhs.insertedIndexPaths == rhs.insertedIndexPaths
            && lhs.userInfo.count == rhs.userInfo.count
            && lhs.userInfo.allSatisfy { key, value in
                guard let left = value as? AnyHashable, let right = rhs.userInfo[key] as? AnyHashable else { return false }
                return left == right
            }
    }

    /// The changes in ComponentKit's shape: an empty string when nothing
    /// changed, otherwise one titled group per kind of change, index paths
    /// as `(section-item)` sorted, section ranges as `0–2`, moves as
    /// `(0-2) -> (0-0)`.
    public var description: String {
        guard !isEmpty else { return "" }
        var text = DescriptionText()
        text.paths("Updated Items", updatedIndexPaths)
        text.paths("Removed Items", removedIndexPaths)
        text.sections("Removed Sections", removedSections)
        text.moves("Moved Items", movedIndexPaths, arrow: "->")
        text.sectionMoves("Moved Sections", movedSections, arrow: "->")
        text.sections("Inserted Sections", insertedSections)
        text.paths("Inserted Items", insertedIndexPaths)
        return text.finished
    }
}
