import Foundation

/// Where each section of the list after a changeset comes from: the
/// sections that stay keep their order in the places that moved and
/// inserted sections leave free, as `UICollectionView` arranges them.
/// Shared by list batch updates and ComponentKitLists' changesets.
package struct SectionArrangement {
    /// For each section after the change, the section before it that it
    /// is, or nil for an inserted one.
    package let origins: [Int?]

    /// The arrangement of `count` sections after removing `removed`, moving
    /// `moved` (before → after) and inserting `inserted`; the inputs must
    /// have been checked (every index in range, no place taken twice).
    package init(sectionCount count: Int, removed: IndexSet, moved: [Int: Int], inserted: IndexSet) {
        let finalCount = count - removed.count + inserted.count
        var origins = [Int?](repeating: nil, count: finalCount)
        var taken = [Bool](repeating: false, count: finalCount)
        for section in inserted { taken[section] = true }
        for (old, new) in moved {
            origins[new] = old
            taken[new] = true
        }
        var free = 0
        for old in 0..<count where !removed.contains(old) && moved[old] == nil {
            while taken[free] { free += 1 }
            origins[free] = old
            free += 1
        }
        self.origins = origins
    }
}
