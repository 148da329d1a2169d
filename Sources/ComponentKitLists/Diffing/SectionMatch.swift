import Foundation

/// Which sections a diff keeps: those of a longest run of shared
/// identities that keeps its order. Changesets cannot move sections, so the
/// others are removed and inserted with their elements.
@usableFromInline
struct SectionMatch {
    /// For each old section, whether it is kept.
    @usableFromInline var keptOld: [Bool]
    /// For each new section, the kept old section it continues, or -1.
    @usableFromInline var keptOldOfNew: [Int]

    /// The sections kept between `old` and `new`.
    ///
    /// - Throws: ``DiffError/duplicateSectionID(id:first:second:version:)``.
    @inlinable
    init<SectionID, Element>(old: [DiffSection<SectionID, Element>], new: [DiffSection<SectionID, Element>]) throws(DiffError) {
        let oldIndex = try Self.index(old, version: "old")
        _ = try Self.index(new, version: "new")
        var candidates: [(new: Int, old: Int)] = []
        for (j, section) in new.enumerated() {
            if let i = oldIndex[section.id] { candidates.append((j, i)) }
        }
        keptOld = [Bool](repeating: false, count: old.count)
        keptOldOfNew = [Int](repeating: -1, count: new.count)
        for position in longestIncreasingSubsequence(candidates.map(\.old)) {
            let (j, i) = candidates[position]
            keptOld[i] = true
            keptOldOfNew[j] = i
        }
    }

    /// Old sections that are not kept.
    @inlinable
    var removedSections: IndexSet { IndexSet(keptOld.indices.filter { !keptOld[$0] }) }

    /// New sections that do not continue a kept one.
    @inlinable
    var insertedSections: IndexSet { IndexSet(keptOldOfNew.indices.filter { keptOldOfNew[$0] < 0 }) }

    @inlinable
    static func index<SectionID, Element>(_ sections: [DiffSection<SectionID, Element>], version: String) throws(DiffError) -> [SectionID: Int] {
        var index: [SectionID: Int] = [:]
        index.reserveCapacity(sections.count)
        for (position, section) in sections.enumerated() {
            if let first = index.updateValue(position, forKey: section.id) {
                throw .duplicateSectionID(id: "\(section.id)", first: first, second: position, version: version)
            }
        }
        return index
    }
}
