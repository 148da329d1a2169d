// Resolving style lengths to points for one layout pass. Percentages of
// margin and padding resolve against the containing block's width, as in CSS.
extension FlexStyle {

    @_transparent
    func paddingValue(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let value = padding.value(edge, direction).resolve(widthSize)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    func borderValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        let value = border.value(edge, direction).resolve(0)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    func paddingAndBorder(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingValue(edge, direction, widthSize) + borderValue(edge, direction)
    }

    /// Leading plus trailing padding and border along an axis.
    @_transparent
    func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        if padding.isEmptyFast && border.isEmptyFast { return 0 }
        return axis.isRow
            ? paddingAndBorder(.left, direction, widthSize) + paddingAndBorder(.right, direction, widthSize)
            : paddingAndBorder(.top, direction, widthSize) + paddingAndBorder(.bottom, direction, widthSize)
    }

    /// The gap between items along an axis (column gap on rows), never negative.
    @_transparent
    func gapForAxis(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = (axis.isRow ? gap.resolvedColumn : gap.resolvedRow).resolve(ownerSize)
        return value.isNaN || value < 0 ? 0 : value
    }

    @_transparent
    var horizontalInsetsDefined: Bool {
        position.left.isDefined || position.right.isDefined || position.all.isDefined
            || position.horizontal.isDefined || position.start.isDefined || position.end.isDefined
    }

    @_transparent
    var verticalInsetsDefined: Bool {
        position.top.isDefined || position.bottom.isDefined || position.all.isDefined || position.vertical.isDefined
    }

    /// The aspect ratio in effect (0 and infinity mean none).
    @_transparent
    var effectiveAspectRatio: Double {
        guard let ratio = aspectRatio, ratio > 0, ratio.isFinite else { return .nan }
        return ratio
    }

    @_transparent
    func minDimension(isWidth: Bool) -> FlexValue { isWidth ? minWidth : minHeight }
    @_transparent
    func maxDimension(isWidth: Bool) -> FlexValue { isWidth ? maxWidth : maxHeight }

    /// The preferred size, or the limit when min and max pin it (Yoga's rule).
    @_transparent
    func processedDimension(isWidth: Bool) -> FlexValue {
        let maxValue = isWidth ? maxWidth : maxHeight
        if maxValue.isDefined && maxValue == (isWidth ? minWidth : minHeight) { return maxValue }
        return isWidth ? width : height
    }

    /// Padding plus border that content-box sizes add; 0 for border-box.
    @_transparent
    func boxSizingExtra(isWidth: Bool, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        boxSizing == .borderBox ? 0 : paddingAndBorderForAxis(isWidth ? .row : .column, direction, widthSize)
    }

    @_transparent
    func resolvedMin(isWidth: Bool, _ direction: LayoutDirection, _ reference: Double, _ widthSize: Double) -> Double {
        let value = minDimension(isWidth: isWidth).resolve(reference)
        if value.isNaN { return value }
        return value + boxSizingExtra(isWidth: isWidth, direction, widthSize)
    }

    @_transparent
    func resolvedMax(isWidth: Bool, _ direction: LayoutDirection, _ reference: Double, _ widthSize: Double) -> Double {
        let value = maxDimension(isWidth: isWidth).resolve(reference)
        if value.isNaN { return value }
        return value + boxSizingExtra(isWidth: isWidth, direction, widthSize)
    }
}

extension FlexEdges {
    /// A cheap test that skips edge resolution for the common all-unset case.
    @_transparent
    var isEmptyFast: Bool { isEmpty }
}
