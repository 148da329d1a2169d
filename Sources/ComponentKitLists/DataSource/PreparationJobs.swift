import ComponentKit
import Foundation

/// One item to make (or lay out again) off the main actor.
struct PreparationJob<Model: Sendable>: Sendable {
    let model: Model
    /// The item's scope root; nil for a new item, whose root is made with
    /// the preparation (in parallel: roots are not cheap to make).
    let root: ScopeRoot?
    /// Laid out again instead of asking the provider: a re-layout only.
    let component: (any Component)?
    /// The item's identifier (a new item's is taken when the change is planned).
    let itemID: Int
}

/// The items a change makes, existing ones first, read by the workers.
///
/// A changeset's jobs are not copied out on the main actor: they stay in
/// its dictionaries, and each worker reads the models of the jobs it
/// claims. Planning only walks the dictionaries' indexes, and for a changeset
/// that fills the list (a first load) not even those.
struct PreparationJobs<Model: Sendable>: Sendable {
    // Plain stored properties rather than an enum: workers read them for
    // every job, and binding an enum's payload would copy (retain) all of
    // it, objects both workers share, each time.
    private let list: [PreparationJob<Model>]
    private let updatedModels: [IndexPath: Model]
    private let insertedModels: [IndexPath: Model]
    private let updated: [UpdatedItem]
    private let inserted: [Dictionary<IndexPath, Model>.Index]
    /// Whether the changeset's insertions fill the next state (a first
    /// load): inserted job `n` is then the item at slot `n`, found by its
    /// index path, and planning walks no dictionary at all.
    private let insertsEverything: Bool
    private let firstInsertedID: Int
    /// Where each section of the next state starts among the slots of a
    /// changeset's inserted items (see ``slot(ofJob:)``).
    private let sectionStarts: [Int]
    /// Slots for the next state's items, section after section.
    private let gridCount: Int

    /// An updated item of a changeset: where its model is, and the item it replaces.
    struct UpdatedItem: Sendable {
        let index: Dictionary<IndexPath, Model>.Index
        let root: ScopeRoot
        let itemID: Int
    }

    /// Jobs given one by one (configuration changes, reloads, state updates).
    init(_ jobs: [PreparationJob<Model>]) {
        list = jobs
        updatedModels = [:]
        insertedModels = [:]
        updated = []
        inserted = []
        insertsEverything = false
        firstInsertedID = 0
        sectionStarts = []
        gridCount = 0
        count = jobs.count
        existingItemCount = jobs.count
        slotCount = jobs.count
    }

    /// A changeset's updated items, then its inserted ones, which take the
    /// identifiers from `firstInsertedID` on; `shape` is the list's shape
    /// after the changeset, which it was checked against.
    init(changeset: Changeset<Model>, updated: [UpdatedItem], firstInsertedID: Int, shape: ListShape) {
        list = []
        updatedModels = changeset.updatedItems
        insertedModels = changeset.insertedItems
        self.updated = updated
        self.firstInsertedID = firstInsertedID
        var starts: [Int] = []
        starts.reserveCapacity(shape.sectionCount)
        var total = 0
        for items in shape.itemCounts {
            starts.append(total)
            total += items
        }
        sectionStarts = starts
        gridCount = total
        // Checked insertions are distinct places of the next state: as many
        // as it has items, they are every one of them, and in order.
        insertsEverything = updated.isEmpty && changeset.insertedItems.count == total
        inserted = insertsEverything ? [] : Array(changeset.insertedItems.indices)
        count = updated.count + changeset.insertedItems.count
        existingItemCount = updated.count
        slotCount = total + updated.count
    }

    /// The number of jobs.
    let count: Int
    /// The number of jobs for items that already exist (they come first).
    let existingItemCount: Int
    /// The number of slots the jobs' items are stored in.
    let slotCount: Int

    /// Where job `index` stores its item. A changeset's inserted item goes
    /// where it will be in the next state, counting the sections' items one
    /// after another (inserted index paths name places in the next state),
    /// so a section of new items is in order, in one piece; updated items
    /// follow. Other jobs keep their own index.
    func slot(ofJob index: Int) -> Int {
        guard list.isEmpty, !insertsEverything else { return index }
        if index < updated.count { return gridCount + index }
        let path = insertedModels.keys[inserted[index - updated.count]]
        return insertedSlot(section: path[0], item: path[1])
    }

    /// The slot of the changeset's item inserted at `[section, item]`.
    func insertedSlot(section: Int, item: Int) -> Int {
        sectionStarts[section] + item
    }

    /// Job `index`, read from where the plan left it.
    subscript(index: Int) -> PreparationJob<Model> {
        if index < list.count { return list[index] }
        if index < updated.count {
            return PreparationJob(model: updatedModels.values[updated[index].index], root: updated[index].root, component: nil,
                                  itemID: updated[index].itemID)
        }
        let offset = index - updated.count
        guard insertsEverything else {
            return PreparationJob(model: insertedModels.values[inserted[offset]], root: nil, component: nil, itemID: firstInsertedID + offset)
        }
        guard let model = insertedModels[insertedPath(atSlot: index)] else {
            preconditionFailure("checked insertions as many as the next state's items fill every place")
        }
        return PreparationJob(model: model, root: nil, component: nil, itemID: firstInsertedID + offset)
    }

    /// The index path of the next state's item at `slot`.
    private func insertedPath(atSlot slot: Int) -> IndexPath {
        // The last section starting at or before the slot (empty sections start where the next does).
        var low = 0, high = sectionStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if sectionStarts[middle] <= slot { low = middle } else { high = middle }
        }
        return [low, slot - sectionStarts[low]]
    }

    /// A changeset's updated paths (before the change) and inserted paths
    /// (after it), each in job order; empty for other operations.
    var changesetPaths: (updated: [IndexPath], inserted: [IndexPath]) {
        guard !insertsEverything else { return ([], (0..<gridCount).map(insertedPath(atSlot:))) }
        return (updated.map { updatedModels.keys[$0.index] }, inserted.map { insertedModels.keys[$0] })
    }

    /// The scope roots of the existing items made again.
    var existingRoots: [ScopeRoot] {
        list.isEmpty ? updated.map(\.root) : list.compactMap(\.root)
    }
}
