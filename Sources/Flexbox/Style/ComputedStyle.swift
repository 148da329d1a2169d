/// The edge properties of a style, pre-resolved to physical edges for both
/// directions when the style is set, so layout reads one slot instead of
/// walking the start/left/horizontal/all precedence each time.
struct ComputedStyle {
    // The style's enumerations and flags, copied so that layout, which reads them for every child it
    // visits, touches the computed style's first lines and not the style as written.
    var direction: LayoutDirection
    var flexDirection: FlexDirection
    var justifyContent: JustifyContent
    var alignContent: FlexAlign
    var alignItems: FlexAlign
    var alignSelf: FlexAlign
    var positionType: PositionType
    var flexWrap: FlexWrap
    var overflow: Overflow
    var display: Display
    var boxSizing: BoxSizing
    /// Whether any min or max size is set (most nodes have none).
    var hasMinMax: Bool
    /// Whether any gap is set (most nodes have none).
    var hasGap: Bool
    var horizontalInsetsDefined: Bool
    var verticalInsetsDefined: Bool
    var flexGrowFactor: Double
    var flexShrinkFactor: Double
    /// The aspect ratio, NaN when unset.
    var aspectRatio: Double
    /// Preferred sizes after the min == max rule.
    var processedWidth: FlexValue
    var processedHeight: FlexValue
    /// The flex basis in effect: `flex: n > 0` means 0; unset or `auto` is `.undefined`.
    var flexBasis: FlexValue
    var margin: ResolvedEdges
    var padding: ResolvedEdges
    var border: ResolvedEdges
    var position: ResolvedEdges
    /// The edges as written, for a style whose edges are not all fixed (nil otherwise: see ResolvedEdges).
    /// Not counted: the node storage owns it, so copying a computed style stays a plain copy of bytes.
    unowned(unsafe) var general: GeneralEdges?

    /// The computed form of `style`; `owner` receives the general edges it
    /// reads, which must outlive it (nil when every edge is fixed).
    init(_ style: FlexStyle, owner: inout GeneralEdges?) {
        direction = style.direction
        flexDirection = style.flexDirection
        justifyContent = style.justifyContent
        alignContent = style.alignContent
        alignItems = style.alignItems
        alignSelf = style.alignSelf
        positionType = style.positionType
        flexWrap = style.flexWrap
        overflow = style.overflow
        display = style.display
        boxSizing = style.boxSizing
        hasGap = style.gap != FlexGap()
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
        let marginSlots = EdgeSlots(style.margin)
        let paddingSlots = EdgeSlots(style.padding)
        let borderSlots = EdgeSlots(style.border)
        let positionSlots = EdgeSlots(style.position)
        margin = ResolvedEdges(style.margin, slots: marginSlots)
        padding = ResolvedEdges(style.padding, slots: paddingSlots)
        border = ResolvedEdges(style.border, slots: borderSlots)
        position = ResolvedEdges(style.position, slots: positionSlots)
        owner = margin.isFixed && padding.isFixed && border.isFixed && position.isFixed
            ? nil
            : GeneralEdges(margin: marginSlots, padding: paddingSlots, border: borderSlots, position: positionSlots)
        general = owner
        horizontalInsetsDefined = style.horizontalInsetsDefined
        verticalInsetsDefined = style.verticalInsetsDefined
    }

    @_transparent
    func marginValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if margin.isEmpty { return 0 }
        let value = margin.isFixed ? margin.points(edge, direction) : general!.margin.value(edge, direction).resolve(widthSize)
        return value.isNaN ? 0 : value
    }

    @_transparent
    func paddingValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if padding.isEmpty { return 0 }
        let value = padding.isFixed ? padding.points(edge, direction) : general!.padding.value(edge, direction).resolve(widthSize)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    func borderValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        if border.isEmpty { return 0 }
        let value = border.isFixed ? border.points(edge, direction) : general!.border.value(edge, direction).resolve(0)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    func positionValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        if position.isEmpty { return 0 }
        let value = position.isFixed ? position.points(edge, direction) : general!.position.value(edge, direction).resolve(axisSize)
        return value.isNaN ? 0 : value
    }

    /// Whether an inset is set on the edge and is not `auto`.
    @_transparent
    func hasInset(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        if position.isEmpty { return false }
        if position.isFixed { return !position.points(edge, direction).isNaN }
        switch general!.position.value(edge, direction) {
        case .points, .percent: return true
        case .auto, .undefined: return false
        }
    }

    @_transparent
    func marginIsAuto(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Bool {
        !margin.isEmpty && !margin.isFixed && general!.margin.value(edge, direction) == .auto
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
