// STEP 11: absolutely positioned children (CSS Flexbox 4.1), placed in their
// containing block: the nearest ancestor that is not `static`.
extension LayoutPass {
    func layoutAbsoluteDescendants(
        containingNode: FlexNode, currentNode: FlexNode, widthMode: SizingMode, direction: LayoutDirection, depth: Int,
        offsetLeft: Double, offsetTop: Double
    ) {
        for child in currentNode.children {
            if child.styleValue.display == .none { continue }
            if child.styleValue.positionType == .absolute {
                let blockWidth = containingNode.measuredSize(.width) - containingNode.borderForAxis(.row)
                let blockHeight = containingNode.measuredSize(.height) - containingNode.borderForAxis(.column)
                layoutAbsoluteChild(containingNode: containingNode, node: currentNode, child: child, blockWidth: blockWidth,
                                    blockHeight: blockHeight, widthMode: widthMode, direction: direction, depth: depth)
                // Positions are on the parent's start edges; insets are relative
                // to the containing block, so shift by the parent's offset in it.
                let parentMain = currentNode.styleValue.flexDirection.resolved(for: direction)
                let parentCross = parentMain.crossAxis(for: direction)
                if parentMain.needsTrailingPosition {
                    let insets = parentMain.isRow ? child.styleValue.position.horizontalDefined : child.styleValue.position.verticalDefined
                    setTrailingPosition(of: child, in: insets ? containingNode : currentNode, parentMain)
                }
                if parentCross.needsTrailingPosition {
                    let insets = parentCross.isRow ? child.styleValue.position.horizontalDefined : child.styleValue.position.verticalDefined
                    setTrailingPosition(of: child, in: insets ? containingNode : currentNode, parentCross)
                }
                let left = child.layoutPosition(.left), top = child.layoutPosition(.top)
                child.state.setPosition(child.styleValue.position.horizontalDefined ? left - offsetLeft : left, .left)
                child.state.setPosition(child.styleValue.position.verticalDefined ? top - offsetTop : top, .top)
            } else if child.styleValue.positionType == .static, !child.alwaysFormsContainingBlock {
                child.state.hasNewLayout = true
                layoutAbsoluteDescendants(
                    containingNode: containingNode, currentNode: child, widthMode: widthMode,
                    direction: child.resolveDirection(direction), depth: depth + 1,
                    offsetLeft: offsetLeft + child.layoutPosition(.left), offsetTop: offsetTop + child.layoutPosition(.top))
            }
        }
    }

    func layoutAbsoluteChild(
        containingNode: FlexNode, node: FlexNode, child: FlexNode, blockWidth: Double, blockHeight: Double,
        widthMode: SizingMode, direction: LayoutDirection, depth: Int
    ) {
        let mainAxis = node.styleValue.flexDirection.resolved(for: direction)
        let crossAxis = mainAxis.crossAxis(for: direction)
        var childWidth = Double.nan, childHeight = Double.nan
        let marginRow = child.marginForAxis(.row, blockWidth)
        let marginColumn = child.marginForAxis(.column, blockWidth)
        let style = child.styleValue

        func insetsPinBothEdges(_ axis: FlexDirection) -> Bool {
            let start = style.positionValue(axis.startEdge, direction), end = style.positionValue(axis.endEdge, direction)
            return start.isDefined && end.isDefined && !start.isAuto && !end.isAuto
        }
        if child.hasDefiniteLength(.width, blockWidth) {
            childWidth = child.resolvedDimension(direction, .width, blockWidth, blockWidth) + marginRow
        } else if insetsPinBothEdges(.row) {
            // Left and right insets define the width.
            childWidth = containingNode.measuredSize(.width)
                - (containingNode.borderAt(FlexDirection.row.startEdge, direction) + containingNode.borderAt(FlexDirection.row.endEdge, direction))
                - (style.positionAt(FlexDirection.row.startEdge, direction, blockWidth) + style.positionAt(FlexDirection.row.endEdge, direction, blockWidth))
            childWidth = child.boundAxis(.row, direction, childWidth, blockWidth, blockWidth)
        }
        if child.hasDefiniteLength(.height, blockHeight) {
            childHeight = child.resolvedDimension(direction, .height, blockHeight, blockWidth) + marginColumn
        } else if insetsPinBothEdges(.column) {
            childHeight = containingNode.measuredSize(.height)
                - (containingNode.borderAt(.top, direction) + containingNode.borderAt(.bottom, direction))
                - (style.positionAt(.top, direction, blockHeight) + style.positionAt(.bottom, direction, blockHeight))
            childHeight = child.boundAxis(.column, direction, childHeight, blockHeight, blockWidth)
        }
        let ratio = style.resolvedAspectRatio
        if childWidth.isNaN != childHeight.isNaN, !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
            }
        }
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            // In a column, an absolute child without a width fits the containing block.
            if !mainAxis.isRow, childWidth.isNaN, widthMode != .maxContent, !blockWidth.isNaN, blockWidth > 0 {
                childWidth = blockWidth
                childWidthMode = .fitContent
            }
            layout(child, childWidth, childHeight, direction, childWidthMode, childHeightMode, blockWidth, blockHeight,
                   performLayout: false, depth: depth)
            childWidth = child.measuredSize(.width) + child.marginForAxis(.row, blockWidth)
            childHeight = child.measuredSize(.height) + child.marginForAxis(.column, blockWidth)
        }
        layout(child, childWidth, childHeight, direction, .stretchFit, .stretchFit, blockWidth, blockHeight,
               performLayout: true, depth: depth)
        positionAbsoluteChild(containingNode: containingNode, parent: node, child: child, direction: direction, axis: mainAxis,
                              isMainAxis: true, blockWidth: blockWidth, blockHeight: blockHeight)
        positionAbsoluteChild(containingNode: containingNode, parent: node, child: child, direction: direction, axis: crossAxis,
                              isMainAxis: false, blockWidth: blockWidth, blockHeight: blockHeight)
    }

    private func positionAbsoluteChild(
        containingNode: FlexNode, parent: FlexNode, child: FlexNode, direction: LayoutDirection, axis: FlexDirection,
        isMainAxis: Bool, blockWidth: Double, blockHeight: Double
    ) {
        let blockSize = axis.isRow ? blockWidth : blockHeight
        let style = child.styleValue
        let inlineStart = axis.inlineStartEdge(direction), inlineEnd = axis.inlineEndEdge(direction)
        let startValue = style.positionValue(inlineStart, direction), endValue = style.positionValue(inlineEnd, direction)
        let dimension = axis.dimension
        func toFlexStart(_ fromInlineStart: Double) -> Double {
            inlineStart != axis.startEdge
                ? containingNode.measuredSize(dimension) - child.measuredSize(dimension) - fromInlineStart
                : fromInlineStart
        }
        if startValue.isDefined, !startValue.isAuto {
            let position = style.positionAt(inlineStart, direction, blockSize)
                + containingNode.borderAt(inlineStart, direction)
                + style.margin(inlineStart, direction, blockSize)
            child.state.setPosition(toFlexStart(position), axis.startEdge)
        } else if endValue.isDefined, !endValue.isAuto {
            let position = containingNode.measuredSize(dimension) - child.measuredSize(dimension)
                - containingNode.borderAt(inlineEnd, direction)
                - style.margin(inlineEnd, direction, blockSize)
                - style.positionAt(inlineEnd, direction, blockSize)
            child.state.setPosition(toFlexStart(position), axis.startEdge)
        } else if isMainAxis {
            switch parent.styleValue.justifyContent {
            case .flexStart, .spaceBetween: placeAtStart(parent, child, direction, axis, blockWidth)
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center, .spaceAround, .spaceEvenly: placeAtCenter(parent, child, direction, axis, blockWidth)
            }
        } else {
            var align = parent.alignment(of: child)
            if parent.styleValue.flexWrap == .wrapReverse {
                align = align == .flexEnd ? .flexStart : (align != .center ? .flexEnd : align)
            }
            switch align {
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center: placeAtCenter(parent, child, direction, axis, blockWidth)
            default: placeAtStart(parent, child, direction, axis, blockWidth)
            }
        }
    }

    private func placeAtStart(_ parent: FlexNode, _ child: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ width: Double) {
        let position = child.flexStartMargin(axis, direction, width) + parent.layoutBorder(axis.startEdge) + parent.layoutPadding(axis.startEdge)
        child.state.setPosition(position, axis.startEdge)
    }

    private func placeAtEnd(_ parent: FlexNode, _ child: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ width: Double) {
        let fromEnd = parent.layoutBorder(axis.endEdge) + child.flexEndMargin(axis, direction, width) + parent.layoutPadding(axis.endEdge)
        let dimension = axis.dimension
        child.state.setPosition(parent.measuredSize(dimension) - child.measuredSize(dimension) - fromEnd, axis.startEdge)
    }

    private func placeAtCenter(_ parent: FlexNode, _ child: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ width: Double) {
        let dimension = axis.dimension
        let contentBox = parent.measuredSize(dimension) - parent.layoutBorder(axis.startEdge) - parent.layoutBorder(axis.endEdge)
            - parent.layoutPadding(axis.startEdge) - parent.layoutPadding(axis.endEdge)
        let outer = child.measuredSize(dimension) + child.marginForAxis(axis, width)
        let position = (contentBox - outer) / 2 + parent.layoutBorder(axis.startEdge) + child.flexStartMargin(axis, direction, width)
            + parent.layoutPadding(axis.startEdge)
        child.state.setPosition(position, axis.startEdge)
    }
}
