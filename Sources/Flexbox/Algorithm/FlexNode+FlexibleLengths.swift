// CSS Flexbox §9.7: resolving flexible lengths.
extension FlexNode {
    /// Distributes the line's free space by grow or shrink factors, then lays
    /// out (or measures) every item at its resolved main size.
    func resolveFlexibleLengths(
        _ line: inout FlexLine, mainAxis: FlexDirection, crossAxis: FlexDirection, direction: LayoutDirection,
        ownerWidth: Double, mainAxisOwnerSize: Double, availableInnerMainDim: Double, availableInnerCrossDim: Double,
        availableInnerWidth: Double, availableInnerHeight: Double, mainAxisOverflows: Bool,
        crossMode: SizingMode, performLayout: Bool, depth: Int, context: LayoutContext
    ) {
        let originalFreeSpace = line.remainingFreeSpace
        freezeClampedItems(&line, mainAxis: mainAxis, direction: direction, ownerWidth: ownerWidth,
                           mainAxisOwnerSize: mainAxisOwnerSize, availableInnerMainDim: availableInnerMainDim,
                           availableInnerWidth: availableInnerWidth)
        let distributed = distributeFreeSpace(
            &line, mainAxis: mainAxis, crossAxis: crossAxis, direction: direction, ownerWidth: ownerWidth,
            mainAxisOwnerSize: mainAxisOwnerSize, availableInnerMainDim: availableInnerMainDim,
            availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
            availableInnerHeight: availableInnerHeight, mainAxisOverflows: mainAxisOverflows, crossMode: crossMode,
            performLayout: performLayout, depth: depth, context: context)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// First pass: items whose flexed size would violate min or max are
    /// frozen at the limit, and their factors and space leave the pool.
    private func freezeClampedItems(
        _ line: inout FlexLine, mainAxis: FlexDirection, direction: LayoutDirection, ownerWidth: Double,
        mainAxisOwnerSize: Double, availableInnerMainDim: Double, availableInnerWidth: Double
    ) {
        var deltaFreeSpace = 0.0
        for index in line.start..<line.end {
            let child = children[index]
            guard isLineItem(child) else { continue }
            let basis = child.boundWithinMinAndMax(
                direction, mainAxis, child.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            if line.remainingFreeSpace < 0 {
                let scaledShrink = -child.flexShrinkFactor * basis
                if !scaledShrink.isNaN && scaledShrink != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    let bound = child.boundAxis(mainAxis, direction, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexShrinkScaledFactors -= -child.flexShrinkFactor * child.computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = child.flexGrowFactor
                if !grow.isNaN && grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = child.boundAxis(mainAxis, direction, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Second pass: gives each unfrozen item its share, then sizes the item
    /// with its main size fixed and its cross size stretched or measured.
    /// Returns the space actually handed out.
    private func distributeFreeSpace(
        _ line: inout FlexLine, mainAxis: FlexDirection, crossAxis: FlexDirection, direction: LayoutDirection,
        ownerWidth: Double, mainAxisOwnerSize: Double, availableInnerMainDim: Double, availableInnerCrossDim: Double,
        availableInnerWidth: Double, availableInnerHeight: Double, mainAxisOverflows: Bool,
        crossMode: SizingMode, performLayout: Bool, depth: Int, context: LayoutContext
    ) -> Double {
        var deltaFreeSpace = 0.0
        let isMainRow = mainAxis.isRow
        let wraps = storage.pointee.computed.flexWrap != .nowrap
        let crossIsWidth = crossAxis.isRow
        let crossStart = crossAxis.flexStartEdge
        let crossEnd = crossAxis.flexEndEdge
        for index in line.start..<line.end {
            let child = children[index]
            guard isLineItem(child) else { continue }
            let basis = child.boundWithinMinAndMax(
                direction, mainAxis, child.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            var updatedMainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let scaledShrink = -child.flexShrinkFactor * basis
                if scaledShrink != 0 {
                    let childSize = !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0
                        ? basis + scaledShrink
                        : basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    updatedMainSize = child.boundAxis(
                        mainAxis, direction, childSize, availableInnerMainDim, availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = child.flexGrowFactor
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = child.boundAxis(
                        mainAxis, direction, basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                        availableInnerMainDim, availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - basis

            let marginMain = child.storage.pointee.computed.marginForAxis(mainAxis, availableInnerWidth)
            let marginCross = child.storage.pointee.computed.marginForAxis(crossAxis, availableInnerWidth)
            var childMainSize = updatedMainSize + marginMain
            var childMainMode = SizingMode.stretchFit
            var childCrossSize = Double.nan
            var childCrossMode: SizingMode
            let ratio = child.storage.pointee.computed.aspectRatio
            let crossDefinite = child.hasDefiniteLength(isWidth: crossIsWidth, availableInnerCrossDim)
            let autoCrossMargin = !child.storage.pointee.computed.margin.isEmpty
                && (child.storage.pointee.computed.marginIsAuto(crossStart, direction) || child.storage.pointee.computed.marginIsAuto(crossEnd, direction))
            let stretches = alignment(of: child) == .stretch
            if !ratio.isNaN {
                childCrossSize = (isMainRow ? (childMainSize - marginMain) / ratio
                                            : (childMainSize - marginMain) * ratio) + marginCross
                childCrossMode = .stretchFit
            } else if !availableInnerCrossDim.isNaN && !crossDefinite && crossMode == .stretchFit
                && !(wraps && mainAxisOverflows) && stretches && !autoCrossMargin
            {
                childCrossSize = availableInnerCrossDim
                childCrossMode = .stretchFit
            } else if !crossDefinite {
                childCrossSize = availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = child.resolvedDimension(
                    isWidth: crossIsWidth, direction, availableInnerCrossDim, availableInnerWidth) + marginCross
                var isLoosePercent = false
                if case .percent = child.storage.pointee.style.processedDimension(isWidth: crossIsWidth), crossMode != .stretchFit {
                    isLoosePercent = true
                }
                childCrossMode = childCrossSize.isNaN || isLoosePercent ? .maxContent : .stretchFit
            }
            child.constrainMaxSize(direction, mainAxis, availableInnerMainDim, availableInnerWidth,
                                   &childMainMode, &childMainSize)
            child.constrainMaxSize(direction, crossAxis, availableInnerCrossDim, availableInnerWidth,
                                   &childCrossMode, &childCrossSize)
            let requiresStretchLayout = !crossDefinite && stretches && !autoCrossMargin
            _ = child.layoutInternal(
                availableWidth: isMainRow ? childMainSize : childCrossSize,
                availableHeight: isMainRow ? childCrossSize : childMainSize,
                ownerDirection: direction,
                widthMode: isMainRow ? childMainMode : childCrossMode,
                heightMode: isMainRow ? childCrossMode : childMainMode,
                ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight,
                performLayout: performLayout && !requiresStretchLayout, depth: depth, context: context)
            hadOverflow = hadOverflow || child.hadOverflow
        }
        return deltaFreeSpace
    }
}
