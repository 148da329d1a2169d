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
        updatedItems: [IndexPath: Model] = [:], removedItems: Set<IndexPath> = [], removedSections: IndexSet = [],
        movedItems: [IndexPath: IndexPath] = [:], movedSections: [Int: Int] = [:], insertedSections: IndexSet = [],
        insertedItems: [IndexPath: Model] = [:]
    ) {
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

extension Changeset: CustomStringConvertible {
    /// Every operation, sorted, one group per line.
    public var description: String {
        func paths(_ paths: some Sequence<IndexPath>) -> String {
            paths.sorted().map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", ")
        }
        func sections(_ set: IndexSet) -> String { set.map(String.init).joined(separator: ", ") }
        var lines: [String] = []
        if !updatedItems.isEmpty { lines.append("updated items: \(paths(updatedItems.keys))") }
        if !removedItems.isEmpty { lines.append("removed items: \(paths(removedItems))") }
        if !removedSections.isEmpty { lines.append("removed sections: \(sections(removedSections))") }
        if !movedItems.isEmpty {
            let moves = movedItems.sorted { $0.key < $1.key }.map { "\(paths([$0.key])) → \(paths([$0.value]))" }
            lines.append("moved items: \(moves.joined(separator: ", "))")
        }
        if !movedSections.isEmpty {
            lines.append("moved sections: " + movedSections.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", "))
        }
        if !insertedSections.isEmpty { lines.append("inserted sections: \(sections(insertedSections))") }
        if !insertedItems.isEmpty { lines.append("inserted items: \(paths(insertedItems.keys))") }
        return lines.isEmpty ? "empty changeset" : lines.joined(separator: "; ")
    }
}
