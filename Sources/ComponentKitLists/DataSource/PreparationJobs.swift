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
/// claims. Planning only walks the dictionaries' indexes.
struct PreparationJobs<Model: Sendable>: Sendable {
    private let storage: Storage

    private enum Storage: Sendable {
        case list([PreparationJob<Model>])
        case changeset(Changeset<Model>, updated: [UpdatedItem], inserted: [Dictionary<IndexPath, Model>.Index], firstInsertedID: Int)
    }

    /// An updated item of a changeset: where its model is, and the item it replaces.
    struct UpdatedItem: Sendable {
        let index: Dictionary<IndexPath, Model>.Index
        let root: ScopeRoot
        let itemID: Int
    }

    /// Jobs given one by one (configuration changes, reloads, state updates).
    init(_ jobs: [PreparationJob<Model>]) {
        storage = .list(jobs)
        count = jobs.count
        existingItemCount = jobs.count
    }

    /// A changeset's updated items, then its inserted ones, which take the
    /// identifiers from `firstInsertedID` on.
    init(changeset: Changeset<Model>, updated: [UpdatedItem], inserted: [Dictionary<IndexPath, Model>.Index], firstInsertedID: Int) {
        storage = .changeset(changeset, updated: updated, inserted: inserted, firstInsertedID: firstInsertedID)
        count = updated.count + inserted.count
        existingItemCount = updated.count
    }

    /// The number of jobs.
    let count: Int
    /// The number of jobs for items that already exist (they come first).
    let existingItemCount: Int

    /// Job `index`, read from where the plan left it.
    subscript(index: Int) -> PreparationJob<Model> {
        switch storage {
        case let .list(jobs):
            return jobs[index]
        case let .changeset(changeset, updated, inserted, firstInsertedID):
            if index < updated.count {
                let item = updated[index]
                return PreparationJob(model: changeset.updatedItems.values[item.index], root: item.root, component: nil, itemID: item.itemID)
            }
            let offset = index - updated.count
            return PreparationJob(model: changeset.insertedItems.values[inserted[offset]], root: nil, component: nil,
                                  itemID: firstInsertedID + offset)
        }
    }

    /// A changeset's updated paths (before the change) and inserted paths
    /// (after it), each in job order; empty for other operations.
    var changesetPaths: (updated: [IndexPath], inserted: [IndexPath]) {
        guard case let .changeset(changeset, updated, inserted, _) = storage else { return ([], []) }
        return (updated.map { changeset.updatedItems.keys[$0.index] }, inserted.map { changeset.insertedItems.keys[$0] })
    }

    /// The scope roots of the existing items made again.
    var existingRoots: [ScopeRoot] {
        switch storage {
        case let .list(jobs): jobs.compactMap(\.root)
        case let .changeset(_, updated, _, _): updated.map(\.root)
        }
    }
}
