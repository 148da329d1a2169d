// Per-node size arithmetic shared by every step of the algorithm.
extension FlexNode {
    @_transparent
    func resolveDirection(_ ownerDirection: LayoutDirection) -> LayoutDirection {
        if storage.pointee.computed.direction != .inherit { return storage.pointee.computed.direction }
        return ownerDirection == .inherit ? .ltr : ownerDirection
    }

    @_transparent
    func measured(_ axis: FlexDirection) -> Double { axis.isRow ? measuredWidth : measuredHeight }

    @_transparent
    func setMeasured(_ axis: FlexDirection, _ value: Double) {
        if axis.isRow { measuredWidth = value } else { measuredHeight = value }
    }

    /// Whether the style gives this dimension a definite, non-negative length against `ownerSize`.
    @_transparent
    func hasDefiniteLength(isWidth: Bool, _ ownerSize: Double) -> Bool {
        let value = (isWidth ? storage.pointee.computed.processedWidth : storage.pointee.computed.processedHeight).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    /// The style's border-box length for a dimension (content-box sizes get padding and border added).
    @_transparent
    func resolvedDimension(isWidth: Bool, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double)
        -> Double
    {
        let value = (isWidth ? storage.pointee.computed.processedWidth : storage.pointee.computed.processedHeight).resolve(reference)
        if storage.pointee.computed.boxSizing == .borderBox || value.isNaN { return value }
        return value + storage.pointee.computed.paddingAndBorderForAxis(isWidth ? .row : .column, direction, ownerWidth)
    }

    /// The flex basis from the style (`flex: n > 0` means a zero basis), with box sizing applied.
    @_transparent
    func resolvedFlexBasis(_ direction: LayoutDirection, _ mainAxis: FlexDirection, _ reference: Double,
                           _ ownerWidth: Double) -> Double
    {
        let value = storage.pointee.computed.flexBasis.resolve(reference)
        if storage.pointee.computed.boxSizing == .borderBox || value.isNaN { return value }
        return value + storage.pointee.computed.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
    }

    @_transparent
    var flexGrowFactor: Double { storage.pointee.computed.flexGrowFactor }

    @_transparent
    var flexShrinkFactor: Double { storage.pointee.computed.flexShrinkFactor }

    @_transparent
    var isFlexible: Bool {
        storage.pointee.computed.positionType != .absolute && (flexGrowFactor != 0 || flexShrinkFactor != 0)
    }

    /// Clamps a main- or cross-axis length by min and max (max first, as the spec's "clamp").
    @_transparent
    func boundWithinMinAndMax(_ direction: LayoutDirection, _ axis: FlexDirection, _ value: Double,
                              _ axisSize: Double, _ widthSize: Double) -> Double
    {
        if !storage.pointee.computed.hasMinMax { return value }
        let isWidth = axis.isRow
        let maxValue = storage.pointee.style.resolvedMax(isWidth: isWidth, direction, axisSize, widthSize)
        if maxValue >= 0 && value > maxValue { return maxValue }
        let minValue = storage.pointee.style.resolvedMin(isWidth: isWidth, direction, axisSize, widthSize)
        if minValue >= 0 && value < minValue { return minValue }
        return value
    }

    /// Clamps by min and max, and never below padding plus border.
    @_transparent
    func boundAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ value: Double, _ axisSize: Double,
                   _ widthSize: Double) -> Double
    {
        maxOrDefined(boundWithinMinAndMax(direction, axis, value, axisSize, widthSize),
                     storage.pointee.computed.paddingAndBorderForAxis(axis, direction, widthSize))
    }

    @_transparent
    func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        measured(axis) + storage.pointee.computed.marginForAxis(axis, widthSize)
    }

    /// The offset a relative position adds along an axis (static positioning ignores insets).
    @_transparent
    func relativePosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if storage.pointee.computed.positionType == .static || storage.pointee.computed.position.isEmpty { return 0 }
        let start = axis.inlineStartEdge(direction)
        if storage.pointee.computed.hasInset(start, direction) { return storage.pointee.computed.positionValue(start, direction, axisSize) }
        return -storage.pointee.computed.positionValue(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// Seeds the four position edges with margins plus relative offsets; the
    /// flex algorithm then adds line and alignment offsets on the start edges.
    func setInitialPosition(_ direction: LayoutDirection, _ ownerWidth: Double, _ ownerHeight: Double, isRoot: Bool) {
        if storage.pointee.computed.margin.isEmpty && storage.pointee.computed.position.isEmpty {
            position = EdgeValues()
            return
        }
        let effective = isRoot ? LayoutDirection.ltr : direction
        let mainAxis = storage.pointee.computed.flexDirection.resolved(effective)
        let crossAxis = mainAxis.crossAxis(effective)
        let relativeMain = relativePosition(mainAxis, effective, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(crossAxis, effective, mainAxis.isRow ? ownerHeight : ownerWidth)
        position[mainAxis.inlineStartEdge(direction)] =
            storage.pointee.computed.marginValue(mainAxis.inlineStartEdge(direction), direction, ownerWidth) + relativeMain
        position[mainAxis.inlineEndEdge(direction)] =
            storage.pointee.computed.marginValue(mainAxis.inlineEndEdge(direction), direction, ownerWidth) + relativeMain
        position[crossAxis.inlineStartEdge(direction)] =
            storage.pointee.computed.marginValue(crossAxis.inlineStartEdge(direction), direction, ownerWidth) + relativeCross
        position[crossAxis.inlineEndEdge(direction)] =
            storage.pointee.computed.marginValue(crossAxis.inlineEndEdge(direction), direction, ownerWidth) + relativeCross
    }

    /// Resolves the cross-axis alignment of a child in this container.
    @_transparent
    func alignment(of child: FlexNode) -> FlexAlign {
        let align = child.storage.pointee.computed.alignSelf == .auto ? storage.pointee.computed.alignItems : child.storage.pointee.computed.alignSelf
        if align == .baseline && !storage.pointee.computed.flexDirection.isRow { return .flexStart }
        return align
    }

    /// Max size limits an available length: exact lengths are capped, unconstrained ones become "at most".
    @_transparent
    func constrainMaxSize(_ direction: LayoutDirection, _ axis: FlexDirection, _ ownerAxisSize: Double,
                          _ ownerWidth: Double, _ mode: inout SizingMode, _ size: inout Double)
    {
        if !storage.pointee.computed.hasMinMax { return }
        let maxSize = storage.pointee.style.resolvedMax(isWidth: axis.isRow, direction, ownerAxisSize, ownerWidth)
            + storage.pointee.computed.marginForAxis(axis, ownerWidth)
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
