// The flex layout algorithm for one node (CSS Flexible Box Layout §9, as
// Yoga applies it). Steps 7 to 11 continue in the following files.
extension LayoutPass {
    func layoutImpl(
        _ node: FlexNode, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: LayoutDirection,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool, depth: Int
    ) {
        // STEP 1: direction, margins, border and padding of the node.
        let direction = node.resolveDirection(ownerDirection)
        node.state.direction = direction
        let rowAxis = FlexDirection.row.resolved(for: direction)
        let columnAxis = FlexDirection.column.resolved(for: direction)
        let startEdge: PhysicalEdge = direction == .ltr ? .left : .right
        let endEdge: PhysicalEdge = direction == .ltr ? .right : .left
        let marginRowLeading = node.inlineStartMargin(rowAxis, direction, ownerWidth)
        let marginRowTrailing = node.inlineEndMargin(rowAxis, direction, ownerWidth)
        let marginColumnLeading = node.inlineStartMargin(columnAxis, direction, ownerWidth)
        let marginColumnTrailing = node.inlineEndMargin(columnAxis, direction, ownerWidth)
        node.state.setMargin(marginRowLeading, startEdge)
        node.state.setMargin(marginRowTrailing, endEdge)
        node.state.setMargin(marginColumnLeading, .top)
        node.state.setMargin(marginColumnTrailing, .bottom)
        let marginAxisRow = marginRowLeading + marginRowTrailing
        let marginAxisColumn = marginColumnLeading + marginColumnTrailing
        node.state.setBorder(node.borderAt(rowAxis.inlineStartEdge(direction), direction), startEdge)
        node.state.setBorder(node.borderAt(rowAxis.inlineEndEdge(direction), direction), endEdge)
        node.state.setBorder(node.borderAt(.top, direction), .top)
        node.state.setBorder(node.borderAt(.bottom, direction), .bottom)
        node.state.setPadding(node.paddingAt(rowAxis.inlineStartEdge(direction), direction, ownerWidth), startEdge)
        node.state.setPadding(node.paddingAt(rowAxis.inlineEndEdge(direction), direction, ownerWidth), endEdge)
        node.state.setPadding(node.paddingAt(.top, direction, ownerWidth), .top)
        node.state.setPadding(node.paddingAt(.bottom, direction, ownerWidth), .bottom)

        if node.measureFunction != nil {
            measureWithFunction(node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                                widthMode, heightMode, ownerWidth, ownerHeight)
            return
        }
        if node.children.isEmpty {
            measureWithoutChildren(node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                                   widthMode, heightMode, ownerWidth, ownerHeight)
            return
        }
        if !performLayout, measureFixedSize(node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                                             widthMode, heightMode, ownerWidth, ownerHeight) {
            return
        }
        node.state.hadOverflow = false

        // STEP 2: axes and the space available inside padding and border.
        let mainAxis = node.styleValue.flexDirection.resolved(for: direction)
        let crossAxis = mainAxis.crossAxis(for: direction)
        let isMainRow = mainAxis.isRow
        let wraps = node.styleValue.flexWrap != .nowrap
        let mainAxisOwnerSize = isMainRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainRow ? ownerHeight : ownerWidth
        let paddingAndBorderMain = node.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
        let paddingAndBorderCross = node.paddingAndBorderForAxis(crossAxis, direction, ownerWidth)
        let leadingPaddingAndBorderCross = node.flexStartPaddingAndBorder(crossAxis, direction, ownerWidth)
        var mainMode = isMainRow ? widthMode : heightMode
        let crossMode = isMainRow ? heightMode : widthMode
        let paddingAndBorderRow = isMainRow ? paddingAndBorderMain : paddingAndBorderCross
        let paddingAndBorderColumn = isMainRow ? paddingAndBorderCross : paddingAndBorderMain
        let availableInnerWidth = availableInnerDimension(node, direction, .width, availableWidth - marginAxisRow,
                                                          paddingAndBorderRow, ownerWidth, ownerWidth)
        let availableInnerHeight = availableInnerDimension(node, direction, .height, availableHeight - marginAxisColumn,
                                                           paddingAndBorderColumn, ownerHeight, ownerWidth)
        var availableInnerMainDim = isMainRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: flex bases.
        var totalMainDim = computeFlexBasisForChildren(
            node, availableInnerWidth, availableInnerHeight, availableInnerWidth, availableInnerHeight, widthMode, heightMode,
            direction, mainAxis, performLayout: performLayout, depth: depth)
        if node.children.count > 1 {
            totalMainDim += node.gap(for: mainAxis, availableInnerMainDim) * Double(node.children.count - 1)
        }
        let mainAxisOverflows = mainMode != .maxContent && totalMainDim > availableInnerMainDim
        if wraps, mainAxisOverflows, mainMode == .fitContent { mainMode = .stretchFit }

        // Whether items align on baselines does not change from line to line.
        let baselineLayout = node.isBaselineLayout

        // STEP 4-7, line by line.
        var start = 0
        var lineCount = 0
        var totalLineCrossDim = 0.0
        let crossGap = node.gap(for: crossAxis, availableInnerCrossDim)
        var maxLineMainDim = 0.0
        while start < node.children.count {
            var line = nextFlexLine(node, ownerDirection, ownerWidth, mainAxisOwnerSize, availableInnerWidth,
                                    availableInnerMainDim, start: &start, lineIndex: lineCount)
            let canSkipFlex = !performLayout && crossMode == .stretchFit

            // STEP 5: the main size the line can use, then flexible lengths.
            var sizeBasedOnContent = false
            if mainMode != .stretchFit {
                let minInnerWidth = node.resolvedMin(.width, direction, ownerWidth, ownerWidth) - paddingAndBorderRow
                let maxInnerWidth = node.resolvedMax(.width, direction, ownerWidth, ownerWidth) - paddingAndBorderRow
                let minInnerHeight = node.resolvedMin(.height, direction, ownerHeight, ownerWidth) - paddingAndBorderColumn
                let maxInnerHeight = node.resolvedMax(.height, direction, ownerHeight, ownerWidth) - paddingAndBorderColumn
                let minInnerMain = isMainRow ? minInnerWidth : minInnerHeight
                let maxInnerMain = isMainRow ? maxInnerWidth : maxInnerHeight
                if !minInnerMain.isNaN, line.sizeConsumed < minInnerMain {
                    availableInnerMainDim = minInnerMain
                } else if !maxInnerMain.isNaN, line.sizeConsumed > maxInnerMain {
                    availableInnerMainDim = maxInnerMain
                } else {
                    if (!line.totalFlexGrowFactors.isNaN && line.totalFlexGrowFactors == 0)
                        || (!node.resolvedFlexGrow.isNaN && node.resolvedFlexGrow == 0) {
                        // No growing: the line takes what its items consume.
                        availableInnerMainDim = line.sizeConsumed
                    }
                    sizeBasedOnContent = true
                }
            }
            if !sizeBasedOnContent, !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                // Negative margins can make the consumed size negative.
                line.remainingFreeSpace = -line.sizeConsumed
            }
            if !canSkipFlex {
                resolveFlexibleLengths(node, &line, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize,
                                       availableInnerMainDim, availableInnerCrossDim, availableInnerWidth, availableInnerHeight,
                                       mainAxisOverflows, crossMode, performLayout: performLayout, depth: depth)
            }
            node.state.hadOverflow = node.state.hadOverflow || line.remainingFreeSpace < 0

            // STEP 6: justification.
            justifyMainAxis(node, &line, mainAxis, crossAxis, direction, mainMode, crossMode, mainAxisOwnerSize, ownerWidth,
                            availableInnerMainDim, availableInnerCrossDim, availableInnerWidth, baselineLayout: baselineLayout,
                            performLayout: performLayout)

            var containerCrossAxis = availableInnerCrossDim
            if crossMode != .stretchFit {
                containerCrossAxis = node.boundAxis(crossAxis, direction, line.crossDim + paddingAndBorderCross,
                                                    crossAxisOwnerSize, ownerWidth) - paddingAndBorderCross
            }
            if !wraps, crossMode == .stretchFit { line.crossDim = availableInnerCrossDim }
            if !wraps {
                line.crossDim = node.boundAxis(crossAxis, direction, line.crossDim + paddingAndBorderCross,
                                               crossAxisOwnerSize, ownerWidth) - paddingAndBorderCross
            }

            // STEP 7: cross-axis alignment within the line.
            if performLayout {
                alignItemsInLine(node, line, mainAxis, crossAxis, direction, isMainRow, wraps, containerCrossAxis,
                                 leadingPaddingAndBorderCross, totalLineCrossDim, availableInnerMainDim, availableInnerCrossDim,
                                 availableInnerWidth, availableInnerHeight, depth: depth)
            }
            totalLineCrossDim += line.crossDim + (lineCount != 0 ? crossGap : 0)
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
            lineCount += 1
        }

        // STEP 8: lines in the cross axis (align-content) and baselines.
        if performLayout, wraps || baselineLayout {
            alignLines(node, lineCount, crossAxis, mainAxis, direction, isMainRow, crossMode, crossAxisOwnerSize, ownerWidth,
                       paddingAndBorderCross, leadingPaddingAndBorderCross, totalLineCrossDim, crossGap,
                       availableInnerCrossDim, availableInnerWidth, availableInnerHeight, depth: depth)
        }

        // STEP 9: the node's own size.
        finishSize(node, direction, mainAxis, crossAxis, mainMode, crossMode, availableWidth - marginAxisRow,
                   availableHeight - marginAxisColumn, ownerWidth, ownerHeight, mainAxisOwnerSize, crossAxisOwnerSize,
                   maxLineMainDim, totalLineCrossDim, availableInnerMainDim, availableInnerCrossDim,
                   paddingAndBorderMain, paddingAndBorderCross)

        guard performLayout else { return }
        // STEP 10: wrap-reverse and reversed axes are mirrored from the far edge.
        if node.styleValue.flexWrap == .wrapReverse {
            for child in node.children where child.styleValue.positionType != .absolute {
                child.state.setPosition(node.measuredSize(crossAxis.dimension) - child.layoutPosition(crossAxis.startEdge)
                                        - child.measuredSize(crossAxis.dimension), crossAxis.startEdge)
            }
        }
        let mainTrailing = mainAxis.needsTrailingPosition, crossTrailing = crossAxis.needsTrailingPosition
        if mainTrailing || crossTrailing {
            for child in node.children where child.styleValue.display != .none && child.styleValue.positionType != .absolute {
                if mainTrailing { setTrailingPosition(of: child, in: node, mainAxis) }
                if crossTrailing { setTrailingPosition(of: child, in: node, crossAxis) }
            }
        }
        // STEP 11: absolutely positioned descendants of this containing block.
        if node.styleValue.positionType != .static || node.alwaysFormsContainingBlock || depth == 1 {
            layoutAbsoluteDescendants(containingNode: node, currentNode: node, widthMode: isMainRow ? mainMode : crossMode,
                                      direction: direction, depth: depth, offsetLeft: 0, offsetTop: 0)
        }
    }

    /// Sets the position on the axis's end edge from the one on its start edge.
    @inline(__always) func setTrailingPosition(of child: FlexNode, in node: FlexNode, _ axis: FlexDirection) {
        let dimension = axis.dimension
        child.state.setPosition(node.measuredSize(dimension) - child.measuredSize(dimension)
                                - child.layoutPosition(axis.startEdge), axis.endEdge)
    }
}
