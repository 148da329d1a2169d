import Synchronization

/// Numbers successive layout calls so each can tell "dirty and not yet visited" apart.
private let layoutGeneration = Atomic<Int>(0)

extension FlexNode {
    /// Lays out the tree rooted at this node and updates every node's `frame`.
    ///
    /// - Parameters:
    ///   - width: The available width, or nil for unconstrained (content-sized).
    ///   - height: The available height, or nil for unconstrained.
    ///   - direction: The inline direction of the root (`.inherit` means LTR).
    ///   - pointScaleFactor: Pixels per point for rounding frames (1: whole
    ///     points, 2: half points); 0 leaves frames unrounded.
    ///   - recomputeAll: Ignore every cache and lay out each node as if the
    ///     tree were new (for benchmarks and debugging; the result is the same).
    /// - Throws: `FlexError` for a NaN, negative or infinite size or scale
    ///   (nothing is laid out), or for a measure function's invalid answer
    ///   (layout completes treating it as 0, then reports it).
    /// - Complexity: Only dirty nodes and their ancestors are recomputed; clean
    ///   subtrees answer from their caches and keep their frames.
    public func calculateLayout(
        width: Double? = nil, height: Double? = nil, direction: LayoutDirection = .ltr,
        pointScaleFactor: Double = 1, recomputeAll: Bool = false
    ) throws(FlexError) {
        try calculateLayout(
            width: width, height: height, direction: direction, pointScaleFactor: pointScaleFactor,
            recomputeAll: recomputeAll, reusesFitContent: true)
    }

    /// `calculateLayout`, with the fit-content reuse switchable for tests that compare it with measuring again.
    func calculateLayout(
        width: Double?, height: Double?, direction: LayoutDirection, pointScaleFactor: Double, recomputeAll: Bool,
        reusesFitContent: Bool
    ) throws(FlexError) {
        if let width, !(width.isFinite && width >= 0) { throw .invalidAvailableSize(dimension: "width", value: width) }
        if let height, !(height.isFinite && height >= 0) {
            throw .invalidAvailableSize(dimension: "height", value: height)
        }
        if !(pointScaleFactor.isFinite && pointScaleFactor >= 0) { throw .invalidPointScaleFactor(pointScaleFactor) }
        let ownerWidth = width ?? .nan
        let ownerHeight = height ?? .nan
        let generation = layoutGeneration.wrappingAdd(1, ordering: .relaxed).newValue
        let context = LayoutContext(
            generation: generation, scale: pointScaleFactor, recomputeAll: recomputeAll,
            reusesFitContent: reusesFitContent)
        let resolved = resolveDirection(direction)

        var availableWidth = Double.nan
        var widthMode = SizingMode.maxContent
        if hasDefiniteLength(isWidth: true, ownerWidth) {
            availableWidth = resolvedDimension(isWidth: true, resolved, ownerWidth, ownerWidth)
                + storage.pointee.computed.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !storage.pointee.style.resolvedMax(isWidth: true, resolved, ownerWidth, ownerWidth).isNaN {
            availableWidth = storage.pointee.style.resolvedMax(isWidth: true, resolved, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            availableWidth = ownerWidth
            widthMode = ownerWidth.isNaN ? .maxContent : .stretchFit
        }
        var availableHeight = Double.nan
        var heightMode = SizingMode.maxContent
        if hasDefiniteLength(isWidth: false, ownerHeight) {
            availableHeight = resolvedDimension(isWidth: false, resolved, ownerHeight, ownerWidth)
                + storage.pointee.computed.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !storage.pointee.style.resolvedMax(isWidth: false, resolved, ownerHeight, ownerWidth).isNaN {
            availableHeight = storage.pointee.style.resolvedMax(isWidth: false, resolved, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            availableHeight = ownerHeight
            heightMode = ownerHeight.isNaN ? .maxContent : .stretchFit
        }
        if storage.pointee.computed.display == .none {
            zeroOutLayout()
        } else if layoutInternal(
            availableWidth: availableWidth, availableHeight: availableHeight, ownerDirection: direction,
            widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: true, depth: 0, context: context)
        {
            setInitialPosition(layoutDirection, ownerWidth, ownerHeight, isRoot: true)
        }
        roundFrames(absoluteLeft: 0, absoluteTop: 0, scale: pointScaleFactor)
        if let error = context.error { throw error }
    }
}
