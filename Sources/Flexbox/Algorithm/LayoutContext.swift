/// What one `calculateLayout` call shares with every node it visits.
final class LayoutContext {
    /// Distinguishes this layout call from earlier ones, so a dirty node is recomputed once per call.
    let generation: Int
    /// Pixel-grid scale used for cache comparisons and rounding (0: none).
    let scale: Double
    /// Treat every node as dirty (visited once in this call, then cached).
    let recomputeAll: Bool
    /// Whether a container's max-content measurement may answer a fit-content
    /// request that cannot change it (see `FlexNode.fitContentReuse`); off only
    /// in tests that compare with measuring again.
    let reusesFitContent: Bool
    /// The first invalid result a measure or baseline function returned.
    var error: FlexError?

    init(generation: Int, scale: Double, recomputeAll: Bool = false, reusesFitContent: Bool = true) {
        self.generation = generation
        self.recomputeAll = recomputeAll
        self.reusesFitContent = reusesFitContent
        self.scale = scale
    }

    /// Keeps a reported number usable and remembers the first bad one.
    func check(_ value: Double, node: FlexNode, function: String) -> Double {
        if value.isFinite && value >= 0 { return value }
        if error == nil { error = .invalidMeasurement(path: node.path, function: function, value: value) }
        return 0
    }
}
