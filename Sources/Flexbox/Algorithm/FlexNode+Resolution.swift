// Per-node quantities the algorithm derives from the styleValue.
extension FlexNode {
    @inline(__always) func resolveDirection(_ ownerDirection: LayoutDirection) -> LayoutDirection {
        if styleValue.direction == .inherit { return ownerDirection != .inherit ? ownerDirection : .ltr }
        return styleValue.direction
    }

    /// Grow factor; the root never grows.
    @inline(__always) var resolvedFlexGrow: Double {
        guard hasOwner else { return 0 }
        if let grow = styleValue.flexGrow { return grow }
        if let flex = styleValue.flex, flex > 0 { return flex }
        return 0
    }

    /// Shrink factor; the root never shrinks.
    @inline(__always) var resolvedFlexShrink: Double {
        guard hasOwner else { return 0 }
        if let shrink = styleValue.flexShrink { return shrink }
        if let flex = styleValue.flex, flex < 0 { return -flex }
        return 0
    }

    @inline(__always) var isFlexible: Bool {
        styleValue.positionType != .absolute && (resolvedFlexGrow != 0 || resolvedFlexShrink != 0)
    }

    /// The size value used: max when min and max are equal, else the size.
    @inline(__always) func processedDimension(_ dimension: Dimension) -> FlexValue {
        let maximum = maxDimensionValue(dimension)
        if maximum.isDefined, Self.sameValue(maximum, minDimensionValue(dimension)) { return maximum }
        return dimensionValue(dimension)
    }

    private static func sameValue(_ a: FlexValue, _ b: FlexValue) -> Bool {
        switch (a, b) {
        case let (.points(x), .points(y)), let (.percent(x), .percent(y)): inexactEquals(x, y)
        default: a == b
        }
    }

    @inline(__always) func hasDefiniteLength(_ dimension: Dimension, _ ownerSize: Double) -> Bool {
        let used = processedDimension(dimension).resolve(ownerSize)
        return !used.isNaN && used >= 0
    }

    /// The size in points as a border box, NaN when not definite.
    @inline(__always) func resolvedDimension(_ direction: LayoutDirection, _ dimension: Dimension, _ reference: Double, _ ownerWidth: Double) -> Double {
        boxAdjusted(processedDimension(dimension).resolve(reference), dimension, direction, ownerWidth)
    }

    /// The flex basis in points as a border box, NaN for auto.
    @inline(__always) func resolvedFlexBasis(_ direction: LayoutDirection, _ axis: FlexDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        var basis = styleValue.flexBasis
        if basis == .auto || basis == .undefined {
            basis = (styleValue.flex ?? 0) > 0 ? .points(0) : .auto
        }
        return boxAdjusted(basis.resolve(reference), axis.dimension, direction, ownerWidth)
    }

    /// Offset from insets for relative positioning along an axis.
    @inline(__always) func relativePosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if styleValue.positionType == .static { return 0 }
        let start = positionValue(axis.inlineStartEdge(direction), direction)
        if start.isDefined, !start.isAuto { return positionAt(axis.inlineStartEdge(direction), direction, axisSize) }
        return -positionAt(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// Sets the starting positions: margins plus relative offsets, on all four edges.
    func setInitialPosition(_ direction: LayoutDirection, _ ownerWidth: Double, _ ownerHeight: Double) {
        let effective: LayoutDirection = hasOwner ? direction : .ltr
        let mainAxis = styleValue.flexDirection.resolved(for: effective)
        let crossAxis = mainAxis.crossAxis(for: effective)
        let relativeMain = relativePosition(mainAxis, effective, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(crossAxis, effective, mainAxis.isRow ? ownerHeight : ownerWidth)
        state.setPosition(inlineStartMargin(mainAxis, direction, ownerWidth) + relativeMain, mainAxis.inlineStartEdge(direction))
        state.setPosition(inlineEndMargin(mainAxis, direction, ownerWidth) + relativeMain, mainAxis.inlineEndEdge(direction))
        state.setPosition(inlineStartMargin(crossAxis, direction, ownerWidth) + relativeCross, crossAxis.inlineStartEdge(direction))
        state.setPosition(inlineEndMargin(crossAxis, direction, ownerWidth) + relativeCross, crossAxis.inlineEndEdge(direction))
    }

    @inline(__always) func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        measuredSize(axis.dimension) + marginForAxis(axis, widthSize)
    }

    @inline(__always) func isLayoutDimensionDefined(_ axis: FlexDirection) -> Bool {
        let value = measuredSize(axis.dimension)
        return !value.isNaN && value >= 0
    }

    /// The children that take part in layout (all of them; `display: none`
    /// children are skipped where it matters).
    @inline(__always) var layoutChildren: [FlexNode] { children }

    /// Cross-axis alignment of `child` in this container.
    @inline(__always) func alignment(of child: FlexNode) -> FlexAlign {
        let align = child.styleValue.alignSelf == .auto ? styleValue.alignItems : child.styleValue.alignSelf
        if align == .baseline, !styleValue.flexDirection.isRow { return .flexStart }
        return align
    }
}
