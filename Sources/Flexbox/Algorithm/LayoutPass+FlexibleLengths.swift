// STEP 5: resolving flexible lengths (CSS Flexbox 9.7), in two passes.
extension LayoutPass {
    func resolveFlexibleLengths(
        _ node: FlexNode, _ line: inout FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: LayoutDirection, _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double, _ availableInnerWidth: Double,
        _ availableInnerHeight: Double, _ mainAxisOverflows: Bool, _ crossMode: SizingMode, performLayout: Bool, depth: Int
    ) {
        let originalFreeSpace = line.remainingFreeSpace
        distributeFirstPass(&line, direction, mainAxis, ownerWidth, mainAxisOwnerSize, availableInnerMainDim, availableInnerWidth)
        let distributed = distributeSecondPass(
            &line, node, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize, availableInnerMainDim,
            availableInnerCrossDim, availableInnerWidth, availableInnerHeight, mainAxisOverflows, crossMode,
            performLayout: performLayout, depth: depth)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// First pass: items whose flexed size hits a min or max are frozen at it;
    /// their share leaves the free space and the factors.
    private func distributeFirstPass(
        _ line: inout FlexLine, _ direction: LayoutDirection, _ mainAxis: FlexDirection, _ ownerWidth: Double,
        _ mainAxisOwnerSize: Double, _ availableInnerMainDim: Double, _ availableInnerWidth: Double
    ) {
        var delta = 0.0
        for child in line.items {
            let basis = child.boundWithinMinAndMax(direction, mainAxis, child.state.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            if line.remainingFreeSpace < 0 {
                let scaledShrink = -child.resolvedFlexShrink * basis
                if !scaledShrink.isNaN, scaledShrink != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    let bound = child.boundAxis(mainAxis, direction, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN, !bound.isNaN, base != bound {
                        delta += bound - basis
                        line.totalFlexShrinkScaledFactors -= -child.resolvedFlexShrink * child.state.computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN, line.remainingFreeSpace > 0 {
                let grow = child.resolvedFlexGrow
                if !grow.isNaN, grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = child.boundAxis(mainAxis, direction, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN, !bound.isNaN, base != bound {
                        delta += bound - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= delta
    }

    /// Second pass: every item gets its flexed main size and is laid out
    /// (or measured, when it will be stretched later). Returns the space used.
    private func distributeSecondPass(
        _ line: inout FlexLine, _ node: FlexNode, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: LayoutDirection, _ ownerWidth: Double, _ mainAxisOwnerSize: Double,
        _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double, _ availableInnerWidth: Double,
        _ availableInnerHeight: Double, _ mainAxisOverflows: Bool, _ crossMode: SizingMode, performLayout: Bool, depth: Int
    ) -> Double {
        var delta = 0.0
        let isMainRow = mainAxis.isRow
        let wraps = node.styleValue.flexWrap != .nowrap
        for child in line.items {
            let basis = child.boundWithinMinAndMax(direction, mainAxis, child.state.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            var mainSize = basis
            if !line.remainingFreeSpace.isNaN, line.remainingFreeSpace < 0 {
                let scaledShrink = -child.resolvedFlexShrink * basis
                if scaledShrink != 0 {
                    let size: Double
                    if !line.totalFlexShrinkScaledFactors.isNaN, line.totalFlexShrinkScaledFactors == 0 {
                        size = basis + scaledShrink
                    } else {
                        size = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    }
                    mainSize = child.boundAxis(mainAxis, direction, size, availableInnerMainDim, availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN, line.remainingFreeSpace > 0 {
                let grow = child.resolvedFlexGrow
                if !grow.isNaN, grow != 0 {
                    mainSize = child.boundAxis(mainAxis, direction, basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                                               availableInnerMainDim, availableInnerWidth)
                }
            }
            delta += mainSize - basis

            let marginMain = child.marginForAxis(mainAxis, availableInnerWidth)
            let marginCross = child.marginForAxis(crossAxis, availableInnerWidth)
            var childCrossSize = Double.nan
            var childMainSize = mainSize + marginMain
            var crossModeChild = SizingMode.maxContent
            var mainModeChild = SizingMode.stretchFit
            let ratio = child.resolvedAspectRatio
            let crossDefinite = child.hasDefiniteLength(crossAxis.dimension, availableInnerCrossDim)
            let autoCrossMargins = child.flexStartMarginIsAuto(crossAxis, direction) || child.flexEndMarginIsAuto(crossAxis, direction)
            let stretches = node.alignment(of: child) == .stretch
            if !ratio.isNaN {
                childCrossSize = (isMainRow ? (childMainSize - marginMain) / ratio : (childMainSize - marginMain) * ratio) + marginCross
                crossModeChild = .stretchFit
            } else if !availableInnerCrossDim.isNaN, !crossDefinite, crossMode == .stretchFit, !(wraps && mainAxisOverflows),
                stretches, !autoCrossMargins {
                childCrossSize = availableInnerCrossDim
                crossModeChild = .stretchFit
            } else if !crossDefinite {
                childCrossSize = availableInnerCrossDim
                crossModeChild = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = child.resolvedDimension(direction, crossAxis.dimension, availableInnerCrossDim, availableInnerWidth) + marginCross
                let loosePercent = child.processedDimension(crossAxis.dimension).isPercent && crossMode != .stretchFit
                crossModeChild = childCrossSize.isNaN || loosePercent ? .maxContent : .stretchFit
            }
            child.constrainMaxSize(direction, mainAxis, availableInnerMainDim, availableInnerWidth, &mainModeChild, &childMainSize)
            child.constrainMaxSize(direction, crossAxis, availableInnerCrossDim, availableInnerWidth, &crossModeChild, &childCrossSize)
            let requiresStretch = !crossDefinite && stretches && !autoCrossMargins
            let width = isMainRow ? childMainSize : childCrossSize
            let height = isMainRow ? childCrossSize : childMainSize
            let widthMode = isMainRow ? mainModeChild : crossModeChild
            let heightMode = isMainRow ? crossModeChild : mainModeChild
            layout(child, width, height, node.state.direction, widthMode, heightMode, availableInnerWidth, availableInnerHeight,
                   performLayout: performLayout && !requiresStretch, depth: depth)
            node.state.hadOverflow = node.state.hadOverflow || child.state.hadOverflow
        }
        return delta
    }
}
