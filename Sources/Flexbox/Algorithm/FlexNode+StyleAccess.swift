// Style values read field by field from the node's stored style. Calling a
// method on the whole style (or on one of its edge groups) would copy it on
// every call; these reads load only the value needed.
enum EdgeGroup {
    case margin, padding, border, position
}

enum EdgeField {
    case left, top, right, bottom, start, end, horizontal, vertical, all
}

extension FlexNode {
    @inline(__always) func edgeField(_ group: EdgeGroup, _ field: EdgeField) -> FlexValue {
        switch (group, field) {
        case (.margin, .left): styleValue.margin.left
        case (.margin, .top): styleValue.margin.top
        case (.margin, .right): styleValue.margin.right
        case (.margin, .bottom): styleValue.margin.bottom
        case (.margin, .start): styleValue.margin.start
        case (.margin, .end): styleValue.margin.end
        case (.margin, .horizontal): styleValue.margin.horizontal
        case (.margin, .vertical): styleValue.margin.vertical
        case (.margin, .all): styleValue.margin.all
        case (.padding, .left): styleValue.padding.left
        case (.padding, .top): styleValue.padding.top
        case (.padding, .right): styleValue.padding.right
        case (.padding, .bottom): styleValue.padding.bottom
        case (.padding, .start): styleValue.padding.start
        case (.padding, .end): styleValue.padding.end
        case (.padding, .horizontal): styleValue.padding.horizontal
        case (.padding, .vertical): styleValue.padding.vertical
        case (.padding, .all): styleValue.padding.all
        case (.border, .left): styleValue.border.left
        case (.border, .top): styleValue.border.top
        case (.border, .right): styleValue.border.right
        case (.border, .bottom): styleValue.border.bottom
        case (.border, .start): styleValue.border.start
        case (.border, .end): styleValue.border.end
        case (.border, .horizontal): styleValue.border.horizontal
        case (.border, .vertical): styleValue.border.vertical
        case (.border, .all): styleValue.border.all
        case (.position, .left): styleValue.position.left
        case (.position, .top): styleValue.position.top
        case (.position, .right): styleValue.position.right
        case (.position, .bottom): styleValue.position.bottom
        case (.position, .start): styleValue.position.start
        case (.position, .end): styleValue.position.end
        case (.position, .horizontal): styleValue.position.horizontal
        case (.position, .vertical): styleValue.position.vertical
        case (.position, .all): styleValue.position.all
        }
    }

    /// The value of a physical edge, with Yoga's precedence of logical and shorthand edges.
    @inline(__always) func edgeValue(_ group: EdgeGroup, _ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        switch edge {
        case .left, .right:
            let logical: EdgeField = (edge == .left) == (direction != .rtl) ? .start : .end
            let value = edgeField(group, logical)
            if direction != .inherit, value.isDefined { return value }
            let physical = edgeField(group, edge == .left ? .left : .right)
            if physical.isDefined { return physical }
            let horizontal = edgeField(group, .horizontal)
            return horizontal.isDefined ? horizontal : edgeField(group, .all)
        case .top, .bottom:
            let physical = edgeField(group, edge == .top ? .top : .bottom)
            if physical.isDefined { return physical }
            let vertical = edgeField(group, .vertical)
            return vertical.isDefined ? vertical : edgeField(group, .all)
        }
    }

    @inline(__always) func positionValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        edgeValue(.position, edge, direction)
    }
    @inline(__always) func margin(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        orZero(edgeValue(.margin, edge, direction).resolve(widthSize))
    }
    @inline(__always) func paddingAt(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        max(orZero(edgeValue(.padding, edge, direction).resolve(widthSize)), 0)
    }
    @inline(__always) func borderAt(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        max(orZero(edgeValue(.border, edge, direction).resolve(0)), 0)
    }
    @inline(__always) func positionAt(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        orZero(edgeValue(.position, edge, direction).resolve(axisSize))
    }
    @inline(__always) func flexStartMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.startEdge, direction, widthSize)
    }
    @inline(__always) func flexEndMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.endEdge, direction, widthSize)
    }
    @inline(__always) func inlineStartMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.inlineStartEdge(direction), direction, widthSize)
    }
    @inline(__always) func inlineEndMargin(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.inlineEndEdge(direction), direction, widthSize)
    }
    /// Both margins of an axis (resolved as LTR, as Yoga does).
    @inline(__always) func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        axis.isRow ? margin(.left, .ltr, widthSize) + margin(.right, .ltr, widthSize)
            : margin(.top, .ltr, widthSize) + margin(.bottom, .ltr, widthSize)
    }
    @inline(__always) func flexStartPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingAt(axis.startEdge, direction, widthSize) + borderAt(axis.startEdge, direction)
    }
    @inline(__always) func flexEndPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingAt(axis.endEdge, direction, widthSize) + borderAt(axis.endEdge, direction)
    }
    @inline(__always) func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let start = axis.inlineStartEdge(direction), end = axis.inlineEndEdge(direction)
        return paddingAt(start, direction, widthSize) + borderAt(start, direction) + paddingAt(end, direction, widthSize) + borderAt(end, direction)
    }
    @inline(__always) func paddingAndBorder(for dimension: Dimension, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let axis: FlexDirection = dimension == .width ? .row : .column
        return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
    }
    @inline(__always) func borderForAxis(_ axis: FlexDirection) -> Double {
        borderAt(axis.inlineStartEdge(.ltr), .ltr) + borderAt(axis.inlineEndEdge(.ltr), .ltr)
    }
    @inline(__always) func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        edgeValue(.margin, axis.startEdge, direction).isAuto
    }
    @inline(__always) func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        edgeValue(.margin, axis.endEdge, direction).isAuto
    }
    @inline(__always) func gap(for axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = axis.isRow ? (styleValue.columnGap.isDefined ? styleValue.columnGap : styleValue.gap)
            : (styleValue.rowGap.isDefined ? styleValue.rowGap : styleValue.gap)
        return max(orZero(value.resolve(ownerSize)), 0)
    }
    @inline(__always) func dimensionValue(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? styleValue.width : styleValue.height
    }
    @inline(__always) func minDimensionValue(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? styleValue.minWidth : styleValue.minHeight
    }
    @inline(__always) func maxDimensionValue(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? styleValue.maxWidth : styleValue.maxHeight
    }
    @inline(__always) func boxAdjusted(_ value: Double, _ dimension: Dimension, _ direction: LayoutDirection, _ ownerWidth: Double) -> Double {
        guard styleValue.boxSizing == .contentBox, !value.isNaN else { return value }
        return value + paddingAndBorder(for: dimension, direction, ownerWidth)
    }
    @inline(__always) func resolvedMin(_ dimension: Dimension, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        boxAdjusted(minDimensionValue(dimension).resolve(reference), dimension, direction, ownerWidth)
    }
    @inline(__always) func resolvedMax(_ dimension: Dimension, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        boxAdjusted(maxDimensionValue(dimension).resolve(reference), dimension, direction, ownerWidth)
    }
    @inline(__always) var resolvedAspectRatio: Double {
        guard let ratio = styleValue.aspectRatio, ratio > 0, ratio.isFinite else { return .nan }
        return ratio
    }
}

// Layout results read field by field, for the same reason: a method call on
// the whole state would copy it (and retain its cache array).
extension FlexNode {
    @inline(__always) func measuredSize(_ dimension: Dimension) -> Double {
        dimension == .width ? state.measured.0 : state.measured.1
    }

    @inline(__always) func layoutPosition(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: state.position.0
        case .top: state.position.1
        case .right: state.position.2
        case .bottom: state.position.3
        }
    }

    @inline(__always) func layoutBorder(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: state.border.0
        case .top: state.border.1
        case .right: state.border.2
        case .bottom: state.border.3
        }
    }

    @inline(__always) func layoutPadding(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: state.padding.0
        case .top: state.padding.1
        case .right: state.padding.2
        case .bottom: state.padding.3
        }
    }
}
