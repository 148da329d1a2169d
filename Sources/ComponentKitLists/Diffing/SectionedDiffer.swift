import Foundation

/// Computes the staged changesets between two versions of sectioned data.
///
/// Sections and elements are matched by identity. Kept sections are those
/// in a longest run that keeps its order (changesets cannot move sections;
/// the others are removed and inserted). In each kept section, elements that
/// stay form a longest increasing subsequence of their old positions, so only
/// the others move: the fewest moves possible.
/// The diff is generic over client types, so it is inlinable: clients
/// compile it specialized for their element type.
@usableFromInline
struct SectionedDiffer<SectionID: Hashable & Sendable, Element: Diffable> {
    @usableFromInline let old: [DiffSection<SectionID, Element>]
    @usableFromInline let new: [DiffSection<SectionID, Element>]

    @inlinable
    init(old: [DiffSection<SectionID, Element>], new: [DiffSection<SectionID, Element>]) {
        self.old = old
        self.new = new
    }

    @inlinable
    mutating func run() throws(DiffError) -> [Changeset<Element>] {
        // Sections.
        let oldSections = try Self.sectionIndex(old, version: "old")
        let newSections = try Self.sectionIndex(new, version: "new")
        let candidates = new.compactMap { oldSections[$0.id] }
        let keptOldList = longestIncreasingSubsequence(candidates).map { candidates[$0] }
        var keptOld = [Bool](repeating: false, count: old.count)
        for i in keptOldList { keptOld[i] = true }
        var newIndexOfKeptOld: [Int: Int] = [:]
        for (j, section) in new.enumerated() {
            if let i = oldSections[section.id], keptOld[i] { newIndexOfKeptOld[i] = j }
        }
        let keptNew = Set(newIndexOfKeptOld.values)
        var structural = Changeset<Element>()
        var late = Changeset<Element>()
        structural.removedSections = IndexSet(old.indices.filter { !keptOld[$0] })
        structural.insertedSections = IndexSet(new.indices.filter { !keptNew.contains($0) })

        // Elements: one table of identities. Old elements hold their packed
        // position; elements only in the new data are added with a negative
        // marker, so duplicates in either version are caught in one pass.
        var positions = try Self.elementIndex(old, version: "old")
        _ = newSections
        var keptOldOfNew = [Int](repeating: -1, count: new.count)
        for (i, j) in newIndexOfKeptOld { keptOldOfNew[j] = i }
        var offsets = [Int](repeating: 0, count: old.count + 1)
        for (i, section) in old.enumerated() { offsets[i + 1] = offsets[i] + section.elements.count }
        // For each old element, the new position that matched it (or -1).
        var matchedAt = [Int](repeating: -1, count: offsets[old.count])

        for (j, section) in new.enumerated() {
            // Old positions of elements that were in the same (kept) section.
            var sameSection: [(newItem: Int, oldItem: Int)] = []
            let keptFrom: Int? = keptOldOfNew[j] >= 0 ? keptOldOfNew[j] : nil
            for (k, element) in section.elements.enumerated() {
                let here = Self.pack(j, k)
                let found = positions[element.diffID]
                if let found, found < 0 {
                    let first = -found - 1
                    throw .duplicateElementID(id: "\(element.diffID)", first: [Self.section(first), Self.item(first)], second: [j, k], version: "new")
                }
                if let found {
                    let flat = offsets[Self.section(found)] + Self.item(found)
                    if matchedAt[flat] >= 0 {
                        let first = matchedAt[flat]
                        throw .duplicateElementID(id: "\(element.diffID)", first: [Self.section(first), Self.item(first)], second: [j, k], version: "new")
                    }
                    matchedAt[flat] = here
                } else {
                    positions[element.diffID] = -here - 1
                }
                guard let packed = found, keptOld[Self.section(packed)] else {
                    // New, or its old section is removed: inserted with the new model.
                    structural.insertedItems[[j, k]] = element
                    continue
                }
                let sourceSection = Self.section(packed), sourceItem = Self.item(packed)
                if let keptFrom, sourceSection == keptFrom {
                    sameSection.append((k, sourceItem))
                } else {
                    structural.movedItems[[sourceSection, sourceItem]] = [j, k]
                    if !old[sourceSection].elements[sourceItem].isContentEqual(to: element) { late.updatedItems[[j, k]] = element }
                }
            }
            guard let keptFrom else { continue }
            var staying = [Bool](repeating: false, count: sameSection.count)
            for position in longestIncreasingSubsequence(sameSection.map(\.oldItem)) { staying[position] = true }
            for (position, (k, a)) in sameSection.enumerated() {
                let element = section.elements[k]
                let changed = !old[keptFrom].elements[a].isContentEqual(to: element)
                if staying[position] {
                    if changed { structural.updatedItems[[keptFrom, a]] = element }
                } else {
                    structural.movedItems[[keptFrom, a]] = [j, k]
                    if changed { late.updatedItems[[j, k]] = element }
                }
            }
        }
        // Elements of kept sections that are gone.
        for (i, section) in old.enumerated() where keptOld[i] {
            for a in section.elements.indices where matchedAt[offsets[i] + a] < 0 {
                structural.removedItems.insert([i, a])
            }
        }
        return [structural, late]
    }

    @inlinable
    static func sectionIndex(_ sections: [DiffSection<SectionID, Element>], version: String) throws(DiffError) -> [SectionID: Int] {
        var index: [SectionID: Int] = [:]
        index.reserveCapacity(sections.count)
        for (position, section) in sections.enumerated() {
            if let first = index.updateValue(position, forKey: section.id) {
                throw .duplicateSectionID(id: "\(section.id)", first: first, second: position, version: version)
            }
        }
        return index
    }

    /// Positions packed into one integer: section in the high half, item in the low.
    @inlinable static func pack(_ section: Int, _ item: Int) -> Int { section << 32 | item }
    @inlinable static func section(_ packed: Int) -> Int { packed >> 32 }
    @inlinable static func item(_ packed: Int) -> Int { packed & 0xFFFF_FFFF }

    @inlinable
    static func elementIndex(_ sections: [DiffSection<SectionID, Element>], version: String) throws(DiffError) -> [Element.DiffID: Int] {
        var index: [Element.DiffID: Int] = [:]
        index.reserveCapacity(sections.reduce(0) { $0 + $1.elements.count })
        for (s, section) in sections.enumerated() {
            for (i, element) in section.elements.enumerated() {
                if let first = index.updateValue(pack(s, i), forKey: element.diffID) {
                    throw .duplicateElementID(id: "\(element.diffID)", first: [Self.section(first), Self.item(first)], second: [s, i], version: version)
                }
            }
        }
        return index
    }
}
