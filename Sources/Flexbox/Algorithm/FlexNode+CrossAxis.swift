// CSS Flexbox §9.4 steps 9-11 and §9.6: cross sizes, align-items/self and align-content.
extension FlexNode {
    /// Positions each item of one line on the cross axis, relaying out
    /// stretched items at the line's cross size (steps 11 and 14).
    func alignItemsInLine(
        _ line: FlexLine, mainAxis: FlexDirection, crossAxis: FlexDirection, direction: LayoutDirection,
        containerCrossAxis: Double, totalLineCrossDim: Double, leadingPaddingAndBorderCross: Double,
        availableInnerMainDim: Double, availableInnerCrossDim: Double, availableInnerWidth: Double,
        availableInnerHeight: Double, depth: Int, context: LayoutContext
    ) {
        let isMainRow = mainAxis.isRow
        let crossStart = crossAxis.flexStartEdge
        let crossEnd = crossAxis.flexEndEdge
        let wraps = storage.pointee.computed.flexWrap != .nowrap
        for index in line.start..<line.end {
            let child = children[index]
            guard isLineItem(child) else { continue }
            var leadingCrossDim = leadingPaddingAndBorderCross
            let align = alignment(of: child)
            let hasMargins = !child.storage.pointee.computed.margin.isEmpty
            let autoStart = hasMargins && child.storage.pointee.computed.marginIsAuto(crossStart, direction)
            let autoEnd = hasMargins && child.storage.pointee.computed.marginIsAuto(crossEnd, direction)
            if align == .stretch && !autoStart && !autoEnd {
                if !child.hasDefiniteLength(isWidth: crossAxis.isRow, availableInnerCrossDim) {
                    var childMainSize = child.measured(mainAxis)
                    let ratio = child.storage.pointee.computed.aspectRatio
                    var childCrossSize = !ratio.isNaN
                        ? child.storage.pointee.computed.marginForAxis(crossAxis, availableInnerWidth)
                            + (isMainRow ? childMainSize / ratio : childMainSize * ratio)
                        : line.crossDim
                    childMainSize += child.storage.pointee.computed.marginForAxis(mainAxis, availableInnerWidth)
                    var mainMode = SizingMode.stretchFit
                    var crossMode = SizingMode.stretchFit
                    child.constrainMaxSize(direction, mainAxis, availableInnerMainDim, availableInnerWidth,
                                           &mainMode, &childMainSize)
                    child.constrainMaxSize(direction, crossAxis, availableInnerCrossDim, availableInnerWidth,
                                           &crossMode, &childCrossSize)
                    let childWidth = isMainRow ? childMainSize : childCrossSize
                    let childHeight = isMainRow ? childCrossSize : childMainSize
                    // Lines of a wrapping container without align-content: stretch do not grow yet.
                    let crossDoesNotGrow = storage.pointee.computed.alignContent != .stretch && wraps
                    _ = child.layoutInternal(
                        availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                        widthMode: childWidth.isNaN || (!isMainRow && crossDoesNotGrow) ? .maxContent : .stretchFit,
                        heightMode: childHeight.isNaN || (isMainRow && crossDoesNotGrow) ? .maxContent : .stretchFit,
                        ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight,
                        performLayout: true, depth: depth, context: context)
                }
            } else {
                let remaining = containerCrossAxis - child.dimensionWithMargin(crossAxis, availableInnerWidth)
                if autoStart && autoEnd {
                    leadingCrossDim += maxOrDefined(0, remaining / 2)
                } else if autoEnd {
                    // Free space goes after the item.
                } else if autoStart {
                    leadingCrossDim += maxOrDefined(0, remaining)
                } else if align == .flexStart {
                    // Already at the start.
                } else if align == .center {
                    leadingCrossDim += remaining / 2
                } else {
                    leadingCrossDim += remaining
                }
            }
            child.position[crossStart] += totalLineCrossDim + leadingCrossDim
        }
    }

    /// Distributes the container's cross space among wrapped lines
    /// (align-content) and aligns items within each line, including baselines.
    func alignContent(
        lineCount: Int, mainAxis: FlexDirection, crossAxis: FlexDirection, direction: LayoutDirection,
        crossMode: SizingMode, totalLineCrossDim: Double, crossAxisGap: Double,
        paddingAndBorderAxisCross: Double, leadingPaddingAndBorderCross: Double, crossAxisOwnerSize: Double,
        ownerWidth: Double, availableInnerCrossDim: Double, availableInnerWidth: Double,
        availableInnerHeight: Double, depth: Int, context: LayoutContext
    ) {
        let isMainRow = mainAxis.isRow
        let crossIsWidth = crossAxis.isRow
        var leadPerLine = 0.0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0
        let unclampedCrossDim: Double
        if crossMode == .stretchFit {
            unclampedCrossDim = availableInnerCrossDim + paddingAndBorderAxisCross
        } else if hasDefiniteLength(isWidth: crossIsWidth, crossAxisOwnerSize) {
            unclampedCrossDim = resolvedDimension(isWidth: crossIsWidth, direction, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderAxisCross
        }
        let innerCrossDim = boundAxis(crossAxis, direction, unclampedCrossDim, crossAxisOwnerSize, ownerWidth)
            - paddingAndBorderAxisCross
        let remaining = innerCrossDim - totalLineCrossDim
        var align = storage.pointee.computed.alignContent
        if !(remaining >= 0) {
            switch align {
            case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: align = .flexStart
            default: break
            }
        }
        let lines = Double(lineCount)
        switch align {
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
        case .auto, .flexStart, .baseline: break
        }

        var endIndex = 0
        let crossStart = crossAxis.flexStartEdge
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex
            var lineHeight = 0.0
            var maxAscent = 0.0
            var maxDescent = 0.0
            // Find the line's items and its cross size.
            while index < children.count {
                let child = children[index]
                if child.storage.pointee.computed.display == .none { index += 1; continue }
                if child.storage.pointee.computed.positionType != .absolute {
                    if child.lineIndex != lineIndex { break }
                    let measuredCross = child.measured(crossAxis)
                    if !measuredCross.isNaN && measuredCross >= 0 {
                        lineHeight = maxOrDefined(
                            lineHeight, measuredCross + child.storage.pointee.computed.marginForAxis(crossAxis, availableInnerWidth))
                    }
                    if alignment(of: child) == .baseline {
                        let ascent = child.baseline(context) + child.storage.pointee.computed.marginValue(.top, direction, availableInnerWidth)
                        let descent = child.measuredHeight + child.storage.pointee.computed.marginForAxis(.column, availableInnerWidth)
                            - ascent
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            endIndex = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine
            for childIndex in startIndex..<endIndex {
                let child = children[childIndex]
                guard isLineItem(child) else { continue }
                switch alignment(of: child) {
                case .flexStart:
                    child.position[crossStart] = currentLead
                        + child.storage.pointee.computed.positionValue(crossStart, direction, availableInnerWidth)
                case .flexEnd:
                    child.position[crossStart] = currentLead + lineHeight
                        - child.storage.pointee.computed.marginValue(crossAxis.flexEndEdge, direction, availableInnerWidth)
                        - child.measured(crossAxis)
                case .center:
                    child.position[crossStart] = currentLead + (lineHeight - child.measured(crossAxis)) / 2
                case .stretch:
                    child.position[crossStart] = currentLead
                        + child.storage.pointee.computed.marginValue(crossStart, direction, availableInnerWidth)
                    if !child.hasDefiniteLength(isWidth: crossIsWidth, availableInnerCrossDim) {
                        let childWidth = isMainRow
                            ? child.measuredWidth + child.storage.pointee.computed.marginForAxis(mainAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        let childHeight = !isMainRow
                            ? child.measuredHeight + child.storage.pointee.computed.marginForAxis(crossAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        if !(inexactEquals(childWidth, child.measuredWidth)
                            && inexactEquals(childHeight, child.measuredHeight))
                        {
                            _ = child.layoutInternal(
                                availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                                widthMode: .stretchFit, heightMode: .stretchFit, ownerWidth: availableInnerWidth,
                                ownerHeight: availableInnerHeight, performLayout: true, depth: depth,
                                context: context)
                        }
                    }
                case .baseline:
                    child.position.top = currentLead + maxAscent - child.baseline(context)
                        + child.storage.pointee.computed.positionValue(.top, direction, availableInnerCrossDim)
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead += leadPerLine + lineHeight
        }
    }
}
