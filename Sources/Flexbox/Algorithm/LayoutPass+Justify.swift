// STEP 6: main-axis justification and the line's cross size (CSS Flexbox 9.5).
extension LayoutPass {
    func justifyMainAxis(
        _ node: FlexNode, _ line: inout FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: LayoutDirection, _ mainMode: SizingMode, _ crossMode: SizingMode, _ mainAxisOwnerSize: Double,
        _ ownerWidth: Double, _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double,
        _ availableInnerWidth: Double, baselineLayout: Bool, performLayout: Bool
    ) {
        let leadingPaddingAndBorder = node.flexStartPaddingAndBorder(mainAxis, direction, ownerWidth)
        let trailingPaddingAndBorder = node.flexEndPaddingAndBorder(mainAxis, direction, ownerWidth)
        let gap = node.gap(for: mainAxis, availableInnerMainDim)

        // A container sized to its content has no free space, except up to its min size.
        if mainMode == .fitContent, line.remainingFreeSpace > 0 {
            let minimum = node.resolvedMin(mainAxis.dimension, direction, mainAxisOwnerSize, ownerWidth)
            if node.minDimensionValue(mainAxis.dimension).isDefined, !minimum.isNaN {
                let minAvailable = minimum - leadingPaddingAndBorder - trailingPaddingAndBorder
                let occupied = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailable - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leading = 0.0
        var between = gap
        // Negative free space falls back to flex-start for the space-* values.
        var justify = node.styleValue.justifyContent
        if line.remainingFreeSpace < 0, [.spaceBetween, .spaceAround, .spaceEvenly].contains(justify) { justify = .flexStart }
        let count = Double(line.items.count)
        if line.numberOfAutoMargins == 0 {
            switch justify {
            case .flexStart: break
            case .center: leading = line.remainingFreeSpace / 2
            case .flexEnd: leading = line.remainingFreeSpace
            case .spaceBetween:
                if line.items.count > 1 { between += line.remainingFreeSpace / (count - 1) }
            case .spaceEvenly:
                leading = line.remainingFreeSpace / (count + 1)
                between += leading
            case .spaceAround:
                leading = 0.5 * line.remainingFreeSpace / count
                between += leading * 2
            }
        }

        line.mainDim = leadingPaddingAndBorder + leading
        line.crossDim = 0
        var maxAscent = 0.0, maxDescent = 0.0
        let startEdge = mainAxis.startEdge
        let autoMarginShare = line.numberOfAutoMargins > 0 ? line.remainingFreeSpace / Double(line.numberOfAutoMargins) : 0
        for (index, child) in line.items.enumerated() {
            if child.flexStartMarginIsAuto(mainAxis, direction), line.remainingFreeSpace > 0 {
                line.mainDim += autoMarginShare
            }
            if performLayout {
                child.state.setPosition(child.layoutPosition(startEdge) + line.mainDim, startEdge)
            }
            if index != line.items.count - 1 { line.mainDim += between }
            if child.flexEndMarginIsAuto(mainAxis, direction), line.remainingFreeSpace > 0 {
                line.mainDim += autoMarginShare
            }
            if !performLayout, crossMode == .stretchFit {
                // Measuring with an exact cross size: only the main extent matters.
                line.mainDim += child.marginForAxis(mainAxis, availableInnerWidth)
                    + child.boundWithinMinAndMax(direction, mainAxis, child.state.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
                line.crossDim = availableInnerCrossDim
            } else {
                line.mainDim += child.dimensionWithMargin(mainAxis, availableInnerWidth)
                if baselineLayout {
                    let ascent = child.baseline() + child.flexStartMargin(.column, direction, availableInnerWidth)
                    let descent = child.measuredSize(.height) + child.marginForAxis(.column, availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, child.dimensionWithMargin(crossAxis, availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPaddingAndBorder
        if baselineLayout { line.crossDim = maxAscent + maxDescent }
    }
}
