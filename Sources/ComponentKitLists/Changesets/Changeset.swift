import Foundation

/// A batch of changes to a sectioned list: ComponentKit's
/// `CKDataSourceChangeset`.
///
/// Index paths are `[section, item]`. Updates, removals and move sources
/// refer to the list before the changeset; insertions and move destinations
/// to the list after it. Sections are removed, moved (with their items) and
/// inserted.
///
/// Applied in ComponentKit's order: updates, then moves, item removals,
/// section removals and moves, section insertions, item insertions. An item
/// may be updated and moved in one changeset: the update names it where it
/// was, and the new model arrives at the move's destination.
///
/// ```swift
/// var changeset = Changeset<Photo>()
/// changeset.insertedSections = [0]
/// changeset.insertedItems = [[0, 0]: photos[0], [0, 1]: photos[1]]
/// let next = try list.applying(changeset)
/// ```
public struct Changeset<Model: Sendable>: Sendable {
    /// Where the changeset comes from, for logs and analytics, as
    /// `CKDataSourceChangeset`'s origin name; "not_set" unless given. Not
    /// part of equality.
    public var originName: String
    /// Items whose model changes, by index path before the changeset.
    public var updatedItems: [IndexPath: Model]
    /// Items removed, by index path before the changeset.
    public var removedItems: Set<IndexPath>
    /// Sections removed, by index before the changeset.
    public var removedSections: IndexSet
    /// Items moved, from index path before to index path after the changeset.
    public var movedItems: [IndexPath: IndexPath]
    /// Sections moved with their items, from index before to index after
    /// the changeset. Sections that stay where they are keep their order
    /// in the places moved and inserted sections leave free.
    public var movedSections: [Int: Int]
    /// Sections inserted, by index after the changeset.
    public var insertedSections: IndexSet
    /// Items inserted, by index path after the changeset.
    public var insertedItems: [IndexPath: Model]

    /// A changeset.
    public init(
        originName: String = "not_set",
        updatedItems: [IndexPath: Model] = [:], removedItems: Set<IndexPath> = [], removedSections: IndexSet = [],
        movedItems: [IndexPath: IndexPath] = [:], movedSections: [Int: Int] = [:], insertedSections: IndexSet = [],
        insertedItems: [IndexPath: Model] = [:]
    ) {
        self.originName = originName
        self.updatedItems = updatedItems
        self.removedItems = removedItems
        self.removedSections = removedSections
        self.movedItems = movedItems
        self.movedSections = movedSections
        self.insertedSections = insertedSections
        self.insertedItems = insertedItems
    }

    /// Whether the changeset changes nothing.
    public var isEmpty: Bool {
        updatedItems.isEmpty && removedItems.isEmpty && removedSections.isEmpty && movedItems.isEmpty
            && movedSections.isEmpty && insertedSections.isEmpty && insertedItems.isEmpty
    }
}

extension Changeset: Equatable where Model: Equatable {
    /// Whether both make the same changes; the origin names may differ.
    public static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.updatedItems == rhs.updatedItems && lhs.removedItems == rhs.removedItems
            && lhs.removedSections == rhs.removedSections && lhs.movedItems == rhs.movedItems
            && lhs.movedSections == rhs.movedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.insertedItems == rhs.insertedItems
    }
}

extension Changeset: CustomStringConvertible {
    /// Every operation in ComponentKit's shape: an empty string for an empty
    /// changeset, otherwise one titled group per kind of operation, in the
    /// order they are applied, index paths as `(section-item)` sorted,
    /// section ranges as `0–2`.
    ///
    /// ```
    /// {
    ///   Updated Items: {
    ///     (0-2): B
    ///   }
    ///   Removed Sections: 0–1
    ///   Moved Items: {
    ///     (1-1) → (1-2)
    ///   }
    /// }
    /// ```
    public var description: String {
        guard !isEmpty else { return "" }
        var text = DescriptionText()
        text.models("Updated Items", updatedItems)
        text.paths("Removed Items", removedItems)
        text.sections("Removed Sections", removedSections)
        text.moves("Moved Items", movedItems, arrow: "→")
        text.sectionMoves("Moved Sections", movedSections, arrow: "→")
        text.sections("Inserted Sections", insertedSections)
        text.models("Inserted Items", insertedItems)
        return text.finished
    }
}
