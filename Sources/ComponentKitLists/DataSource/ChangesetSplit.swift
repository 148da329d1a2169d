import ComponentKit
import Foundation

/// A changeset that appends items to a list not yet filling its viewport,
/// split where its items overflow the viewport (see ``SplitChangesetOptions``).
///
/// Made on the main actor from what it knows cheaply (the viewport, the
/// extent of the items shown); the items are sorted and made off it.
struct ChangesetSplit<Model: Sendable, Context: Sendable>: Sendable {
    let changeset: Changeset<Model>
    let userInfo: [String: any Sendable]
    /// The list's shape after the whole changeset.
    let shape: ListShape
    let configuration: DataSourceConfiguration<Model, Context>
    /// The state the first part is applied to.
    let base: DataSourceState<Model, Context>
    /// Identifiers for every inserted item in index-path order; the first
    /// part takes the first ones, the rest gets its own when it is planned.
    let ids: Range<Int>
    /// How far the items shown reach along the layout axis.
    let shownExtent: CGFloat
    /// Where the viewport ends along the layout axis.
    let viewportEnd: CGFloat
    let axis: SplitChangesetOptions.LayoutAxis
    let connectNewRoot: @Sendable (ScopeRoot, Int) -> Void

    /// What the split makes: the first part's state and changes, and the
    /// changeset that inserts the rest (nil when everything fit).
    struct Outcome: Sendable {
        let first: AssembledChange<Model, Context>
        let firstItemCount: Int
        let rest: Changeset<Model>?
    }

    /// Makes the inserted items in index-path order until they overflow
    /// the viewport (the overflowing one included, as ComponentKit), and
    /// assembles the state with them.
    func prepare() -> Outcome {
        let sorted = changeset.insertedItems.sorted { $0.key < $1.key }
        var made: [DataSourceItem<Model>] = []
        var extent = shownExtent
        for (offset, entry) in sorted.enumerated() {
            let job = PreparationJob(model: entry.value, root: nil, component: nil, itemID: ids.lowerBound + offset)
            let item = ItemPreparation.prepare(job, with: configuration, trigger: .propsUpdate, connectingNewRoot: connectNewRoot)
            made.append(item)
            extent += axis == .vertical ? item.layout.size.height : item.layout.size.width
            if extent >= viewportEnd { break }
        }

        var sections = base.sections
        // Ascending, so each index is where that section ends up.
        for section in changeset.insertedSections { sections.insert([], at: section) }
        var changes = AppliedChanges()
        changes.insertedSections = changeset.insertedSections
        changes.userInfo = userInfo
        for (entry, item) in zip(sorted, made) {
            sections[entry.key[0]].append(item)
            changes.insertedIndexPaths.insert(entry.key)
        }
        let first = AssembledChange(state: DataSourceState(configuration: configuration, sections: sections),
                                    changes: changes, resizedItem: nil)
        guard made.count < sorted.count else { return Outcome(first: first, firstItemCount: made.count, rest: nil) }
        var rest: [IndexPath: Model] = [:]
        rest.reserveCapacity(sorted.count - made.count)
        for entry in sorted[made.count...] { rest[entry.key] = entry.value }
        return Outcome(first: first, firstItemCount: made.count,
                       rest: Changeset(originName: changeset.originName, insertedItems: rest))
    }
}
