import Foundation

/// A batch update that does not match what the data source reports, so the
/// list refused it and kept showing its previous state.
///
/// ```swift
/// do { try list.performBatchUpdates(update) } catch {
///     print(error) // "inconsistent update (delete items [0, 9]): item 9 does not exist before the update …"
/// }
/// ```
public struct ListViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let reason: String
    /// The update, in words.
    public let update: String
    /// Item counts per section before the update.
    public let countsBefore: [Int]
    /// Item counts per section the data source reports after it.
    public let countsAfter: [Int]

    /// An error for `update`, which failed for `reason`.
    public init(reason: String, update: String, countsBefore: [Int], countsAfter: [Int]) {
        self.reason = reason
        self.update = update
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
    }

    /// The reason, the update and both states.
    public var description: String {
        "inconsistent update (\(update)): \(reason); items per section before \(countsBefore), after \(countsAfter)"
    }
}
