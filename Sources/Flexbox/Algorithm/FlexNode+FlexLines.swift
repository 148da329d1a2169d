// CSS Flexbox §9.3: collecting flex items into flex lines.

/// How far items may overflow a line before the next one starts: one
/// Chromium layout unit (1/64 px). Items whose sizes add up exactly to the
/// container (80% + 20%, ten times 10%) overflow it by floating-point error
/// only, and Chromium, which stores lengths in 1/64 px, keeps them on one line.
let lineBreakTolerance = 1.0 / 64

extension FlexNode {
    /// Collects the next line starting at child `start`: items are added until
    /// the next would overflow the available main size (only when wrapping).
    func collectFlexLine(
        from start: Int, lineIndex: Int, direction: LayoutDirection, mainAxis: FlexDirection,
        ownerWidth: Double, mainAxisOwnerSize: Double, availableInnerWidth: Double, availableInnerMainDim: Double
    ) -> FlexLine {
        var line = FlexLine(start: start, end: start)
        let wraps = storage.pointee.computed.flexWrap != .nowrap
        let gap = gapForAxis(mainAxis, availableInnerMainDim)
        let startEdge = mainAxis.flexStartEdge
        let endEdge = mainAxis.flexEndEdge
        var index = start
        let count = children.count
        while index < count {
            let child = children[index]
            if child.storage.pointee.computed.display == .none || child.storage.pointee.computed.positionType == .absolute {
                index += 1
                continue
            }
            let childMargin = child.storage.pointee.computed.marginForAxis(mainAxis, availableInnerWidth)
            let leadingGap = line.itemCount == 0 ? 0 : gap
            let basis = child.boundWithinMinAndMax(
                direction, mainAxis, child.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            if wraps && line.itemCount > 0
                && line.sizeConsumed + basis + childMargin + leadingGap > availableInnerMainDim + lineBreakTolerance
            {
                break
            }
            if !child.storage.pointee.computed.margin.isEmpty {
                if child.storage.pointee.computed.marginIsAuto(startEdge, direction) { line.numberOfAutoMargins += 1 }
                if child.storage.pointee.computed.marginIsAuto(endEdge, direction) { line.numberOfAutoMargins += 1 }
            }
            child.lineIndex = lineIndex
            line.sizeConsumed += basis + childMargin + leadingGap
            if child.isFlexible {
                line.totalFlexGrowFactors += child.flexGrowFactor
                line.totalFlexShrinkScaledFactors += -child.flexShrinkFactor * child.computedFlexBasis
            }
            line.itemCount += 1
            index += 1
        }
        line.end = index
        // Factors summing below 1 distribute all the free space anyway (Yoga behaviour).
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        return line
    }

    /// Whether a child in `start..<end` is an item of the line (in flow and displayed).
    @inline(__always)
    func isLineItem(_ child: FlexNode) -> Bool {
        child.storage.pointee.computed.display != .none && child.storage.pointee.computed.positionType != .absolute
    }
}
