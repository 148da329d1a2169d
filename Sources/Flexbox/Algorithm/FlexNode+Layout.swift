// The flex layout driver, following CSS Flexbox §9 "Flex Layout Algorithm"
// (https://www.w3.org/TR/css-flexbox-1/#layout-algorithm). The STEP numbers
// are Yoga's (CalculateLayout's STEP 1-11), so the two read side by side;
// each step also cites the spec step it implements. The concerns live in
// sibling files.
extension FlexNode {
    /// Lays out (or, with `performLayout` false, only measures) this node for
    /// the given available size, which includes the node's margins.
    func layoutImpl(
        availableWidth: Double, availableHeight: Double, ownerDirection: LayoutDirection,
        widthMode: SizingMode, heightMode: SizingMode, ownerWidth: Double, ownerHeight: Double,
        performLayout: Bool, depth: Int, context: LayoutContext
    ) {
        storage.pointee.measureHoldsUnderLimit = false
        // STEP 1 (Yoga's numbering): resolve direction, margins, border and padding for this pass.
        let direction = resolveDirection(ownerDirection)
        layoutDirection = direction
        let rowAxis = FlexDirection.row.resolved(direction)
        let startEdge: PhysicalEdge = direction == .ltr ? .left : .right
        let endEdge: PhysicalEdge = direction == .ltr ? .right : .left
        margin[startEdge] = storage.pointee.computed.marginValue(rowAxis.inlineStartEdge(direction), direction, ownerWidth)
        margin[endEdge] = storage.pointee.computed.marginValue(rowAxis.inlineEndEdge(direction), direction, ownerWidth)
        margin.top = storage.pointee.computed.marginValue(.top, direction, ownerWidth)
        margin.bottom = storage.pointee.computed.marginValue(.bottom, direction, ownerWidth)
        let marginAxisRow = margin.left + margin.right
        let marginAxisColumn = margin.top + margin.bottom
        border.left = storage.pointee.computed.borderValue(.left, direction)
        border.right = storage.pointee.computed.borderValue(.right, direction)
        border.top = storage.pointee.computed.borderValue(.top, direction)
        border.bottom = storage.pointee.computed.borderValue(.bottom, direction)
        padding.left = storage.pointee.computed.paddingValue(.left, direction, ownerWidth)
        padding.right = storage.pointee.computed.paddingValue(.right, direction, ownerWidth)
        padding.top = storage.pointee.computed.paddingValue(.top, direction, ownerWidth)
        padding.bottom = storage.pointee.computed.paddingValue(.bottom, direction, ownerWidth)

        if measureFunction != nil {
            measureLeaf(direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn, widthMode,
                        heightMode, ownerWidth, ownerHeight, context)
            return
        }
        if children.isEmpty {
            measureEmpty(direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn, widthMode,
                         heightMode, ownerWidth, ownerHeight)
            return
        }
        if !performLayout && measureFixed(direction, availableWidth - marginAxisRow,
                                          availableHeight - marginAxisColumn, widthMode, heightMode, ownerWidth,
                                          ownerHeight)
        {
            return
        }
        hadOverflow = false

        // STEP 2: determine the main and cross axes and the available inner space (§9.2 steps 1-2).
        let mainAxis = storage.pointee.computed.flexDirection.resolved(direction)
        let crossAxis = mainAxis.crossAxis(direction)
        let isMainRow = mainAxis.isRow
        let wraps = storage.pointee.computed.flexWrap != .nowrap
        let mainAxisOwnerSize = isMainRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainRow ? ownerHeight : ownerWidth
        let paddingAndBorderAxisMain = storage.pointee.computed.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
        let paddingAndBorderAxisCross = storage.pointee.computed.paddingAndBorderForAxis(crossAxis, direction, ownerWidth)
        let leadingPaddingAndBorderCross = storage.pointee.computed.paddingAndBorder(crossAxis.flexStartEdge, direction, ownerWidth)
        var mainMode = isMainRow ? widthMode : heightMode
        let crossMode = isMainRow ? heightMode : widthMode
        let paddingAndBorderAxisRow = isMainRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain
        let availableInnerWidth = availableInnerDimension(
            isWidth: true, direction, availableWidth - marginAxisRow, paddingAndBorderAxisRow, ownerWidth, ownerWidth)
        let availableInnerHeight = availableInnerDimension(
            isWidth: false, direction, availableHeight - marginAxisColumn, paddingAndBorderAxisColumn, ownerHeight,
            ownerWidth)
        var availableInnerMainDim = isMainRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: determine the flex base size of each item (§9.2 step 3).
        let tracksLimit = !performLayout && mainMode == .maxContent && crossMode == .stretchFit
            && measureHoldsUnderLimitLocally
        var totalMainDim = computeFlexBases(
            availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
            widthMode: widthMode, heightMode: heightMode, direction: direction, mainAxis: mainAxis,
            performLayout: performLayout, tracksLimit: tracksLimit, depth: depth, context: context)
        if children.count > 1 {
            totalMainDim += gapForAxis(mainAxis, availableInnerMainDim) * Double(children.count - 1)
        }
        let mainAxisOverflows = mainMode != .maxContent && totalMainDim > availableInnerMainDim
        if wraps && mainAxisOverflows && mainMode == .fitContent { mainMode = .stretchFit }

        // STEP 4: collect items into lines, then resolve each line (STEPS 5-7) (§9.3 step 5, §9.7, §9.5 step 12).
        var lineStart = 0
        var lineCount = 0
        var totalLineCrossDim = 0.0
        let crossAxisGap = gapForAxis(crossAxis, availableInnerCrossDim)
        var maxLineMainDim = 0.0
        let baselineLayout = isBaselineLayout
        while lineStart < children.count {
            var line = collectFlexLine(
                from: lineStart, lineIndex: lineCount, direction: direction, mainAxis: mainAxis,
                ownerWidth: ownerWidth, mainAxisOwnerSize: mainAxisOwnerSize, availableInnerWidth: availableInnerWidth,
                availableInnerMainDim: availableInnerMainDim)
            lineStart = line.end
            if line.itemCount == 0 && line.end >= children.count && lineCount > 0 { break }
            let canSkipFlex = !performLayout && crossMode == .stretchFit

            // STEP 5a: an indefinite main size is the content size, clamped by min and max (§9.2 step 4).
            var sizeBasedOnContent = false
            if mainMode != .stretchFit && !storage.pointee.computed.hasMinMax {
                // No limits: the content size is the main size (the common case of the branch below).
                if line.totalFlexGrowFactors == 0 || (depth == 1 ? 0 : flexGrowFactor) == 0 {
                    availableInnerMainDim = line.sizeConsumed
                }
                sizeBasedOnContent = true
            } else if mainMode != .stretchFit {
                let minInnerMain = storage.pointee.style.resolvedMin(isWidth: isMainRow, direction, mainAxisOwnerSize, ownerWidth)
                    - (isMainRow ? paddingAndBorderAxisRow : paddingAndBorderAxisColumn)
                let maxInnerMain = storage.pointee.style.resolvedMax(isWidth: isMainRow, direction, mainAxisOwnerSize, ownerWidth)
                    - (isMainRow ? paddingAndBorderAxisRow : paddingAndBorderAxisColumn)
                if !minInnerMain.isNaN && line.sizeConsumed < minInnerMain {
                    availableInnerMainDim = minInnerMain
                } else if !maxInnerMain.isNaN && line.sizeConsumed > maxInnerMain {
                    availableInnerMainDim = maxInnerMain
                } else {
                    if line.totalFlexGrowFactors == 0 || (depth == 1 ? 0 : flexGrowFactor) == 0 {
                        availableInnerMainDim = line.sizeConsumed
                    }
                    sizeBasedOnContent = true
                }
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                line.remainingFreeSpace = -line.sizeConsumed
            }

            // STEP 5b: resolve flexible lengths and size each item (§9.7, §9.4 step 7).
            if !canSkipFlex {
                resolveFlexibleLengths(
                    &line, mainAxis: mainAxis, crossAxis: crossAxis, direction: direction, ownerWidth: ownerWidth,
                    mainAxisOwnerSize: mainAxisOwnerSize, availableInnerMainDim: availableInnerMainDim,
                    availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
                    availableInnerHeight: availableInnerHeight, mainAxisOverflows: mainAxisOverflows,
                    crossMode: crossMode, performLayout: performLayout, depth: depth, context: context)
            }
            hadOverflow = hadOverflow || line.remainingFreeSpace < 0

            // STEP 6a: main-axis justification (§9.5 step 12).
            justifyMainAxis(
                &line, mainAxis: mainAxis, crossAxis: crossAxis, direction: direction, mainMode: mainMode,
                crossMode: crossMode, mainAxisOwnerSize: mainAxisOwnerSize, ownerWidth: ownerWidth,
                availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
                availableInnerWidth: availableInnerWidth, performLayout: performLayout, baselineLayout: baselineLayout,
                context: context)

            // STEP 6b: the line's cross size (§9.4 step 8); a single-line container's line fills it (step 15).
            var containerCrossAxis = availableInnerCrossDim
            if crossMode != .stretchFit {
                containerCrossAxis = boundAxis(crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                                               crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
            }
            if !wraps && crossMode == .stretchFit { line.crossDim = availableInnerCrossDim }
            if !wraps {
                line.crossDim = boundAxis(crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                                          crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
            }

            // STEP 7: cross-axis alignment of the line's items (§9.4 step 11, §9.6 step 13-14).
            if performLayout {
                alignItemsInLine(
                    line, mainAxis: mainAxis, crossAxis: crossAxis, direction: direction,
                    containerCrossAxis: containerCrossAxis, totalLineCrossDim: totalLineCrossDim,
                    leadingPaddingAndBorderCross: leadingPaddingAndBorderCross,
                    availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
                    availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight, depth: depth,
                    context: context)
            }
            totalLineCrossDim += line.crossDim + (lineCount != 0 ? crossAxisGap : 0)
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
            lineCount += 1
        }

        // STEP 8: multi-line content alignment: distribute cross space among lines and align within them (§9.6 step 15-16, §9.4 step 8).
        if performLayout && (wraps || baselineLayout) {
            alignContent(
                lineCount: lineCount, mainAxis: mainAxis, crossAxis: crossAxis, direction: direction,
                crossMode: crossMode, totalLineCrossDim: totalLineCrossDim, crossAxisGap: crossAxisGap,
                paddingAndBorderAxisCross: paddingAndBorderAxisCross,
                leadingPaddingAndBorderCross: leadingPaddingAndBorderCross, crossAxisOwnerSize: crossAxisOwnerSize,
                ownerWidth: ownerWidth, availableInnerCrossDim: availableInnerCrossDim,
                availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight, depth: depth,
                context: context)
        }

        // STEP 9: the container's own size (§9.2 step 4, §9.4 step 15).
        measuredWidth = boundAxis(.row, direction, availableWidth - marginAxisRow, ownerWidth, ownerWidth)
        measuredHeight = boundAxis(.column, direction, availableHeight - marginAxisColumn, ownerHeight, ownerWidth)
        let scrolls = storage.pointee.computed.overflow == .scroll
        if mainMode == .maxContent || (!scrolls && mainMode == .fitContent) {
            setMeasured(mainAxis, boundAxis(mainAxis, direction, maxLineMainDim, mainAxisOwnerSize, ownerWidth))
        } else if mainMode == .fitContent && scrolls {
            setMeasured(mainAxis, maxOrDefined(
                minOrDefined(availableInnerMainDim + paddingAndBorderAxisMain,
                             boundWithinMinAndMax(direction, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)),
                paddingAndBorderAxisMain))
        }
        if crossMode == .maxContent || (!scrolls && crossMode == .fitContent) {
            setMeasured(crossAxis, boundAxis(crossAxis, direction, totalLineCrossDim + paddingAndBorderAxisCross,
                                             crossAxisOwnerSize, ownerWidth))
        } else if crossMode == .fitContent && scrolls {
            setMeasured(crossAxis, maxOrDefined(
                minOrDefined(availableInnerCrossDim + paddingAndBorderAxisCross,
                             boundWithinMinAndMax(direction, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross,
                                                  crossAxisOwnerSize, ownerWidth)),
                paddingAndBorderAxisCross))
        }
        guard performLayout else { return }

        // STEP 9 (end): wrap-reverse flips lines across the cross axis (§5.2).
        if storage.pointee.computed.flexWrap == .wrapReverse {
            for child in children where child.storage.pointee.computed.positionType != .absolute {
                child.position[crossAxis.flexStartEdge] = measured(crossAxis)
                    - child.position[crossAxis.flexStartEdge] - child.measured(crossAxis)
            }
        }

        // STEP 11: reversed axes were laid out from their start edge; derive left/top (§5.1). Done before
        // STEP 10 here (Yoga runs it after): absolute children place themselves against final frames either way.
        let mainReversed = mainAxis == .rowReverse || mainAxis == .columnReverse
        let crossReversed = crossAxis == .rowReverse || crossAxis == .columnReverse
        if mainReversed || crossReversed {
            for child in children where isLineItem(child) {
                if mainReversed { setTrailingPosition(of: child, in: self, axis: mainAxis) }
                if crossReversed { setTrailingPosition(of: child, in: self, axis: crossAxis) }
            }
        }

        // STEP 10: absolutely positioned descendants, against this containing block (§4.1).
        if storage.pointee.computed.positionType != .static || depth == 1 {
            layoutAbsoluteDescendants(
                containingNode: self, widthMode: isMainRow ? mainMode : crossMode, direction: direction,
                offsetLeft: 0, offsetTop: 0, depth: depth, context: context)
        }
    }

    /// The available inner length (content box), clamped by min and max; NaN stays NaN.
    private func availableInnerDimension(
        isWidth: Bool, _ direction: LayoutDirection, _ available: Double, _ paddingAndBorder: Double,
        _ ownerSize: Double, _ ownerWidth: Double
    ) -> Double {
        var inner = available - paddingAndBorder
        if !inner.isNaN && !storage.pointee.computed.hasMinMax {
            return maxOrDefined(inner, 0)
        }
        if !inner.isNaN {
            let minValue = storage.pointee.style.resolvedMin(isWidth: isWidth, direction, ownerSize, ownerWidth)
            let maxValue = storage.pointee.style.resolvedMax(isWidth: isWidth, direction, ownerSize, ownerWidth)
            let minInner = minValue.isNaN ? 0 : minValue - paddingAndBorder
            let maxInner = maxValue.isNaN ? Double.greatestFiniteMagnitude : maxValue - paddingAndBorder
            inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
        }
        return inner
    }

    /// STEP 3 for every child: seeds positions, zeroes hidden subtrees, and sums the outer flex bases.
    private func computeFlexBases(
        availableInnerWidth: Double, availableInnerHeight: Double, widthMode: SizingMode, heightMode: SizingMode,
        direction: LayoutDirection, mainAxis: FlexDirection, performLayout: Bool, tracksLimit: Bool, depth: Int,
        context: LayoutContext
    ) -> Double {
        var total = 0.0
        var holdsUnderLimit = tracksLimit
        // A lone flexible child of an exactly sized container gets a zero basis: it will take all the space anyway.
        var singleFlexChild: FlexNode?
        if (mainAxis.isRow ? widthMode : heightMode) == .stretchFit {
            for child in children where child.isFlexible {
                if singleFlexChild != nil || inexactEquals(child.flexGrowFactor, 0)
                    || inexactEquals(child.flexShrinkFactor, 0)
                {
                    singleFlexChild = nil
                    break
                }
                singleFlexChild = child
            }
        }
        for child in children {
            if child.storage.pointee.computed.display == .none {
                child.zeroOutLayout()
                continue
            }
            if performLayout {
                child.setInitialPosition(child.resolveDirection(direction), availableInnerWidth, availableInnerHeight,
                                         isRoot: false)
            }
            if child.storage.pointee.computed.positionType == .absolute { continue }
            if child === singleFlexChild {
                child.computedFlexBasis = 0
            } else {
                computeFlexBasis(
                    for: child, width: availableInnerWidth, widthMode: widthMode, height: availableInnerHeight,
                    heightMode: heightMode, ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight,
                    direction: direction, mainAxis: mainAxis, depth: depth, context: context)
            }
            if holdsUnderLimit { holdsUnderLimit = child.basisHoldsUnderLimit(mainAxis: mainAxis, direction: direction) }
            total += child.computedFlexBasis + child.storage.pointee.computed.marginForAxis(mainAxis, availableInnerWidth)
        }
        storage.pointee.measureHoldsUnderLimit = holdsUnderLimit
        return total
    }
}
