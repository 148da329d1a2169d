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
        let keptOld = Set(longestIncreasingSubsequence(candidates).map { candidates[$0] })
        var newIndexOfKeptOld: [Int: Int] = [:]
        for (j, section) in new.enumerated() {
            if let i = oldSections[section.id], keptOld.contains(i) { newIndexOfKeptOld[i] = j }
        }
        let keptNew = Set(newIndexOfKeptOld.values)
        var structural = Changeset<Element>()
        var late = Changeset<Element>()
        structural.removedSections = IndexSet(old.indices.filter { !keptOld.contains($0) })
        structural.insertedSections = IndexSet(new.indices.filter { !keptNew.contains($0) })

        // Elements.
        let oldPaths = try Self.elementIndex(old, version: "old")
        let newPaths = try Self.elementIndex(new, version: "new")
        _ = newSections
        var keptOldOfNew = [Int](repeating: -1, count: new.count)
        for (i, j) in newIndexOfKeptOld { keptOldOfNew[j] = i }

        for (j, section) in new.enumerated() {
            // Old positions of elements that were in the same (kept) section.
            var sameSection: [(newItem: Int, oldItem: Int)] = []
            let keptFrom: Int? = keptOldOfNew[j] >= 0 ? keptOldOfNew[j] : nil
            for (k, element) in section.elements.enumerated() {
                guard let packed = oldPaths[element.diffID], keptOld.contains(Self.section(packed)) else {
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
            let staying = Set(longestIncreasingSubsequence(sameSection.map(\.oldItem)).map { sameSection[$0].newItem })
            for (k, a) in sameSection {
                let element = section.elements[k]
                let changed = !old[keptFrom].elements[a].isContentEqual(to: element)
                if staying.contains(k) {
                    if changed { structural.updatedItems[[keptFrom, a]] = element }
                } else {
                    structural.movedItems[[keptFrom, a]] = [j, k]
                    if changed { late.updatedItems[[j, k]] = element }
                }
            }
        }
        // Elements of kept sections that are gone.
        for (i, section) in old.enumerated() where keptOld.contains(i) {
            for (a, element) in section.elements.enumerated() where newPaths[element.diffID] == nil {
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
