import Foundation

extension Array {
    /// The elements without those at `indexes`, in one pass.
    func removing(at indexes: Set<Int>) -> [Element] {
        guard !indexes.isEmpty else { return self }
        var kept: [Element] = []
        kept.reserveCapacity(Swift.max(0, count - indexes.count))
        for (index, element) in enumerated() where !indexes.contains(index) { kept.append(element) }
        return kept
    }

    /// The elements with `arrivals` at their final indexes and the others
    /// filling the gaps in order, in one pass: what inserting each arrival
    /// in ascending order of index gives. `arrivals` must be sorted by
    /// index; nil when an index does not fit the result.
    func inserting(_ arrivals: some Collection<(index: Int, element: Element)>) -> [Element]? {
        guard !arrivals.isEmpty else { return self }
        let total = count + arrivals.count
        var merged: [Element] = []
        merged.reserveCapacity(total)
        var next = arrivals.startIndex
        var old = startIndex
        while merged.count < total {
            if next < arrivals.endIndex, arrivals[next].index == merged.count {
                merged.append(arrivals[next].element)
                arrivals.formIndex(after: &next)
            } else {
                guard old < endIndex else { return nil }
                merged.append(self[old])
                old += 1
            }
        }
        return next == arrivals.endIndex ? merged : nil
    }
}
