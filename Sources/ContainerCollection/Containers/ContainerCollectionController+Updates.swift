import Foundation
import ViewTree

extension ContainerCollectionController {
    /// Shows `sections`, changing only what differs from what is shown:
    /// the two versions are diffed by identity (sections by id, elements by
    /// id or else reuse identifier and order) and applied as batch updates.
    /// Elements that stay keep their controllers; changed ones are updated
    /// in place; elements whose factory rejects their data show the fallback.
    ///
    /// - Throws: ``ContainerUpdateError`` when two sections or two elements
    ///   share an identity; nothing changes then.
    public func update(sections: [ContainerSection]) throws(ContainerUpdateError) {
        try update(sections: sections, layout: nil)
    }

    func update(sections: [ContainerSection], layout newLayout: ContainerLayout?) throws(ContainerUpdateError) {
        var next = try ResolvedSections(applyingBindings(to: sections), fallback: fallback)
        updatePagingStates(for: sections)
        addStatusRows(to: &next, for: sections)
        let old = diffSections()
        let staged: StagedChangeset<ContainerItem>
        do {
            staged = try StagedChangeset(from: old, to: next.diffSections)
        } catch {
            // ResolvedSections already refused repeated identities.
            throw ContainerUpdateError(error)
        }
        let oldCounts = items.map(\.count)
        let changedSupplementary = changedSupplementaryKeys(comparedWith: next)
        if let newLayout { layout = newLayout }
        givenSections = sections
        elementProblems = next.problems + bindingProblems
        sectionIDs = next.ids
        items = next.items
        headers = next.headers
        footers = next.footers

        guard isViewLoaded else { return }
        guard listView.itemCounts == oldCounts else {
            // The list never showed the previous sections (it had no size yet): show these whole.
            reload()
            return
        }
        var changedKeys = changedSupplementary
        for stage in staged.stages {
            for item in stage.updatedItems.values { changedKeys.insert(ItemPlacement.item.key(identity: item.identity)) }
        }
        for key in changedKeys { sizeCache[key]?.isStale = true }
        for stage in staged.stages {
            let update = ListUpdate(structureOf: stage)
            guard !update.isEmpty else { continue }
            do {
                try listView.performBatchUpdates(update)
                statistics.batchUpdates += 1
            } catch {
                // A diff always adds up; should it not, a reload shows the truth.
                reload()
                break
            }
        }
        rebindCells(showing: changedKeys)
        layoutIfNeeded()
    }

    /// Reloads the whole list.
    func reload() {
        listView.reloadData()
        statistics.reloads += 1
        layoutIfNeeded()
    }

    /// Updates the controllers of mounted cells whose element changed.
    private func rebindCells(showing keys: Set<String>) {
        guard !keys.isEmpty else { return }
        for cell in orderedActiveCells {
            guard let key = cell.itemKey, keys.contains(key), let path = cell.indexPath else { continue }
            switch cell.placement {
            case .item:
                if let item = item(at: path) { bind(cell, to: item, placement: .item, at: path) }
            case let .supplementary(kind):
                if let section = path.first, let item = supplementaryItem(kind, inSection: section) { bind(cell, to: item, placement: cell.placement, at: path) }
            }
        }
    }

    /// Keys of headers and footers whose element changed in a section that stays.
    private func changedSupplementaryKeys(comparedWith next: ResolvedSections) -> Set<String> {
        var keys: Set<String> = []
        let oldIndex = Dictionary(uniqueKeysWithValues: sectionIDs.enumerated().map { ($1, $0) })
        for (newSection, id) in next.ids.enumerated() {
            guard let oldSection = oldIndex[id] else { continue }
            for (kind, old, new) in [(SupplementaryKind.header, headers[oldSection], next.headers[newSection]),
                                     (.footer, footers[oldSection], next.footers[newSection])] {
                if let old, let new, !old.isContentEqual(to: new) {
                    keys.insert(ItemPlacement.supplementary(kind).key(identity: new.identity))
                }
            }
        }
        return keys
    }

    private func diffSections() -> [DiffSection<String, ContainerItem>] {
        zip(sectionIDs, items).map { DiffSection(id: $0, elements: $1) }
    }
}

extension ContainerUpdateError {
    init(_ error: DiffError) {
        switch error {
        case let .duplicateElementID(id, first, second, _):
            self = .duplicateElementID(id, first: first, second: second)
        case let .duplicateSectionID(id, first, second, _):
            self = .duplicateSectionID(id, first: first, second: second)
        }
    }
}

extension ListUpdate {
    /// The batch update for a diff stage's structure: removals, moves and
    /// insertions (changed elements are updated by the container itself).
    init(structureOf changeset: Changeset<ContainerItem>) {
        self.init(
            deletedItems: changeset.removedItems.filter { !changeset.removedSections.contains($0[0]) },
            deletedSections: changeset.removedSections, movedItems: changeset.movedItems, movedSections: changeset.movedSections,
            insertedSections: changeset.insertedSections, insertedItems: Set(changeset.insertedItems.keys))
    }
}
