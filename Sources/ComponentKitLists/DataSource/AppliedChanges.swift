import Foundation

/// What one change did to a ``DataSource``'s items, in the index paths a
/// list view needs for its batch update, as `CKDataSourceAppliedChanges`.
///
/// Updated, removed and moved-from index paths are from before the change;
/// inserted and moved-to ones are from after it.
public struct AppliedChanges: Sendable, CustomStringConvertible {
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

    /// Whether nothing changed.
    public var isEmpty: Bool {
        updatedIndexPaths.isEmpty && removedIndexPaths.isEmpty && removedSections.isEmpty && movedIndexPaths.isEmpty
            && movedSections.isEmpty && insertedSections.isEmpty && insertedIndexPaths.isEmpty
    }

    /// The changes in words.
    public var description: String {
        func paths(_ paths: some Sequence<IndexPath>) -> String {
            paths.sorted().map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", ")
        }
        var parts: [String] = []
        if !updatedIndexPaths.isEmpty { parts.append("updated \(paths(updatedIndexPaths))") }
        if !removedIndexPaths.isEmpty { parts.append("removed \(paths(removedIndexPaths))") }
        if !removedSections.isEmpty { parts.append("removed sections \(removedSections.map(String.init).joined(separator: ", "))") }
        if !movedIndexPaths.isEmpty {
            parts.append("moved " + movedIndexPaths.sorted { $0.key < $1.key }.map { "\(paths([$0.key])) → \(paths([$0.value]))" }.joined(separator: ", "))
        }
        if !movedSections.isEmpty {
            parts.append("moved sections " + movedSections.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", "))
        }
        if !insertedSections.isEmpty { parts.append("inserted sections \(insertedSections.map(String.init).joined(separator: ", "))") }
        if !insertedIndexPaths.isEmpty { parts.append("inserted \(paths(insertedIndexPaths))") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}
