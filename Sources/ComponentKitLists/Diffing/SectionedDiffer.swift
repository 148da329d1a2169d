import Foundation

/// Computes the staged changesets between two versions of sectioned data.
///
/// Sections and elements are matched by identity. Kept sections are those
/// in a longest run that keeps its order (changesets cannot move sections;
/// the others are removed and inserted). In each kept section, elements that
/// stay form a longest increasing subsequence of their old positions, so only
/// the others move: the fewest moves possible.
///
/// Elements are numbered flat, section after section (old ones `0..<oldCount`,
/// new ones `0..<newCount`). Every identity is hashed once, into a table
/// over one scratch allocation that later holds the subsequence search's
/// buffers too, and the changesets' dictionaries are sized before they are
/// filled, so a diff allocates little beyond its result.
/// The diff is generic over client types, so it is inlinable: clients
/// compile it specialized for their element type.
@usableFromInline
struct SectionedDiffer<SectionID: Hashable & Sendable, Element: Diffable> {
    @usableFromInline let old: [DiffSection<SectionID, Element>]
    @usableFromInline let new: [DiffSection<SectionID, Element>]
    /// Where each version's sections start in the flat numbering, and its element count last.
    @usableFromInline let oldOffsets: [Int]
    @usableFromInline let newOffsets: [Int]

    /// What the diff found about an old element, as bits of ``Self/marks``.
    @usableFromInline static var matched: UInt8 { 1 }
    @usableFromInline static var stays: UInt8 { 2 }
    @usableFromInline static var changed: UInt8 { 4 }
    /// Identities hashed ahead of their table probes.
    @usableFromInline static var hashBatch: Int { 32 }

    @inlinable
    init(old: [DiffSection<SectionID, Element>], new: [DiffSection<SectionID, Element>]) {
        self.old = old
        self.new = new
        oldOffsets = Self.offsets(of: old)
        newOffsets = Self.offsets(of: new)
    }

    @inlinable
    func run() throws(DiffError) -> [Changeset<Element>] {
        let sections = try SectionMatch(old: old, new: new)
        let oldCount = oldOffsets[old.count], newCount = newOffsets[new.count]

        // One allocation for the identity table, each old element's section
        // (when there are several) and each new element's match.
        let tableCount = IdentityTable.slotCount(for: oldCount + newCount)
        let sectionCount = old.count > 1 ? oldCount : 0
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: tableCount + sectionCount + newCount + Self.hashBatch)
        defer { scratch.deallocate() }
        let table = IdentityTable(slots: UnsafeMutableBufferPointer(rebasing: scratch[..<tableCount]))
        let oldSections = UnsafeMutableBufferPointer(rebasing: scratch[tableCount..<(tableCount + sectionCount)])
        let matches = UnsafeMutableBufferPointer(rebasing: scratch[(tableCount + sectionCount)..<(tableCount + sectionCount + newCount)])
        let hashes = UnsafeMutableBufferPointer(rebasing: scratch[(tableCount + sectionCount + newCount)...])
        let marks = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: oldCount)
        defer { marks.deallocate() }
        marks.initialize(repeating: 0)

        // Step 1: identities. Old elements enter the table, new ones find
        // their match or enter it too, so duplicates in either version are
        // caught with one hash per element.
        try indexOld(in: table, sections: oldSections, hashes: hashes)
        try matchNew(in: table, sections: oldSections, matches: matches, marks: marks, hashes: hashes)

        // Step 2: in each kept section, the elements that stay (the table's
        // slots are free again and hold the subsequence search's buffers).
        let counts = markStaying(
            sections: sections, oldSections: oldSections, matches: matches, marks: marks,
            scratch: UnsafeMutableBufferPointer(rebasing: scratch[..<tableCount])
        )

        // Step 3: the changesets, their dictionaries sized once.
        return emit(sections: sections, counts: counts, oldSections: oldSections, matches: matches, marks: marks)
    }

    /// Where each section starts in the flat numbering, then the element count.
    @inlinable
    static func offsets(of sections: [DiffSection<SectionID, Element>]) -> [Int] {
        var offsets = [Int](repeating: 0, count: sections.count + 1)
        for (index, section) in sections.enumerated() { offsets[index + 1] = offsets[index] + section.elements.count }
        return offsets
    }

    /// The section and item of a flat position, by binary search (error paths only).
    @inlinable
    static func location(of flat: Int, in offsets: [Int]) -> IndexPath {
        var low = 0, high = offsets.count - 2   // the last section whose start is at or before `flat`
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return path(low, flat - offsets[low])
    }

    /// A two-index path without the array an array literal allocates.
    @inlinable
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(index: section).appending(item) }
}
