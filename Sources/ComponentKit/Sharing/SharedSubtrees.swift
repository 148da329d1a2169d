import Foundation

/// The process's shared subtrees (``SharedSubtree``).
public enum SharedSubtrees {
    /// The most layouts the process keeps for sharing; past it, new ones
    /// are their host's own until some go.
    public static let maximumEntries = 16_384

    /// How many shared subtree layouts are alive now.
    public static var count: Int { table.count }

    /// What a shared layout is found by first; the rest is compared entry by entry.
    // Unchecked: `AnyHashable` is not `Sendable`, but it is only made from an `Input`, which is.
    struct Key: Hashable, @unchecked Sendable {
        let builder: ObjectIdentifier
        let input: AnyHashable
        let range: SizeRange
    }

    // One table for every input type: an entry's origin is checked by type on lookup.
    static let table = SharedLayoutTable<Key, any Sendable>(maximumEntries: maximumEntries)
}
