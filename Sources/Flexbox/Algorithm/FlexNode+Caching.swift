// Layout caching: a node that is clean, or already visited in this layout
// call, answers a repeated request from its cache instead of laying out again.
extension FlexNode {
    /// Lays out or measures through the cache. Returns whether the node was
    /// actually recomputed.
    @discardableResult
    func layoutInternal(
        availableWidth: Double, availableHeight: Double, ownerDirection: LayoutDirection,
        widthMode: SizingMode, heightMode: SizingMode, ownerWidth: Double, ownerHeight: Double,
        performLayout: Bool, depth: Int, context: LayoutContext
    ) -> Bool {
        let depth = depth + 1
        let mustVisit = ((isDirty || context.recomputeAll) && cache.generation != context.generation) || cache.ownerDirection != ownerDirection
        if mustVisit { cache.invalidate() }

        var hit: CachedMeasurement?
        if !mustVisit {
            if measureFunction != nil {
                let marginRow = storage.pointee.computed.marginForAxis(.row, ownerWidth)
                let marginColumn = storage.pointee.computed.marginForAxis(.column, ownerWidth)
                if cache.layout.canServe(
                    widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                    marginRow: marginRow, marginColumn: marginColumn, scale: context.scale)
                {
                    hit = cache.layout
                } else {
                    for entry in cache.measurements where entry.canServe(
                        widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                        marginRow: marginRow, marginColumn: marginColumn, scale: context.scale)
                    {
                        hit = entry
                        break
                    }
                }
            } else if performLayout {
                if cache.layout.matches(widthMode: widthMode, width: availableWidth, heightMode: heightMode,
                                        height: availableHeight)
                {
                    hit = cache.layout
                }
            } else {
                for entry in cache.measurements
                where entry.matches(widthMode: widthMode, width: availableWidth, heightMode: heightMode,
                                    height: availableHeight)
                {
                    hit = entry
                    break
                }
                if hit == nil && measureFunction == nil && context.reusesFitContent,
                    let served = fitContentReuse(
                        widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                        ownerWidth: ownerWidth)
                {
                    // Remembered as if measured, so later requests find what they would have found.
                    cache.store(
                        CachedMeasurement(
                            availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
                            heightMode: heightMode, computedWidth: served.computedWidth,
                            computedHeight: served.computedHeight),
                        isLayout: false)
                    hit = served
                }
            }
        }

        if let hit {
            measuredWidth = hit.computedWidth
            measuredHeight = hit.computedHeight
            storage.pointee.measureHoldsUnderLimit = hit.holdsUnderLimit
        } else {
            layoutPassCount += 1
            layoutImpl(
                availableWidth: availableWidth, availableHeight: availableHeight, ownerDirection: ownerDirection,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                performLayout: performLayout, depth: depth, context: context)
            cache.ownerDirection = ownerDirection
            cache.generation = context.generation
            cache.store(
                CachedMeasurement(
                    availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
                    heightMode: heightMode, computedWidth: measuredWidth, computedHeight: measuredHeight,
                    holdsUnderLimit: storage.pointee.measureHoldsUnderLimit),
                isLayout: performLayout)
            if performLayout { hasNewLayout = true }
        }
        if performLayout {
            // A leaf may be served from a measurement entry with a new size; its frame must be rounded again.
            if layoutWidth != measuredWidth || layoutHeight != measuredHeight { hasNewLayout = true }
            layoutWidth = measuredWidth
            layoutHeight = measuredHeight
            isDirty = false
        }
        return hit == nil
    }
}
