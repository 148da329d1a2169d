import Foundation

/// An index path that names no item of a ``ListView``: selecting or
/// scrolling to it changed nothing.
///
/// ```swift
/// do { try list.selectItem(at: [0, 40], animated: false) } catch {
///     print(error) // "no item at [0, 40]: the list has 12 items in section 0 (1 section)"
/// }
/// ```
public struct ListItemNotFoundError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index path asked for.
    public let indexPath: IndexPath
    /// Item counts per section when it was asked for.
    public let itemCounts: [Int]

    /// An error for `indexPath` in a list with `itemCounts`.
    public init(indexPath: IndexPath, itemCounts: [Int]) {
        self.indexPath = indexPath
        self.itemCounts = itemCounts
    }

    /// The path and what the list holds.
    public var description: String {
        let path = "[\(indexPath.map(String.init).joined(separator: ", "))]"
        let sections = "\(itemCounts.count) section\(itemCounts.count == 1 ? "" : "s")"
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath[0]) else {
            return "no item at \(path): the list has \(sections)"
        }
        return "no item at \(path): the list has \(itemCounts[indexPath[0]]) items in section \(indexPath[0]) (\(sections))"
    }
}
