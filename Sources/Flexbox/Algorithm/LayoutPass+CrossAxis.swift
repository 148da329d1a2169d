// STEP 7 and 8: cross-axis alignment of items and lines (CSS Flexbox 9.4, 9.6).
extension LayoutPass {
    /// Positions each item of a line on the cross axis and lays out stretched items.
    func alignItemsInLine(
        _ node: FlexNode, _ line: FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: LayoutDirection,
        _ isMainRow: Bool, _ wraps: Bool, _ containerCrossAxis: Double, _ leadingPaddingAndBorderCross: Double,
        _ totalLineCrossDim: Double, _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double,
        _ availableInnerWidth: Double, _ availableInnerHeight: Double, depth: Int
    ) {
        for child in line.items {
            var leadingCross = leadingPaddingAndBorderCross
            let align = node.alignment(of: child)
            let startAuto = child.flexStartMarginIsAuto(crossAxis, direction)
            let endAuto = child.flexEndMarginIsAuto(crossAxis, direction)
            if align == .stretch, !startAuto, !endAuto {
                // A stretched item without a definite cross size takes the line's.
                if !child.hasDefiniteLength(crossAxis.dimension, availableInnerCrossDim) {
                    var childMainSize = child.measuredSize(mainAxis.dimension)
                    let ratio = child.resolvedAspectRatio
                    var childCrossSize = !ratio.isNaN
                        ? child.marginForAxis(crossAxis, availableInnerWidth) + (isMainRow ? childMainSize / ratio : childMainSize * ratio)
                        : line.crossDim
                    childMainSize += child.marginForAxis(mainAxis, availableInnerWidth)
                    var mainModeChild = SizingMode.stretchFit, crossModeChild = SizingMode.stretchFit
                    child.constrainMaxSize(direction, mainAxis, availableInnerMainDim, availableInnerWidth, &mainModeChild, &childMainSize)
                    child.constrainMaxSize(direction, crossAxis, availableInnerCrossDim, availableInnerWidth, &crossModeChild, &childCrossSize)
                    let width = isMainRow ? childMainSize : childCrossSize
                    let height = isMainRow ? childCrossSize : childMainSize
                    // Lines that do not grow (wrapping without stretched content) measure the cross size.
                    let crossDoesNotGrow = node.styleValue.alignContent != .stretch && wraps
                    let widthMode: SizingMode = width.isNaN || (!isMainRow && crossDoesNotGrow) ? .maxContent : .stretchFit
                    let heightMode: SizingMode = height.isNaN || (isMainRow && crossDoesNotGrow) ? .maxContent : .stretchFit
                    layout(child, width, height, direction, widthMode, heightMode, availableInnerWidth, availableInnerHeight,
                           performLayout: true, depth: depth)
                }
            } else {
                let remaining = containerCrossAxis - child.dimensionWithMargin(crossAxis, availableInnerWidth)
                if startAuto, endAuto {
                    leadingCross += maxOrDefined(0, remaining / 2)
                } else if endAuto {
                    // Pushed to the start.
                } else if startAuto {
                    leadingCross += maxOrDefined(0, remaining)
                } else if align == .flexStart {
                    // Already at the start.
                } else if align == .center {
                    leadingCross += remaining / 2
                } else {
                    leadingCross += remaining
                }
            }
            let edge = crossAxis.startEdge
            child.state.setPosition(child.layoutPosition(edge) + totalLineCrossDim + leadingCross, edge)
        }
    }

    /// Distributes lines along the cross axis (align-content) and aligns
    /// items on baselines or stretches them to their line.
    func alignLines(
        _ node: FlexNode, _ lineCount: Int, _ crossAxis: FlexDirection, _ mainAxis: FlexDirection, _ direction: LayoutDirection,
        _ isMainRow: Bool, _ crossMode: SizingMode, _ crossAxisOwnerSize: Double, _ ownerWidth: Double,
        _ paddingAndBorderCross: Double, _ leadingPaddingAndBorderCross: Double, _ totalLineCrossDim: Double,
        _ crossGap: Double, _ availableInnerCrossDim: Double, _ availableInnerWidth: Double, _ availableInnerHeight: Double,
        depth: Int
    ) {
        var leadPerLine = 0.0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0
        let unclampedCross: Double
        if crossMode == .stretchFit {
            unclampedCross = availableInnerCrossDim + paddingAndBorderCross
        } else if node.hasDefiniteLength(crossAxis.dimension, crossAxisOwnerSize) {
            unclampedCross = node.resolvedDimension(direction, crossAxis.dimension, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCross = totalLineCrossDim + paddingAndBorderCross
        }
        let innerCross = node.boundAxis(crossAxis, direction, unclampedCross, crossAxisOwnerSize, ownerWidth) - paddingAndBorderCross
        let remaining = innerCross - totalLineCrossDim
        var alignContent = node.styleValue.alignContent
        if !(remaining >= 0), [.spaceBetween, .stretch, .spaceAround, .spaceEvenly].contains(alignContent) { alignContent = .flexStart }
        let lines = Double(lineCount)
        switch alignContent {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += remaining / 2
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += remaining / (2 * lines)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += remaining / (lines + 1)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        case .auto, .flexStart, .baseline:
            break
        }

        let children = node.children
        var end = 0
        for lineIndex in 0..<lineCount {
            let start = end
            var index = start
            var lineHeight = 0.0
            var maxAscent = 0.0, maxDescent = 0.0
            // Measure the line: its tallest item and its baseline extent.
            while index < children.count {
                let child = children[index]
                if child.styleValue.display == .none { index += 1; continue }
                if child.styleValue.positionType != .absolute {
                    if child.state.lineIndex != lineIndex { break }
                    if child.isLayoutDimensionDefined(crossAxis) {
                        lineHeight = maxOrDefined(lineHeight, child.measuredSize(crossAxis.dimension)
                                                  + child.marginForAxis(crossAxis, availableInnerWidth))
                    }
                    if node.alignment(of: child) == .baseline {
                        let ascent = child.baseline() + child.flexStartMargin(.column, direction, availableInnerWidth)
                        let descent = child.measuredSize(.height) + child.marginForAxis(.column, availableInnerWidth) - ascent
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            end = index
            currentLead += lineIndex != 0 ? crossGap : 0
            lineHeight += extraSpacePerLine

            for child in children[start..<end] where child.styleValue.display != .none && child.styleValue.positionType != .absolute {
                switch node.alignment(of: child) {
                case .flexStart:
                    child.state.setPosition(currentLead + child.positionAt(crossAxis.startEdge, direction, availableInnerWidth),
                                            crossAxis.startEdge)
                case .flexEnd:
                    child.state.setPosition(currentLead + lineHeight - child.flexEndMargin(crossAxis, direction, availableInnerWidth)
                                            - child.measuredSize(crossAxis.dimension), crossAxis.startEdge)
                case .center:
                    child.state.setPosition(currentLead + (lineHeight - child.measuredSize(crossAxis.dimension)) / 2,
                                            crossAxis.startEdge)
                case .stretch:
                    child.state.setPosition(currentLead + child.flexStartMargin(crossAxis, direction, availableInnerWidth),
                                            crossAxis.startEdge)
                    // Re-measure an item whose line grew, unless it has a definite cross size.
                    if !child.hasDefiniteLength(crossAxis.dimension, availableInnerCrossDim) {
                        let width = isMainRow
                            ? child.measuredSize(.width) + child.marginForAxis(mainAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        let height = !isMainRow
                            ? child.measuredSize(.height) + child.marginForAxis(crossAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        if !(inexactEquals(width, child.measuredSize(.width)) && inexactEquals(height, child.measuredSize(.height))) {
                            layout(child, width, height, direction, .stretchFit, .stretchFit, availableInnerWidth, availableInnerHeight,
                                   performLayout: true, depth: depth)
                        }
                    }
                case .baseline:
                    child.state.setPosition(currentLead + maxAscent - child.baseline()
                                            + child.positionAt(FlexDirection.column.startEdge, direction, availableInnerCrossDim), .top)
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead += leadPerLine + lineHeight
        }
    }

    /// STEP 9: the node's measured size from its lines, within its constraints.
    func finishSize(
        _ node: FlexNode, _ direction: LayoutDirection, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection,
        _ mainMode: SizingMode, _ crossMode: SizingMode, _ width: Double, _ height: Double,
        _ ownerWidth: Double, _ ownerHeight: Double, _ mainAxisOwnerSize: Double, _ crossAxisOwnerSize: Double,
        _ maxLineMainDim: Double, _ totalLineCrossDim: Double, _ availableInnerMainDim: Double, _ availableInnerCrossDim: Double,
        _ paddingAndBorderMain: Double, _ paddingAndBorderCross: Double
    ) {
        node.state.setMeasured(node.boundAxis(.row, direction, width, ownerWidth, ownerWidth), .width)
        node.state.setMeasured(node.boundAxis(.column, direction, height, ownerHeight, ownerWidth), .height)
        let scrolls = node.styleValue.overflow == .scroll
        if mainMode == .maxContent || (!scrolls && mainMode == .fitContent) {
            node.state.setMeasured(node.boundAxis(mainAxis, direction, maxLineMainDim, mainAxisOwnerSize, ownerWidth), mainAxis.dimension)
        } else if mainMode == .fitContent, scrolls {
            let bounded = node.boundWithinMinAndMax(direction, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)
            node.state.setMeasured(maxOrDefined(minOrDefined(availableInnerMainDim + paddingAndBorderMain, bounded), paddingAndBorderMain),
                                   mainAxis.dimension)
        }
        if crossMode == .maxContent || (!scrolls && crossMode == .fitContent) {
            node.state.setMeasured(node.boundAxis(crossAxis, direction, totalLineCrossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth),
                                   crossAxis.dimension)
        } else if crossMode == .fitContent, scrolls {
            let bounded = node.boundWithinMinAndMax(direction, crossAxis, totalLineCrossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)
            node.state.setMeasured(maxOrDefined(minOrDefined(availableInnerCrossDim + paddingAndBorderCross, bounded), paddingAndBorderCross),
                                   crossAxis.dimension)
        }
    }
}
