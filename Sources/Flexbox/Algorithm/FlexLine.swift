/// One line of flex items and the running numbers of its layout (STEP 4).
struct FlexLine {
    var items: [FlexNode] = []
    /// Outer main sizes of the items (bases clamped by min/max, plus margins and gaps).
    var sizeConsumed = 0.0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors = 0.0
    var totalFlexShrinkScaledFactors = 0.0
    var remainingFreeSpace = 0.0
    /// Main-axis extent after justification.
    var mainDim = 0.0
    /// Cross-axis extent of the line.
    var crossDim = 0.0
}

extension LayoutPass {
    /// Collects the items of the next line, starting at `start` among the
    /// children; advances `start` past them.
    func nextFlexLine(
        _ node: FlexNode, _ ownerDirection: LayoutDirection, _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerWidth: Double, _ availableInnerMainDim: Double, start: inout Int, lineIndex: Int
    ) -> FlexLine {
        var line = FlexLine()
        line.items.reserveCapacity(node.children.count - start)
        let direction = node.resolveDirection(ownerDirection)
        let mainAxis = node.styleValue.flexDirection.resolved(for: direction)
        let wraps = node.styleValue.flexWrap != .nowrap
        let gap = node.gap(for: mainAxis, availableInnerMainDim)
        var consumedWithMinimum = 0.0
        let children = node.children
        while start < children.count {
            let child = children[start]
            if child.styleValue.display == .none || child.styleValue.positionType == .absolute {
                start += 1
                continue
            }
            let isFirst = line.items.isEmpty
            // Counted before the fit check, as Yoga does: an item moving to the
            // next line still counts its auto margins here.
            if child.flexStartMarginIsAuto(mainAxis, ownerDirection) { line.numberOfAutoMargins += 1 }
            if child.flexEndMarginIsAuto(mainAxis, ownerDirection) { line.numberOfAutoMargins += 1 }
            child.state.lineIndex = lineIndex
            let margin = child.marginForAxis(mainAxis, availableInnerWidth)
            let leadingGap = isFirst ? 0 : gap
            let basis = child.boundWithinMinAndMax(direction, mainAxis, child.state.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            // An item that does not fit starts the next line (never the first of a line).
            if consumedWithMinimum + basis + margin + leadingGap > availableInnerMainDim, wraps, !isFirst { break }
            consumedWithMinimum += basis + margin + leadingGap
            line.sizeConsumed += basis + margin + leadingGap
            if child.isFlexible {
                line.totalFlexGrowFactors += child.resolvedFlexGrow
                line.totalFlexShrinkScaledFactors += -child.resolvedFlexShrink * child.state.computedFlexBasis
            }
            line.items.append(child)
            start += 1
        }
        // Factors that sum below 1 distribute as if they summed to 1 (CSS 9.7).
        if line.totalFlexGrowFactors > 0, line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0, line.totalFlexShrinkScaledFactors < 1 { line.totalFlexShrinkScaledFactors = 1 }
        return line
    }
}
