/// The connections of one network that have not yet sent a complete first
/// request head, oldest first (see ``HalfOpenConnections``).
///
/// - Complexity: every operation is amortized O(1). Removal marks an entry
///   and leaves it in the order, where ``popOldest()`` skips it; the order is
///   compacted when more than half of it is such leftovers.
struct HalfOpenQueue<Element> {
    private var elements: [UInt64: Element] = [:]
    /// Identifiers in arrival order; ones no longer in `elements` are leftovers.
    private var order: [UInt64] = []
    private var start = 0

    /// Half-open connections now.
    var count: Int { elements.count }

    /// Adds connection `id`, newer than every one already in.
    mutating func append(_ id: UInt64, _ element: Element) {
        elements[id] = element
        order.append(id)
    }

    /// Takes connection `id` out (it sent its head, or closed); whether it was in.
    @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        guard elements.removeValue(forKey: id) != nil else { return false }
        if order.count - start > 2 * elements.count + 64 { compact() }
        return true
    }

    /// The oldest connection's identifier, if any.
    mutating func oldestID() -> UInt64? {
        while start < order.count, elements[order[start]] == nil { start += 1 }
        return start < order.count ? order[start] : nil
    }

    /// Takes out the oldest connection, if any.
    mutating func popOldest() -> (id: UInt64, element: Element)? {
        while start < order.count {
            let id = order[start]
            start += 1
            if let element = elements.removeValue(forKey: id) {
                if start > 64, start * 2 > order.count { compact() }
                return (id, element)
            }
        }
        order.removeAll(keepingCapacity: true)
        start = 0
        return nil
    }

    private mutating func compact() {
        order = order[start...].filter { elements[$0] != nil }
        start = 0
    }
}
