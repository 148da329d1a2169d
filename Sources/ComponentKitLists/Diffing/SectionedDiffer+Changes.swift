import Foundation

extension SectionedDiffer {
    /// How many entries each of the changesets' collections gets.
    @usableFromInline
    struct Counts {
        @usableFromInline var inserted = 0, moved = 0, updated = 0, lateUpdated = 0, removed = 0
        @inlinable init() {}
    }

    /// Marks the old elements that stay in place (a longest increasing run
    /// of old positions in each kept section) and those whose content
    /// changed, and counts what the changesets will hold.
    ///
    /// `scratch` holds each section's run of old positions, then the
    /// subsequence search's buffers: three times the run at most, which the
    /// identity table's slots always cover.
    @inlinable
    func markStaying(
        sections: SectionMatch, oldSections: UnsafeMutableBufferPointer<Int>, matches: UnsafeMutableBufferPointer<Int>,
        marks: UnsafeMutableBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<Int>
    ) -> Counts {
        var counts = Counts()
        for (j, section) in new.enumerated() {
            let keptFrom = sections.keptOldOfNew[j], base = newOffsets[j]
            var runCount = 0
            for (k, element) in section.elements.enumerated() {
                let flat = matches[base + k]
                guard flat >= 0 else {
                    counts.inserted += 1
                    continue
                }
                let s = Self.section(ofOld: flat, in: oldSections)
                guard sections.keptOld[s] else {
                    counts.inserted += 1   // its section is removed: inserted with the new model
                    continue
                }
                let changed = !old[s].elements[flat - oldOffsets[s]].isContentEqual(to: element)
                if changed { marks[flat] |= Self.changed }
                if s == keptFrom {
                    scratch[runCount] = flat
                    runCount += 1
                } else {
                    counts.moved += 1
                    if changed { counts.lateUpdated += 1 }
                }
            }
            guard runCount > 0 else { continue }
            let run = UnsafeMutableBufferPointer(rebasing: scratch[..<runCount])
            _ = longestIncreasingSubsequence(
                of: UnsafeBufferPointer(run),
                tails: UnsafeMutableBufferPointer(rebasing: scratch[runCount..<(2 * runCount)]),
                previous: UnsafeMutableBufferPointer(rebasing: scratch[(2 * runCount)..<(3 * runCount)])
            ) { position in marks[run[position]] |= Self.stays }
            for flat in run {
                let mark = marks[flat]
                if mark & Self.stays != 0 {
                    if mark & Self.changed != 0 { counts.updated += 1 }
                } else {
                    counts.moved += 1
                    if mark & Self.changed != 0 { counts.lateUpdated += 1 }
                }
            }
        }
        for (i, kept) in sections.keptOld.enumerated() where kept {
            for flat in oldOffsets[i]..<oldOffsets[i + 1] where marks[flat] & Self.matched == 0 { counts.removed += 1 }
        }
        return counts
    }

    /// The structural changeset and the one with updates of moved elements.
    @inlinable
    func emit(
        sections: SectionMatch, counts: Counts, oldSections: UnsafeMutableBufferPointer<Int>,
        matches: UnsafeMutableBufferPointer<Int>, marks: UnsafeMutableBufferPointer<UInt8>
    ) -> [Changeset<Element>] {
        var structural = Changeset<Element>()
        var late = Changeset<Element>()
        structural.removedSections = sections.removedSections
        structural.insertedSections = sections.insertedSections
        structural.insertedItems.reserveCapacity(counts.inserted)
        structural.movedItems.reserveCapacity(counts.moved)
        structural.updatedItems.reserveCapacity(counts.updated)
        structural.removedItems.reserveCapacity(counts.removed)
        late.updatedItems.reserveCapacity(counts.lateUpdated)
        for (j, section) in new.enumerated() {
            let base = newOffsets[j]
            for (k, element) in section.elements.enumerated() {
                let flat = matches[base + k]
                let s = flat >= 0 ? Self.section(ofOld: flat, in: oldSections) : -1
                guard s >= 0, sections.keptOld[s] else {
                    structural.insertedItems[Self.path(j, k)] = element
                    continue
                }
                let mark = marks[flat], item = flat - oldOffsets[s]
                if mark & Self.stays != 0 {
                    if mark & Self.changed != 0 { structural.updatedItems[Self.path(s, item)] = element }
                } else {
                    let to = Self.path(j, k)
                    structural.movedItems[Self.path(s, item)] = to
                    if mark & Self.changed != 0 { late.updatedItems[to] = element }
                }
            }
        }
        for (i, kept) in sections.keptOld.enumerated() where kept {
            for flat in oldOffsets[i]..<oldOffsets[i + 1] where marks[flat] & Self.matched == 0 {
                structural.removedItems.insert(Self.path(i, flat - oldOffsets[i]))
            }
        }
        return [structural, late]
    }
}
