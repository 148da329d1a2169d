// CSS Flexbox §9.5 step 12: main-axis alignment (auto margins, justify-content, gaps).
extension FlexNode {
    /// Places the line's items along the main axis and measures the line:
    /// `line.mainDim` becomes its main extent and `line.crossDim` its tallest item.
    func justifyMainAxis(
        _ line: inout FlexLine, mainAxis: FlexDirection, crossAxis: FlexDirection, direction: LayoutDirection,
        mainMode: SizingMode, crossMode: SizingMode, mainAxisOwnerSize: Double, ownerWidth: Double,
        availableInnerMainDim: Double, availableInnerCrossDim: Double, availableInnerWidth: Double,
        performLayout: Bool, baselineLayout: Bool, context: LayoutContext
    ) {
        let leadingPaddingBorder = storage.pointee.computed.paddingAndBorder(mainAxis.flexStartEdge, direction, ownerWidth)
        let trailingPaddingBorder = storage.pointee.computed.paddingAndBorder(mainAxis.flexEndEdge, direction, ownerWidth)
        let gap = gapForAxis(mainAxis, availableInnerMainDim)

        // An "at most" container sizes to its content, so only a min size leaves free space to justify.
        if mainMode == .fitContent && line.remainingFreeSpace > 0 {
            let minMain = storage.pointee.style.resolvedMin(isWidth: mainAxis.isRow, direction, mainAxisOwnerSize, ownerWidth)
            if !minMain.isNaN {
                let minAvailable = minMain - leadingPaddingBorder - trailingPaddingBorder
                let occupied = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailable - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim = 0.0
        var betweenMainDim = gap
        // Negative free space falls back to flex-start for the distributed values (CSS Box Alignment).
        var justify = storage.pointee.computed.justifyContent
        if !(line.remainingFreeSpace >= 0) {
            switch justify {
            case .spaceBetween, .spaceAround, .spaceEvenly: justify = .flexStart
            default: break
            }
        }
        if line.numberOfAutoMargins == 0 {
            let free = line.remainingFreeSpace
            let count = Double(line.itemCount)
            switch justify {
            case .flexStart: break
            case .center: leadingMainDim = free / 2
            case .flexEnd: leadingMainDim = free
            case .spaceBetween:
                if line.itemCount > 1 { betweenMainDim += free / (count - 1) }
            case .spaceEvenly:
                leadingMainDim = free / (count + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                leadingMainDim = 0.5 * free / count
                betweenMainDim += leadingMainDim * 2
            }
        }

        line.mainDim = leadingPaddingBorder + leadingMainDim
        line.crossDim = 0
        var maxAscent = 0.0
        var maxDescent = 0.0
        let startEdge = mainAxis.flexStartEdge
        let endEdge = mainAxis.flexEndEdge
        let canSkipFlex = !performLayout && crossMode == .stretchFit
        let autoMarginShare = line.remainingFreeSpace > 0 ? line.remainingFreeSpace / Double(line.numberOfAutoMargins) : 0
        var placed = 0
        for index in line.start..<line.end {
            let child = children[index]
            guard isLineItem(child) else { continue }
            placed += 1
            let hasMargins = !child.storage.pointee.computed.margin.isEmpty
            if hasMargins && line.remainingFreeSpace > 0 && child.storage.pointee.computed.marginIsAuto(startEdge, direction) {
                line.mainDim += autoMarginShare
            }
            if performLayout { child.position[startEdge] += line.mainDim }
            if placed < line.itemCount { line.mainDim += betweenMainDim }
            if hasMargins && line.remainingFreeSpace > 0 && child.storage.pointee.computed.marginIsAuto(endEdge, direction) {
                line.mainDim += autoMarginShare
            }
            if canSkipFlex {
                // Measuring with an exact cross size: the flex bases are enough to size the line.
                line.mainDim += child.storage.pointee.computed.marginForAxis(mainAxis, availableInnerWidth)
                    + child.boundWithinMinAndMax(direction, mainAxis, child.computedFlexBasis, mainAxisOwnerSize,
                                                 ownerWidth)
                line.crossDim = availableInnerCrossDim
            } else {
                line.mainDim += child.dimensionWithMargin(mainAxis, availableInnerWidth)
                if baselineLayout {
                    let ascent = child.baseline(context) + child.storage.pointee.computed.marginValue(.top, direction, availableInnerWidth)
                    let descent = child.measuredHeight + child.storage.pointee.computed.marginForAxis(.column, availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, child.dimensionWithMargin(crossAxis, availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPaddingBorder
        if baselineLayout { line.crossDim = maxAscent + maxDescent }
    }
}
