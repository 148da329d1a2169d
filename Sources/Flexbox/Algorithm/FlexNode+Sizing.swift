// Per-node size arithmetic shared by every step of the algorithm.
extension FlexNode {
    @inline(__always)
    func resolveDirection(_ ownerDirection: LayoutDirection) -> LayoutDirection {
        if style.direction != .inherit { return style.direction }
        return ownerDirection == .inherit ? .ltr : ownerDirection
    }

    @inline(__always)
    func measured(_ axis: FlexDirection) -> Double { axis.isRow ? measuredWidth : measuredHeight }

    @inline(__always)
    func setMeasured(_ axis: FlexDirection, _ value: Double) {
        if axis.isRow { measuredWidth = value } else { measuredHeight = value }
    }

    /// Whether the style gives this dimension a definite, non-negative length against `ownerSize`.
    @inline(__always)
    func hasDefiniteLength(isWidth: Bool, _ ownerSize: Double) -> Bool {
        let value = style.processedDimension(isWidth: isWidth).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    /// The style's border-box length for a dimension (content-box sizes get padding and border added).
    @inline(__always)
    func resolvedDimension(isWidth: Bool, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double)
        -> Double
    {
        let value = style.processedDimension(isWidth: isWidth).resolve(reference)
        if style.boxSizing == .borderBox || value.isNaN { return value }
        return value + style.paddingAndBorderForAxis(isWidth ? .row : .column, direction, ownerWidth)
    }

    /// The flex basis from the style (`flex: n > 0` means a zero basis), with box sizing applied.
    @inline(__always)
    func resolvedFlexBasis(_ direction: LayoutDirection, _ mainAxis: FlexDirection, _ reference: Double,
                           _ ownerWidth: Double) -> Double
    {
        var basis = style.flexBasis
        if !basis.isDefined || basis == .auto {
            if let flex = style.flex, flex > 0 { basis = .points(0) } else { return .nan }
        }
        let value = basis.resolve(reference)
        if style.boxSizing == .borderBox || value.isNaN { return value }
        return value + style.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
    }

    @inline(__always)
    var flexGrowFactor: Double {
        if let grow = style.flexGrow { return grow }
        if let flex = style.flex, flex > 0 { return flex }
        return 0
    }

    @inline(__always)
    var flexShrinkFactor: Double {
        if let shrink = style.flexShrink { return shrink }
        if let flex = style.flex, flex < 0 { return -flex }
        return 0
    }

    @inline(__always)
    var isFlexible: Bool {
        style.positionType != .absolute && (flexGrowFactor != 0 || flexShrinkFactor != 0)
    }

    /// Clamps a main- or cross-axis length by min and max (max first, as the spec's "clamp").
    @inline(__always)
    func boundWithinMinAndMax(_ direction: LayoutDirection, _ axis: FlexDirection, _ value: Double,
                              _ axisSize: Double, _ widthSize: Double) -> Double
    {
        let isWidth = axis.isRow
        let maxValue = style.resolvedMax(isWidth: isWidth, direction, axisSize, widthSize)
        if maxValue >= 0 && value > maxValue { return maxValue }
        let minValue = style.resolvedMin(isWidth: isWidth, direction, axisSize, widthSize)
        if minValue >= 0 && value < minValue { return minValue }
        return value
    }

    /// Clamps by min and max, and never below padding plus border.
    @inline(__always)
    func boundAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ value: Double, _ axisSize: Double,
                   _ widthSize: Double) -> Double
    {
        maxOrDefined(boundWithinMinAndMax(direction, axis, value, axisSize, widthSize),
                     style.paddingAndBorderForAxis(axis, direction, widthSize))
    }

    @inline(__always)
    func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        measured(axis) + style.marginForAxis(axis, widthSize)
    }

    /// The offset a relative position adds along an axis (static positioning ignores insets).
    @inline(__always)
    func relativePosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if style.positionType == .static || style.position.isEmptyFast { return 0 }
        let start = axis.inlineStartEdge(direction)
        if style.hasInset(start, direction) { return style.positionValue(start, direction, axisSize) }
        return -style.positionValue(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// Seeds the four position edges with margins plus relative offsets; the
    /// flex algorithm then adds line and alignment offsets on the start edges.
    func setInitialPosition(_ direction: LayoutDirection, _ ownerWidth: Double, _ ownerHeight: Double, isRoot: Bool) {
        let effective = isRoot ? LayoutDirection.ltr : direction
        let mainAxis = style.flexDirection.resolved(effective)
        let crossAxis = mainAxis.crossAxis(effective)
        let relativeMain = relativePosition(mainAxis, effective, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(crossAxis, effective, mainAxis.isRow ? ownerHeight : ownerWidth)
        position[mainAxis.inlineStartEdge(direction)] =
            style.marginValue(mainAxis.inlineStartEdge(direction), direction, ownerWidth) + relativeMain
        position[mainAxis.inlineEndEdge(direction)] =
            style.marginValue(mainAxis.inlineEndEdge(direction), direction, ownerWidth) + relativeMain
        position[crossAxis.inlineStartEdge(direction)] =
            style.marginValue(crossAxis.inlineStartEdge(direction), direction, ownerWidth) + relativeCross
        position[crossAxis.inlineEndEdge(direction)] =
            style.marginValue(crossAxis.inlineEndEdge(direction), direction, ownerWidth) + relativeCross
    }

    /// Resolves the cross-axis alignment of a child in this container.
    @inline(__always)
    func alignment(of child: FlexNode) -> FlexAlign {
        let align = child.style.alignSelf == .auto ? style.alignItems : child.style.alignSelf
        if align == .baseline && !style.flexDirection.isRow { return .flexStart }
        return align
    }

    /// Max size limits an available length: exact lengths are capped, unconstrained ones become "at most".
    @inline(__always)
    func constrainMaxSize(_ direction: LayoutDirection, _ axis: FlexDirection, _ ownerAxisSize: Double,
                          _ ownerWidth: Double, _ mode: inout SizingMode, _ size: inout Double)
    {
        let maxSize = style.resolvedMax(isWidth: axis.isRow, direction, ownerAxisSize, ownerWidth)
            + style.marginForAxis(axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN && !(size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }
}
