import Foundation

/// Changesets to apply one after the other, as a diff produces them: the
/// structural changes first, then updates of elements that also moved (a
/// list view cannot move and reload one item in the same batch).
///
/// ```swift
/// let staged = try StagedChangeset(from: oldSections, to: newSections)
/// for changeset in staged.stages { dataSource.apply(changeset) }
/// ```
public struct StagedChangeset<Element: Diffable>: Sendable {
    /// The changesets, in application order; empty ones are left out.
    public var stages: [Changeset<Element>]

    /// Items moved in the changesets (the fewest possible).
    public var moveCount: Int { stages.reduce(0) { $0 + $1.movedItems.count } }

    /// The diff between two versions of sectioned data.
    ///
    /// - Throws: ``DiffError`` when identities repeat within a version.
    /// - Complexity: O(n log n) in the elements, and O(n) when most of them
    ///   keep their order (the longest-increasing-subsequence step that keeps
    ///   moves minimal is the only superlinear one); each identity is hashed once.
    @inlinable
    public init<SectionID>(from old: [DiffSection<SectionID, Element>], to new: [DiffSection<SectionID, Element>]) throws(DiffError) {
        let differ = SectionedDiffer(old: old, new: new)
        stages = try differ.run().filter { !$0.isEmpty }
    }

    /// The diff between two flat arrays (one section).
    @inlinable
    public init(from old: [Element], to new: [Element]) throws(DiffError) {
        try self.init(from: [DiffSection(id: 0, elements: old)], to: [DiffSection(id: 0, elements: new)])
    }
}
