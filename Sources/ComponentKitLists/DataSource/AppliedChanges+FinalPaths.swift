import Foundation

extension AppliedChanges {
    /// Where each updated item ends up, worked out from the other changes
    /// (see ``init(updatedIndexPaths:removedIndexPaths:removedSections:movedIndexPaths:movedSections:insertedSections:insertedIndexPaths:userInfo:)``).
    func finalUpdatedIndexPaths() -> [IndexPath: IndexPath] {
        let leaving = Array(removedIndexPaths) + Array(movedIndexPaths.keys)
        let sectionsLeaving = removedSections.union(IndexSet(movedSections.keys))
        let sectionsArriving = insertedSections.union(IndexSet(movedSections.values))
        let arriving = (Array(insertedIndexPaths) + Array(movedIndexPaths.values)).sortedByIndexes()
        var result: [IndexPath: IndexPath] = [:]
        for path in updatedIndexPaths {
            if let destination = movedIndexPaths[path] {
                result[path] = destination
                continue
            }
            guard path.count == 2 else { result[path] = path; continue }
            var item = path[1] - leaving.count { $0.count == 2 && $0[0] == path[0] && $0[1] < path[1] }
            var section: Int
            if let destination = movedSections[path[0]] {
                section = destination
            } else {
                section = path[0] - sectionsLeaving.count(in: 0..<max(0, path[0]))
                for taken in sectionsArriving where taken <= section { section += 1 }
            }
            for arrival in arriving where arrival.count == 2 && arrival[0] == section && arrival[1] <= item { item += 1 }
            result[path] = [section, item]
        }
        return result
    }
}
