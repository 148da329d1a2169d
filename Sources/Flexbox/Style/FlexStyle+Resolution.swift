import Foundation

// Resolving edges, sizes and gaps of a style to points, with Yoga's rules.
// NaN stands for "undefined" throughout the algorithm.
extension FlexStyle {
    @inline(__always) func marginValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        margin.resolved(edge, direction)
    }

    @inline(__always) func positionValue(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        position.resolved(edge, direction)
    }

    @inline(__always) func margin(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        orZero(margin.resolved(edge, direction).resolve(widthSize))
    }

    @inline(__always) func paddingAt(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        max(orZero(padding.resolved(edge, direction).resolve(widthSize)), 0)
    }

    @inline(__always) func borderAt(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        max(orZero(border.resolved(edge, direction).resolve(0)), 0)
    }

    @inline(__always) func positionAt(_ edge: PhysicalEdge, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
        orZero(position.resolved(edge, direction).resolve(axisSize))
    }

    // Flex-relative (start/end of the axis as items flow).
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
        inlineStartMargin(axis, .ltr, widthSize) + inlineEndMargin(axis, .ltr, widthSize)
    }

    @inline(__always) func flexStartPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingAt(axis.startEdge, direction, widthSize) + borderAt(axis.startEdge, direction)
    }
    @inline(__always) func flexEndPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingAt(axis.endEdge, direction, widthSize) + borderAt(axis.endEdge, direction)
    }
    @inline(__always) func inlineStartPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingAt(axis.inlineStartEdge(direction), direction, widthSize) + borderAt(axis.inlineStartEdge(direction), direction)
    }
    @inline(__always) func inlineEndPaddingAndBorder(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        paddingAt(axis.inlineEndEdge(direction), direction, widthSize) + borderAt(axis.inlineEndEdge(direction), direction)
    }

    /// Padding plus border of an axis.
    @inline(__always) func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        inlineStartPaddingAndBorder(axis, direction, widthSize) + inlineEndPaddingAndBorder(axis, direction, widthSize)
    }

    @inline(__always) func paddingAndBorder(for dimension: Dimension, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
        let axis: FlexDirection = dimension == .width ? .row : .column
        return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
    }

    /// Borders of an axis (LTR).
    @inline(__always) func borderForAxis(_ axis: FlexDirection) -> Double {
        borderAt(axis.inlineStartEdge(.ltr), .ltr) + borderAt(axis.inlineEndEdge(.ltr), .ltr)
    }

    @inline(__always) func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        margin.resolved(axis.startEdge, direction).isAuto
    }
    @inline(__always) func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: LayoutDirection) -> Bool {
        margin.resolved(axis.endEdge, direction).isAuto
    }

    /// The gap between items along `axis`, never negative.
    @inline(__always) func gap(for axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = axis.isRow ? (columnGap.isDefined ? columnGap : gap) : (rowGap.isDefined ? rowGap : gap)
        return max(orZero(value.resolve(ownerSize)), 0)
    }

    @inline(__always) func dimensionValue(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? width : height
    }
    @inline(__always) func minDimensionValue(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? minWidth : minHeight
    }
    @inline(__always) func maxDimensionValue(_ dimension: Dimension) -> FlexValue {
        dimension == .width ? maxWidth : maxHeight
    }

    /// The min size in points (border box), NaN when unset.
    @inline(__always) func resolvedMin(_ dimension: Dimension, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        boxAdjusted(minDimensionValue(dimension).resolve(reference), dimension, direction, ownerWidth)
    }

    /// The max size in points (border box), NaN when unset.
    @inline(__always) func resolvedMax(_ dimension: Dimension, _ direction: LayoutDirection, _ reference: Double, _ ownerWidth: Double) -> Double {
        boxAdjusted(maxDimensionValue(dimension).resolve(reference), dimension, direction, ownerWidth)
    }

    /// A content-box size turned into a border-box one.
    @inline(__always) func boxAdjusted(_ value: Double, _ dimension: Dimension, _ direction: LayoutDirection, _ ownerWidth: Double) -> Double {
        guard boxSizing == .contentBox, !value.isNaN else { return value }
        return value + paddingAndBorder(for: dimension, direction, ownerWidth)
    }

    /// The usable aspect ratio, NaN when unset or 0.
    @inline(__always) var resolvedAspectRatio: Double {
        guard let ratio = aspectRatio, ratio > 0, ratio.isFinite else { return .nan }
        return ratio
    }
}

@inline(__always) func orZero(_ value: Double) -> Double { value.isNaN ? 0 : value }

/// Yoga's `maxOrDefined`: the larger defined value, or the defined one.
@inline(__always) func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN, !b.isNaN { return max(a, b) }
    return a.isNaN ? b : a
}

/// Yoga's `minOrDefined`.
@inline(__always) func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN, !b.isNaN { return min(a, b) }
    return a.isNaN ? b : a
}

/// Equal within 0.0001, or both undefined.
@inline(__always) func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN, !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}
