// Sizing nodes that have no flex children: measured leaves, empty boxes, and
// boxes whose size the constraints already fix.
extension FlexNode {
    /// A leaf with a measure function: ask it for the content size inside padding and border.
    func measureLeaf(_ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
                     _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
                     _ context: LayoutContext)
    {
        let width = widthMode == .maxContent ? Double.nan : availableWidth
        let height = heightMode == .maxContent ? Double.nan : availableHeight
        let rowExtra = padding.left + padding.right + border.left + border.right
        let columnExtra = padding.top + padding.bottom + border.top + border.bottom
        if widthMode == .stretchFit && heightMode == .stretchFit {
            measuredWidth = boundAxis(.row, direction, width, ownerWidth, ownerWidth)
            measuredHeight = boundAxis(.column, direction, height, ownerHeight, ownerWidth)
            return
        }
        let innerWidth = width.isNaN ? width : maxOrDefined(0, width - rowExtra)
        let innerHeight = height.isNaN ? height : maxOrDefined(0, height - columnExtra)
        measureCallCount += 1
        let size = measureFunction!(innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        let contentWidth = context.check(size.width, node: self, function: "measure function (width)")
        let contentHeight = context.check(size.height, node: self, function: "measure function (height)")
        measuredWidth = boundAxis(
            .row, direction, widthMode == .stretchFit ? width : contentWidth + rowExtra, ownerWidth, ownerWidth)
        measuredHeight = boundAxis(
            .column, direction, heightMode == .stretchFit ? height : contentHeight + columnExtra, ownerHeight,
            ownerWidth)
    }

    /// A box without children is as big as the constraints say, or its padding and border.
    func measureEmpty(_ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
                      _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double)
    {
        let width = widthMode == .stretchFit ? availableWidth : padding.left + padding.right + border.left + border.right
        let height = heightMode == .stretchFit
            ? availableHeight : padding.top + padding.bottom + border.top + border.bottom
        measuredWidth = boundAxis(.row, direction, width, ownerWidth, ownerWidth)
        measuredHeight = boundAxis(.column, direction, height, ownerHeight, ownerWidth)
    }

    /// When only measuring and both dimensions are fixed, the children need not be visited.
    func measureFixed(_ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
                      _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double)
        -> Bool
    {
        func isFixed(_ size: Double, _ mode: SizingMode) -> Bool {
            mode == .stretchFit || (!size.isNaN && mode == .fitContent && size <= 0)
        }
        guard isFixed(availableWidth, widthMode) && isFixed(availableHeight, heightMode) else { return false }
        let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
        measuredWidth = boundAxis(.row, direction, width, ownerWidth, ownerWidth)
        measuredHeight = boundAxis(.column, direction, height, ownerHeight, ownerWidth)
        return true
    }

    /// `display: none` removes the whole subtree from layout: every frame becomes zero.
    func zeroOutLayout() {
        position = EdgeValues()
        margin = EdgeValues()
        border = EdgeValues()
        padding = EdgeValues()
        measuredWidth = 0
        measuredHeight = 0
        layoutWidth = 0
        layoutHeight = 0
        hasNewLayout = true
        isDirty = false
        // Positions below were zeroed, so no cached answer may skip relaying them out.
        cache.invalidate()
        computedFlexBasis = .nan
        for child in children { child.zeroOutLayout() }
    }
}
