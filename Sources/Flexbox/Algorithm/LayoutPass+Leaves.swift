// Sizing nodes that do not run the flex algorithm: leaves with a measure
// function, leaves without one, and nodes whose size is already fixed.
extension LayoutPass {
    func measureWithFunction(
        _ node: FlexNode, _ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        guard let measure = node.measureFunction else { return }
        let width = widthMode == .maxContent ? Double.nan : availableWidth
        let height = heightMode == .maxContent ? Double.nan : availableHeight
        let padding = node.state.padding, border = node.state.border
        let paddingAndBorderRow = padding.0 + padding.2 + border.0 + border.2
        let paddingAndBorderColumn = padding.1 + padding.3 + border.1 + border.3
        // A measure function is never asked to fit a negative size.
        let innerWidth = width.isNaN ? width : maxOrDefined(0, width - paddingAndBorderRow)
        let innerHeight = height.isNaN ? height : maxOrDefined(0, height - paddingAndBorderColumn)

        if widthMode == .stretchFit, heightMode == .stretchFit {
            node.state.setMeasured(node.boundAxis(.row, direction, width, ownerWidth, ownerWidth), .width)
            node.state.setMeasured(node.boundAxis(.column, direction, height, ownerHeight, ownerWidth), .height)
            return
        }
        measureCount += 1
        let measured = measure(innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        let measuredWidth = widthMode == .stretchFit ? width : measured.width + paddingAndBorderRow
        let measuredHeight = heightMode == .stretchFit ? height : measured.height + paddingAndBorderColumn
        node.state.setMeasured(node.boundAxis(.row, direction, measuredWidth, ownerWidth, ownerWidth), .width)
        node.state.setMeasured(node.boundAxis(.column, direction, measuredHeight, ownerHeight, ownerWidth), .height)
    }

    func measureWithoutChildren(
        _ node: FlexNode, _ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let padding = node.state.padding, border = node.state.border
        var width = availableWidth
        if widthMode != .stretchFit {
            width = padding.0 + padding.2 + border.0 + border.2
        }
        node.state.setMeasured(node.boundAxis(.row, direction, width, ownerWidth, ownerWidth), .width)
        var height = availableHeight
        if heightMode != .stretchFit {
            height = padding.1 + padding.3 + border.1 + border.3
        }
        node.state.setMeasured(node.boundAxis(.column, direction, height, ownerHeight, ownerWidth), .height)
    }

    /// Sizes the node without looking at children when both sizes are fixed;
    /// returns whether it could.
    func measureFixedSize(
        _ node: FlexNode, _ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Bool {
        func isFixed(_ size: Double, _ mode: SizingMode) -> Bool {
            mode == .stretchFit || (!size.isNaN && mode == .fitContent && size <= 0)
        }
        guard isFixed(availableWidth, widthMode), isFixed(availableHeight, heightMode) else { return false }
        let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
        node.state.setMeasured(node.boundAxis(.row, direction, width, ownerWidth, ownerWidth), .width)
        node.state.setMeasured(node.boundAxis(.column, direction, height, ownerHeight, ownerWidth), .height)
        return true
    }

    /// A `display: none` subtree: every frame is zero.
    func zeroOut(_ node: FlexNode) {
        node.state = LayoutState()
        node.state.dimensions = (0, 0)
        node.state.hasNewLayout = true
        for child in node.children { zeroOut(child) }
    }

    /// The space inside padding and border, clamped by the node's min and max.
    func availableInnerDimension(
        _ node: FlexNode, _ direction: LayoutDirection, _ dimension: Dimension, _ available: Double,
        _ paddingAndBorder: Double, _ ownerSize: Double, _ ownerWidth: Double
    ) -> Double {
        var inner = available - paddingAndBorder
        if !inner.isNaN {
            let minimum = node.resolvedMin(dimension, direction, ownerSize, ownerWidth)
            let minInner = minimum.isNaN ? 0 : minimum - paddingAndBorder
            let maximum = node.resolvedMax(dimension, direction, ownerSize, ownerWidth)
            let maxInner = maximum.isNaN ? Double.greatestFiniteMagnitude : maximum - paddingAndBorder
            inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
        }
        return inner
    }
}
