/// The connections that have not yet sent a complete first request head,
/// grouped by network (``AddressPrefix``), in the order a nearly full
/// connection table closes them: from the network holding the most, its
/// oldest first; between networks holding as many, the one whose oldest
/// connection is oldest.
///
/// So a flood displaces its own sockets before anyone else's: a visitor's
/// lone connection, from a network that holds one, goes only after every
/// network holding more has come down to one, and then in turn by age.
///
/// Not thread-safe; ``ConnectionGuard`` holds it under its lock.
///
/// - Complexity: amortized O(log n) per operation, for n networks.
struct HalfOpenConnections<Element> {
    /// A network's place in the closing order: larger goes first.
    private struct Rank: Comparable {
        let count: Int
        let oldest: UInt64
        let prefix: String

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            if lhs.count != rhs.count { return lhs.count < rhs.count }
            if lhs.oldest != rhs.oldest { return lhs.oldest > rhs.oldest }
            return lhs.prefix > rhs.prefix
        }
    }

    /// One network's half-open connections, and the one rank of it that
    /// counts in `ranking`: never below its current rank (a rank that falls
    /// is corrected only when it reaches the top).
    private struct Network {
        var queue = HalfOpenQueue<Element>()
        var ranked: Rank?
    }

    private var networks: [String: Network] = [:]
    /// Ranks of networks; ones that are not their network's `ranked` are leftovers.
    private var ranking = BinaryHeap<Rank>()

    /// Half-open connections now.
    private(set) var count = 0

    /// Adds connection `id` from network `prefix`, newer than every one already in.
    mutating func append(_ id: UInt64, prefix: String, _ element: Element) {
        networks[prefix, default: Network()].queue.append(id, element)
        count += 1
        rerank(prefix)
    }

    /// Takes connection `id` from network `prefix` out (it sent its head, or closed); whether it was in.
    @discardableResult
    mutating func remove(_ id: UInt64, prefix: String) -> Bool {
        guard networks[prefix]?.queue.remove(id) == true else { return false }
        count -= 1
        if networks[prefix]?.queue.count == 0 { networks[prefix] = nil }
        if ranking.count > 2 * networks.count + 64 { rebuildRanking() }
        return true
    }

    /// Takes out the connection to close first, if any.
    mutating func popFirstToClose() -> (id: UInt64, element: Element)? {
        while let top = ranking.popMax() {
            guard networks[top.prefix]?.ranked == top else { continue }
            guard currentRank(top.prefix) == top else {
                rerank(top.prefix)
                continue
            }
            guard let taken = networks[top.prefix]?.queue.popOldest() else { continue }
            count -= 1
            if networks[top.prefix]?.queue.count == 0 {
                networks[top.prefix] = nil
            } else {
                rerank(top.prefix)
            }
            return taken
        }
        return nil
    }

    private mutating func currentRank(_ prefix: String) -> Rank? {
        guard let oldest = networks[prefix]?.queue.oldestID(), let count = networks[prefix]?.queue.count else { return nil }
        return Rank(count: count, oldest: oldest, prefix: prefix)
    }

    private mutating func rerank(_ prefix: String) {
        guard let rank = currentRank(prefix) else { return }
        networks[prefix]?.ranked = rank
        ranking.insert(rank)
    }

    private mutating func rebuildRanking() {
        ranking.removeAll()
        for prefix in networks.keys { rerank(prefix) }
    }
}
