import Foundation

extension SectionedDiffer {
    /// The old section of an old element.
    @inlinable
    static func section(ofOld flat: Int, in oldSections: UnsafeMutableBufferPointer<Int>) -> Int {
        oldSections.isEmpty ? 0 : oldSections[flat]
    }

    /// Puts every old element in `table` (as its flat number) and records its
    /// section.
    ///
    /// - Throws: ``DiffError/duplicateElementID(id:first:second:version:)``
    ///   for the first identity that repeats.
    @inlinable
    func indexOld(
        in table: IdentityTable, sections oldSections: UnsafeMutableBufferPointer<Int>, hashes: UnsafeMutableBufferPointer<Int>
    ) throws(DiffError) {
        try Self.forEachHashed(old, hashes: hashes) { (s, i, id, hash) throws(DiffError) in
            let flat = oldOffsets[s] + i
            let found = table.entry(forHash: hash, insertingIfAbsent: flat) { entry in
                let s = Self.section(ofOld: entry, in: oldSections)
                return old[s].elements[entry - oldOffsets[s]].diffID == id
            }
            if let found {
                throw .duplicateElementID(id: "\(id)", first: Self.location(of: found, in: oldOffsets), second: Self.path(s, i), version: "old")
            }
            if !oldSections.isEmpty { oldSections[flat] = s }
        }
    }

    /// Finds each new element's old match (its flat number in `matches`, or
    /// -1), marking the old element matched; elements without one enter the
    /// table as `oldCount` plus their new flat number.
    ///
    /// - Throws: ``DiffError/duplicateElementID(id:first:second:version:)``
    ///   for the first identity that repeats in the new data.
    @inlinable
    func matchNew(
        in table: IdentityTable, sections oldSections: UnsafeMutableBufferPointer<Int>,
        matches: UnsafeMutableBufferPointer<Int>, marks: UnsafeMutableBufferPointer<UInt8>, hashes: UnsafeMutableBufferPointer<Int>
    ) throws(DiffError) {
        let oldCount = oldOffsets[old.count]
        try Self.forEachHashed(new, hashes: hashes) { (j, k, id, hash) throws(DiffError) in
            let base = newOffsets[j]
            let found = table.entry(forHash: hash, insertingIfAbsent: oldCount + base + k) { entry in
                if entry >= oldCount {
                    let path = Self.location(of: entry - oldCount, in: newOffsets)
                    return new[path[0]].elements[path[1]].diffID == id
                }
                let s = Self.section(ofOld: entry, in: oldSections)
                return old[s].elements[entry - oldOffsets[s]].diffID == id
            }
            guard let found else {
                matches[base + k] = -1
                return
            }
            if found >= oldCount {
                throw .duplicateElementID(id: "\(id)", first: Self.location(of: found - oldCount, in: newOffsets), second: Self.path(j, k), version: "new")
            }
            if marks[found] & Self.matched != 0 {
                // The earlier new element that took this match.
                let first = matches[..<(base + k)].firstIndex(of: found) ?? 0
                throw .duplicateElementID(id: "\(id)", first: Self.location(of: first, in: newOffsets), second: Self.path(j, k), version: "new")
            }
            marks[found] |= Self.matched
            matches[base + k] = found
        }
    }

    /// Calls `body` with each element's section, item, identity and the
    /// identity's hash. Hashes are computed a batch (`hashes.count`) ahead:
    /// the table probes of a batch are then independent loads the processor
    /// overlaps, where one probe after each hash would wait for every cache
    /// miss in turn.
    @inlinable
    static func forEachHashed(
        _ sections: [DiffSection<SectionID, Element>], hashes: UnsafeMutableBufferPointer<Int>,
        _ body: (Int, Int, Element.DiffID, Int) throws(DiffError) -> Void
    ) throws(DiffError) {
        for (s, section) in sections.enumerated() {
            let elements = section.elements
            var start = 0
            while start < elements.count {
                let end = Swift.min(start + hashes.count, elements.count)
                for i in start..<end { hashes[i - start] = elements[i].diffID.hashValue }
                for i in start..<end { try body(s, i, elements[i].diffID, hashes[i - start]) }
                start = end
            }
        }
    }
}
