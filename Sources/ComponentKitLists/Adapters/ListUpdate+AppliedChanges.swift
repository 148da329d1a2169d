import Foundation
import ViewTree

extension ListUpdate {
    /// The batch update that shows `changes` in a list: removals, moves and
    /// insertions as they are, and updated items reloaded where they end up.
    init(_ changes: AppliedChanges, animations: Animations = .none) {
        self.init(
            deletedItems: changes.removedIndexPaths.filter { !changes.removedSections.contains($0[0]) },
            deletedSections: changes.removedSections, movedItems: changes.movedIndexPaths, movedSections: changes.movedSections,
            insertedSections: changes.insertedSections, insertedItems: changes.insertedIndexPaths,
            reloadedItems: Set(changes.updatedIndexPathsAfter.values), animations: animations)
    }
}
