// Reusing a container's max-content measurement for a fit-content request.
//
// A container measured with an exact cross size and an unbounded main axis
// is often measured again, in the same layout call, with its main axis
// limited to the space its parent found for it: the parent's own layout pass
// passes its inner size down as a fit-content limit. When nothing in the
// container can see that limit (no percentages of the main size, no min or
// max, no wrapping, no scrolling, no gap; children sized by their content or
// by points) and its content fits within it, the answer is the same, as CSS
// defines fit-content: min(max-content, limit). Yoga measures again; in a
// nested column every level adds one more such request, so a node at depth k
// was measured k + 2 times. Measured leaves follow the rule Yoga already
// applies to them (`CachedMeasurement.canServe`): a measure function answers
// a limit that holds its unlimited size with that size.
extension FlexNode {
    /// Whether this container's own style leaves its measurement blind to a
    /// fit-content limit on its main axis.
    var measureHoldsUnderLimitLocally: Bool {
        let computed = storage.pointee.computed
        // Columns only: in a row the limit is a width, and children resolve percentages of padding and
        // margin against the container's inner width, which the limit would define.
        // Its own margin and padding in points: a percentage resolves against the owner's width, which
        // the cache does not key on, so two requests could see different values.
        return !computed.flexDirection.isRow && !computed.hasMinMax && computed.flexWrap == .nowrap
            && (computed.margin.isEmpty || computed.margin.isFixed) && (computed.padding.isEmpty || computed.padding.isFixed) && computed.overflow != .scroll
            && !computed.hasGap && computed.aspectRatio.isNaN
    }

    /// Whether this child's flex basis, just computed for a container
    /// measured with an unbounded main axis, would be the same under a
    /// fit-content limit that holds the container's content.
    func basisHoldsUnderLimit(mainAxis: FlexDirection, direction: LayoutDirection) -> Bool {
        let computed = storage.pointee.computed
        guard computed.flexBasis == .undefined, !computed.hasMinMax, computed.aspectRatio.isNaN,
            computed.padding.isEmpty || computed.padding.isFixed
        else { return false }
        // Percentages resolve against the owner's width, which the child's cache does not key on; negative or
        // auto margins could let one item outgrow the content the limit holds.
        if !computed.margin.isEmpty {
            guard computed.margin.isFixed else { return false }
            let leading = computed.margin.points(mainAxis.flexStartEdge, direction)
            let trailing = computed.margin.points(mainAxis.flexEndEdge, direction)
            guard !(leading < 0) && !(trailing < 0) else { return false }
        }
        switch mainAxis.isRow ? computed.processedWidth : computed.processedHeight {
        case .points: return true
        case .percent: return false
        case .auto, .undefined:
            if measureFunction != nil || children.isEmpty { return true }
            return computed.flexDirection.isRow == mainAxis.isRow && storage.pointee.measureHoldsUnderLimit
        }
    }

    /// A measurement entry that answers a fit-content request on the main
    /// axis: made for the same exact cross size with the main axis
    /// unbounded, marked as blind to a limit, and within this one.
    func fitContentReuse(
        widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double, ownerWidth: Double
    ) -> CachedMeasurement? {
        let mainIsRow = storage.pointee.computed.flexDirection.isRow
        guard !mainIsRow else { return nil }
        let mainMode = mainIsRow ? widthMode : heightMode
        let crossMode = mainIsRow ? heightMode : widthMode
        guard mainMode == .fitContent, crossMode == .stretchFit, !hasBaselineAncestor else { return nil }
        let limit = mainIsRow ? width : height
        let cross = mainIsRow ? height : width
        let margin = storage.pointee.computed.marginForAxis(mainIsRow ? .row : .column, ownerWidth)
        for entry in cache.measurements where entry.holdsUnderLimit {
            let entryMainMode = mainIsRow ? entry.widthMode : entry.heightMode
            let entryCrossMode = mainIsRow ? entry.heightMode : entry.widthMode
            let entryCross = mainIsRow ? entry.availableHeight : entry.availableWidth
            let entryMain = mainIsRow ? entry.computedWidth : entry.computedHeight
            if entryMainMode == .maxContent && entryCrossMode == .stretchFit && inexactEquals(entryCross, cross)
                && entryMain + margin <= limit
            {
                var served = entry
                served.holdsUnderLimit = false
                return served
            }
        }
        return nil
    }

    /// Whether a row above aligns items by baseline: a baseline is read from
    /// the sizes and positions the latest measurement left on the nodes below
    /// (as in Yoga), which a reused answer would not refresh.
    private var hasBaselineAncestor: Bool {
        var ancestor = parent
        while let node = ancestor {
            if node.isBaselineLayout { return true }
            ancestor = node.parent
        }
        return false
    }
}
