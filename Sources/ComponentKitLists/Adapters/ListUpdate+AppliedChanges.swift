import Foundation
import ViewTree

extension ListUpdate {
    /// The batch update that shows `changes` in a list: removals, moves and
    /// insertions as they are, and updated items reloaded where they end up.
    /// An item moved out of a removed section leaves with its section and
    /// is inserted at its destination: a list cannot move an item out of a
    /// section it deletes.
    init(_ changes: AppliedChanges, animations: Animations = .none) {
        let outOfRemoved = changes.movedIndexPaths.filter { changes.removedSections.contains($0.key[0]) }
        self.init(
            deletedItems: changes.removedIndexPaths.filter { !changes.removedSections.contains($0[0]) },
            deletedSections: changes.removedSections,
            movedItems: changes.movedIndexPaths.filter { !changes.removedSections.contains($0.key[0]) },
            movedSections: changes.movedSections, insertedSections: changes.insertedSections,
            insertedItems: changes.insertedIndexPaths.union(outOfRemoved.values),
            reloadedItems: Set(changes.updatedIndexPathsAfter.values).subtracting(outOfRemoved.values), animations: animations)
    }
}

extension ListUpdate.Animations {
    /// These animations, with everything that stays gliding to its new
    /// place with `boundsAnimation` when there is one (a state update that
    /// resized an item, as ComponentKit's bounds animation).
    func resizing(with boundsAnimation: AnimationTiming?) -> Self {
        guard let boundsAnimation else { return self }
        var animations = self
        animations.relayout = true
        animations.timing = boundsAnimation
        return animations
    }
}
