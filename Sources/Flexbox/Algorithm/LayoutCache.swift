/// A node's memory of earlier requests, so a clean node is not laid out twice
/// for the same constraints: one entry for the last full layout, and a ring
/// of recent measurements (sizing passes that do not position children).
struct LayoutCache {
    static let capacity = 8
    var layout = CachedMeasurement()
    var measurements: ContiguousArray<CachedMeasurement> = []
    var nextMeasurement = 0
    /// The layout generation in which the node was last visited while dirty.
    var generation = 0
    var ownerDirection = LayoutDirection.inherit

    mutating func invalidate() {
        layout = CachedMeasurement()
        measurements.removeAll(keepingCapacity: true)
        nextMeasurement = 0
    }

    mutating func store(_ entry: CachedMeasurement, isLayout: Bool) {
        if isLayout {
            layout = entry
        } else if measurements.count < Self.capacity {
            measurements.append(entry)
        } else {
            measurements[nextMeasurement] = entry
            nextMeasurement = (nextMeasurement + 1) % Self.capacity
        }
    }
}
