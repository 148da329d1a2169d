import Foundation

extension Collection where Element == IndexPath {
    /// The paths in ascending order, as `sorted()` gives them.
    ///
    /// Item paths (two indexes) are compared as integer pairs: `IndexPath`'s
    /// own comparison is several times slower, and a changeset can hold tens
    /// of thousands of paths that validation and application sort.
    func sortedByIndexes() -> [IndexPath] {
        Array(self).sortedByIndexPath { $0 }
    }
}

extension Array {
    /// The elements ordered by the index path `path` gives each (stable for
    /// equal paths), comparing item paths as integer pairs.
    func sortedByIndexPath(_ path: (Element) -> IndexPath) -> [Element] {
        let paths = map(path)
        guard paths.allSatisfy({ $0.count == 2 }) else {
            return indices.sorted { (paths[$0], $0) < (paths[$1], $1) }.map { self[$0] }
        }
        return indices.map { (section: paths[$0][0], item: paths[$0][1], index: $0) }
            .sorted { ($0.section, $0.item, $0.index) < ($1.section, $1.item, $1.index) }
            .map { self[$0.index] }
    }
}
