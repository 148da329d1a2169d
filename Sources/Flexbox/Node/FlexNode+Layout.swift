extension FlexNode {
    /// Lays out the tree rooted here for an owner of `width` × `height`
    /// points (`.nan` for undefined: the root sizes to its content), then
    /// rounds frames to the grid of `pointScaleFactor` pixels per point (0:
    /// no rounding).
    ///
    /// Only nodes whose style, children or constraints changed since the last
    /// layout are laid out again; styles of changed nodes are validated first.
    ///
    /// - Throws: ``FlexboxError`` for an invalid style, a measured node with
    ///   children, or an invalid size; the previous layout is kept.
    public func calculateLayout(
        width: Double = .nan, height: Double = .nan, direction: LayoutDirection = .ltr, pointScaleFactor: Double = 1
    ) throws(FlexboxError) {
        for (name, value) in [("width", width), ("height", height)] where !value.isNaN && (!value.isFinite || value < 0) {
            throw .invalidAvailableSize(dimension: name, value: value)
        }
        if pointScaleFactor.isNaN || !pointScaleFactor.isFinite || pointScaleFactor < 0 {
            throw .invalidAvailableSize(dimension: "pointScaleFactor", value: pointScaleFactor)
        }
        try validateDirtySubtree()
        let pass = LayoutPass(pointScaleFactor: pointScaleFactor)
        pass.run(self, ownerWidth: width, ownerHeight: height, direction: direction)
        lastLayoutStatistics = LayoutStatistics(computedNodes: pass.computedCount, measureCalls: pass.measureCount)
    }

    /// Validates the styles of dirty nodes (clean ones were validated when laid out).
    private func validateDirtySubtree() throws(FlexboxError) {
        guard isDirty else { return }
        if styleNeedsValidation {
            try styleValue.validate(path: path)
            styleNeedsValidation = false
        }
        if measureFunction != nil, !children.isEmpty {
            throw .invalidStyle(path: path, property: "measureFunction", value: "set",
                                reason: "a node with a measure function cannot have children")
        }
        for child in children { try child.validateDirtySubtree() }
    }
}

/// What the last layout did: how many nodes ran the algorithm (rather than
/// answering from a cache) and how many measure functions were called.
public struct LayoutStatistics: Hashable, Sendable {
    /// Nodes laid out or measured without a cache hit.
    public var computedNodes: Int
    /// Measure-function calls.
    public var measureCalls: Int
}
