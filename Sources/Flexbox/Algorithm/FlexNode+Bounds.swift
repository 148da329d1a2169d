// Clamping sizes to min/max and to padding and border.
extension FlexNode {
    /// `value` clamped to the node's min and max in `axis` (max first, min wins).
    @inline(__always) func boundWithinMinAndMax(_ direction: LayoutDirection, _ axis: FlexDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double) -> Double {
        let dimension = axis.dimension
        let maximum = resolvedMax(dimension, direction, axisSize, widthSize)
        let minimum = resolvedMin(dimension, direction, axisSize, widthSize)
        if maximum >= 0, value > maximum { return maximum }
        if minimum >= 0, value < minimum { return minimum }
        return value
    }

    /// `value` clamped to min and max, and never below padding plus border.
    @inline(__always) func boundAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double) -> Double {
        maxOrDefined(boundWithinMinAndMax(direction, axis, value, axisSize, widthSize), paddingAndBorderForAxis(axis, direction, widthSize))
    }

    /// Limits an available size (and its mode) by the node's max size plus margins.
    @inline(__always) func constrainMaxSize(_ direction: LayoutDirection, _ axis: FlexDirection, _ ownerAxisSize: Double, _ ownerWidth: Double, _ mode: inout SizingMode, _ size: inout Double) {
        let maxSize = resolvedMax(axis.dimension, direction, ownerAxisSize, ownerWidth) + marginForAxis(axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN, !(size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }
}
