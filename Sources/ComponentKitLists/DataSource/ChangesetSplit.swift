import ComponentKit
import Foundation

/// A changeset that appends items to a list not yet filling its viewport,
/// split where its items overflow the viewport (see ``SplitChangesetOptions``).
///
/// Made on the main actor from what it knows cheaply (the viewport, the
/// extent of the items shown); the items are made off it.
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
    /// How many items each section of the next state had before the
    /// changeset (none for inserted sections): its items follow them.
    let existing: [Int]
    /// How far the items shown reach along the layout axis.
    let shownExtent: CGFloat
    /// Where the viewport ends along the layout axis.
    let viewportEnd: CGFloat
    let axis: SplitChangesetOptions.LayoutAxis
    let connectNewRoot: @Sendable (ScopeRoot, Int) -> Void

    /// What the split makes: the first part's state and changes, and the
    /// index paths of the items it inserted.
    struct Outcome: Sendable {
        let first: AssembledChange<Model, Context>
        let firstPaths: [IndexPath]
        var firstItemCount: Int { firstPaths.count }
    }

    /// The changeset that inserts the items the first part did not, or nil
    /// when everything fit. Made after the first part is shown: copying a
    /// large changeset's items takes longer than making a screen of them.
    func rest(after outcome: Outcome) -> Changeset<Model>? {
        guard outcome.firstItemCount < changeset.insertedItems.count else { return nil }
        var rest = changeset.insertedItems
        for path in outcome.firstPaths { rest[path] = nil }
        return Changeset(originName: changeset.originName, insertedItems: rest)
    }

    /// Makes the inserted items in index-path order until they overflow
    /// the viewport (the overflowing one included, as ComponentKit), and
    /// assembles the state with them. The items fill each section's tail,
    /// so they are found by index path, without sorting the changeset;
    /// nil if one is missing (the split does not apply: it is applied whole).
    func prepare() -> Outcome? {
        var made: [(path: IndexPath, item: DataSourceItem<Model>)] = []
        var extent = shownExtent
        fill: for section in existing.indices {
            for index in existing[section]..<Swift.max(existing[section], shape.itemCounts[section]) {
                let path: IndexPath = [section, index]
                guard let model = changeset.insertedItems[path] else { return nil }
                let job = PreparationJob(model: model, root: nil, component: nil, itemID: ids.lowerBound + made.count)
                let item = ItemPreparation.prepare(job, with: configuration, trigger: .propsUpdate, connectingNewRoot: connectNewRoot)
                made.append((path, item))
                extent += axis == .vertical ? item.layout.size.height : item.layout.size.width
                if extent >= viewportEnd { break fill }
            }
        }

        var sections = base.sections
        // Ascending, so each index is where that section ends up.
        for section in changeset.insertedSections { sections.insert([], at: section) }
        var changes = AppliedChanges()
        changes.insertedSections = changeset.insertedSections
        changes.userInfo = userInfo
        for (path, item) in made {
            sections[path[0]].append(item)
            changes.insertedIndexPaths.insert(path)
        }
        let first = AssembledChange(state: DataSourceState(configuration: configuration, sections: sections),
                                    changes: changes, resizedItem: nil)
        return Outcome(first: first, firstPaths: made.map(\.path))
    }
}
