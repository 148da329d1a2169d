/// The edge properties of a style, pre-resolved to physical edges for both
/// directions when the style is set, so layout reads one slot instead of
/// walking the start/left/horizontal/all precedence each time.
struct ComputedStyle {
    var margin: ResolvedEdges
    var padding: ResolvedEdges
    var border: ResolvedEdges
    var position: ResolvedEdges
    var horizontalInsetsDefined: Bool
    var verticalInsetsDefined: Bool
    /// Preferred sizes after the min == max rule.
    var processedWidth: FlexValue
    var processedHeight: FlexValue
    /// Whether any min or max size is set (most nodes have none).
    var hasMinMax: Bool
    var flexGrowFactor: Double
    var flexShrinkFactor: Double
    /// The flex basis in effect: `flex: n > 0` means 0; unset or `auto` is `.undefined`.
    var flexBasis: FlexValue
    /// The aspect ratio, NaN when unset.
    var aspectRatio: Double

    init(_ style: FlexStyle) {
        processedWidth = style.processedDimension(isWidth: true)
        processedHeight = style.processedDimension(isWidth: false)
        hasMinMax = style.minWidth.isDefined || style.minHeight.isDefined || style.maxWidth.isDefined
            || style.maxHeight.isDefined
        if let grow = style.flexGrow {
            flexGrowFactor = grow
        } else if let flex = style.flex, flex > 0 {
            flexGrowFactor = flex
        } else {
            flexGrowFactor = 0
        }
        if let shrink = style.flexShrink {
            flexShrinkFactor = shrink
        } else if let flex = style.flex, flex < 0 {
            flexShrinkFactor = -flex
        } else {
            flexShrinkFactor = 0
        }
        switch style.flexBasis {
        case .points, .percent: flexBasis = style.flexBasis
        case .auto, .undefined:
            if let flex = style.flex, flex > 0 { flexBasis = .points(0) } else { flexBasis = .undefined }
        }
        aspectRatio = style.effectiveAspectRatio
        margin = ResolvedEdges(style.margin)
        padding = ResolvedEdges(style.padding)
        border = ResolvedEdges(style.border)
        position = ResolvedEdges(style.position)
        horizontalInsetsDefined = style.horizontalInsetsDefined
        verticalInsetsDefined = style.verticalInsetsDefined
    }

    @_transparent
    func marginValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if margin.isEmpty { return 0 }
        let value = margin.value(edge, direction).resolve(widthSize)
        return value.isNaN ? 0 : value
    }

    @_transparent
    func paddingValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if padding.isEmpty { return 0 }
        let value = padding.value(edge, direction).resolve(widthSize)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    func borderValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        if border.isEmpty { return 0 }
        let value = border.value(edge, direction).resolve(0)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    func positionValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if position.isEmpty { return 0 }
        let value = position.value(edge, direction).resolve(axisSize)
        return value.isNaN ? 0 : value
    }

    /// Whether an inset is set on the edge and is not `auto`.
    @_transparent
    func hasInset(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        if position.isEmpty { return false }
        switch position.value(edge, direction) {
        case .points, .percent: return true
        case .auto, .undefined: return false
        }
    }

    @_transparent
    func marginIsAuto(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        !margin.isEmpty && margin.value(edge, direction) == .auto
    }

    /// Start plus end margin along an axis (as Yoga does, resolved in LTR terms).
    @_transparent
    func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        if margin.isEmpty { return 0 }
        return axis.isRow
            ? marginValue(.left, .ltr, widthSize) + marginValue(.right, .ltr, widthSize)
            : marginValue(.top, .ltr, widthSize) + marginValue(.bottom, .ltr, widthSize)
    }

    @_transparent
    func paddingAndBorder(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingValue(edge, direction, widthSize) + borderValue(edge, direction)
    }

    /// Leading plus trailing padding and border along an axis.
    @_transparent
    func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if padding.isEmpty && border.isEmpty { return 0 }
        return axis.isRow
            ? paddingAndBorder(.left, direction, widthSize) + paddingAndBorder(.right, direction, widthSize)
            : paddingAndBorder(.top, direction, widthSize) + paddingAndBorder(.bottom, direction, widthSize)
    }
}
