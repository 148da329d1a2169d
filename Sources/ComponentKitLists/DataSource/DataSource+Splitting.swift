import ComponentKit
import Foundation

extension DataSource {
    /// The split of `operation`, if the configuration splits changesets and
    /// it is one that only appends items to a list not yet filling the
    /// viewport; nil otherwise (it is applied whole).
    func split(_ operation: DataSourceOperation<Model, Context>) -> ChangesetSplit<Model, Context>? {
        guard case let .changeset(changeset, userInfo, shape) = operation, let options = state.configuration.splitChangesets,
              !changeset.insertedItems.isEmpty, changeset.updatedItems.isEmpty, changeset.removedItems.isEmpty,
              changeset.removedSections.isEmpty, changeset.movedItems.isEmpty, changeset.movedSections.isEmpty
        else { return nil }
        let known = viewport ?? listViewport?()
        var size = known?.size ?? .zero
        if size.width == 0 || size.height == 0 { size = options.viewportBoundingSize }
        let offset = known?.contentOffset ?? .zero
        let vertical = options.layoutAxis == .vertical
        let viewportEnd = vertical ? offset.y + size.height : offset.x + size.width
        // As ComponentKit: the items' extents add up along the axis (one column).
        var shownExtent: CGFloat = 0
        for item in state.sections.joined() { shownExtent += vertical ? item.layout.size.height : item.layout.size.width }
        let existing = itemsBefore(changeset, shape: shape)
        guard shownExtent < viewportEnd, appendsOnly(changeset, after: existing) else { return nil }

        let stateDidUpdate: @MainActor @Sendable (Int, StateUpdateMode) -> Void = { [weak self] id, mode in
            self?.itemStateDidUpdate(itemID: id, mode: mode)
        }
        return ChangesetSplit(
            changeset: changeset, userInfo: userInfo, shape: shape, configuration: state.configuration, base: state,
            ids: takeItemIDs(changeset.insertedItems.count), existing: existing, shownExtent: shownExtent,
            viewportEnd: viewportEnd, axis: options.layoutAxis,
            connectNewRoot: { root, id in root.setUpdateListener { mode in stateDidUpdate(id, mode) } })
    }

    /// How many items each section of the next state has before an
    /// insertion-only `changeset` (none for inserted sections).
    private func itemsBefore(_ changeset: Changeset<Model>, shape: ListShape) -> [Int] {
        var existing: [Int] = []
        existing.reserveCapacity(shape.sectionCount)
        var old = 0
        for section in 0..<shape.sectionCount {
            if changeset.insertedSections.contains(section) {
                existing.append(0)
            } else {
                existing.append(state.numberOfItems(inSection: old))
                old += 1
            }
        }
        return existing
    }

    /// Whether every item `changeset` inserts comes after the items its
    /// section already has. The changeset only inserts and was checked, so
    /// its items then fill each section's tail, in one piece. Into empty
    /// sections (a first load) they always do: nothing is walked.
    private func appendsOnly(_ changeset: Changeset<Model>, after existing: [Int]) -> Bool {
        guard existing.contains(where: { $0 > 0 }) else { return true }
        return changeset.insertedItems.keys.allSatisfy { $0[1] >= existing[$0[0]] }
    }

    /// Applies the split's first part and queues the rest first, so it
    /// follows before any later change; without an outcome (an item was
    /// not where the split expected it, which checked changesets rule out)
    /// applies the whole changeset now, unsplit.
    func commit(_ split: ChangesetSplit<Model, Context>, _ outcome: ChangesetSplit<Model, Context>.Outcome?) {
        guard let outcome else {
            return performNow(.changeset(split.changeset, userInfo: split.userInfo, shape: split.shape))
        }
        // The first part as an operation: it removes nothing, which is all `commit` reads of it.
        let first = Changeset<Model>(originName: split.changeset.originName, insertedSections: split.changeset.insertedSections)
        let plan = PreparationPlan(
            operation: .changeset(first, userInfo: split.userInfo, shape: outcome.first.state.shape),
            configuration: split.configuration, jobs: PreparationJobs([]),
            insertedIDs: split.ids.lowerBound..<(split.ids.lowerBound + outcome.firstItemCount), base: split.base)
        commit(plan, assembled: .success(outcome.first), change: nil)
        // In the same turn: no synchronous change can come between the parts.
        if let rest = split.rest(after: outcome) { queue.insert(.changeset(rest, userInfo: split.userInfo, shape: split.shape), at: 0) }
    }
}
