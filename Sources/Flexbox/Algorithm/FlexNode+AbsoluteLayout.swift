// CSS Flexbox §4.1: absolutely positioned children. They leave the flow and
// are placed against their containing block (the nearest non-static
// ancestor); without insets they sit where justify/align would put them.
extension FlexNode {
    /// Lays out the absolute descendants whose containing block is `containingNode`
    /// (this node is `containingNode` or a static descendant of it), offsets
    /// measured from the containing block.
    @discardableResult
    func layoutAbsoluteDescendants(
        containingNode: FlexNode, widthMode: SizingMode, direction: LayoutDirection,
        offsetLeft: Double, offsetTop: Double, depth: Int, context: LayoutContext
    ) -> Bool {
        var hasNewLayout = false
        for child in children {
            if child.storage.pointee.computed.display == .none { continue }
            if child.storage.pointee.computed.positionType == .absolute {
                let blockWidth = containingNode.measuredWidth - containingNode.border.left - containingNode.border.right
                let blockHeight = containingNode.measuredHeight - containingNode.border.top
                    - containingNode.border.bottom
                layoutAbsoluteChild(
                    child, containingNode: containingNode, blockWidth: blockWidth, blockHeight: blockHeight,
                    widthMode: widthMode, direction: direction, depth: depth, context: context)
                hasNewLayout = hasNewLayout || child.hasNewLayout
                let mainAxis = storage.pointee.computed.flexDirection.resolved(direction)
                let crossAxis = mainAxis.crossAxis(direction)
                // Reversed axes placed the child on their start edge; convert to left/top.
                if mainAxis == .rowReverse || mainAxis == .columnReverse {
                    let insets = mainAxis.isRow ? child.storage.pointee.computed.horizontalInsetsDefined : child.storage.pointee.computed.verticalInsetsDefined
                    setTrailingPosition(of: child, in: insets ? containingNode : self, axis: mainAxis)
                }
                if crossAxis == .rowReverse || crossAxis == .columnReverse {
                    let insets = crossAxis.isRow ? child.storage.pointee.computed.horizontalInsetsDefined : child.storage.pointee.computed.verticalInsetsDefined
                    setTrailingPosition(of: child, in: insets ? containingNode : self, axis: crossAxis)
                }
                // Insets are relative to the containing block; make the position relative to the parent.
                if child.storage.pointee.computed.horizontalInsetsDefined { child.position.left -= offsetLeft }
                if child.storage.pointee.computed.verticalInsetsDefined { child.position.top -= offsetTop }
            } else if child.storage.pointee.computed.positionType == .static {
                let childDirection = child.resolveDirection(direction)
                let childHasNew = child.layoutAbsoluteDescendants(
                    containingNode: containingNode, widthMode: widthMode, direction: childDirection,
                    offsetLeft: offsetLeft + child.position.left, offsetTop: offsetTop + child.position.top,
                    depth: depth + 1, context: context)
                if childHasNew { child.hasNewLayout = true }
                hasNewLayout = hasNewLayout || childHasNew
            }
        }
        return hasNewLayout
    }

    /// Converts a position on the start edge of a reversed axis to the opposite physical edge.
    @inline(__always)
    func setTrailingPosition(of child: FlexNode, in node: FlexNode, axis: FlexDirection) {
        child.position[axis.flexEndEdge] = node.measured(axis) - child.measured(axis) - child.position[axis.flexStartEdge]
    }

    private func layoutAbsoluteChild(
        _ child: FlexNode, containingNode: FlexNode, blockWidth: Double, blockHeight: Double,
        widthMode: SizingMode, direction: LayoutDirection, depth: Int, context: LayoutContext
    ) {
        let mainAxis = storage.pointee.computed.flexDirection.resolved(direction)
        let crossAxis = mainAxis.crossAxis(direction)
        var childWidth = Double.nan
        var childHeight = Double.nan
        let marginRow = child.storage.pointee.computed.marginForAxis(.row, blockWidth)
        let marginColumn = child.storage.pointee.computed.marginForAxis(.column, blockWidth)
        let childStyle = child.storage.pointee.computed
        if child.hasDefiniteLength(isWidth: true, blockWidth) {
            childWidth = child.resolvedDimension(isWidth: true, direction, blockWidth, blockWidth) + marginRow
        } else if childStyle.hasInset(FlexDirection.row.flexStartEdge, direction)
            && childStyle.hasInset(FlexDirection.row.flexEndEdge, direction)
        {
            // Both insets given: the width is what they leave of the containing block.
            childWidth = containingNode.measuredWidth
                - (containingNode.storage.pointee.computed.borderValue(.left, direction) + containingNode.storage.pointee.computed.borderValue(.right, direction))
                - (childStyle.positionValue(.left, direction, blockWidth)
                    + childStyle.positionValue(.right, direction, blockWidth))
            childWidth = child.boundAxis(.row, direction, childWidth, blockWidth, blockWidth)
        }
        if child.hasDefiniteLength(isWidth: false, blockHeight) {
            childHeight = child.resolvedDimension(isWidth: false, direction, blockHeight, blockWidth) + marginColumn
        } else if childStyle.hasInset(.top, direction) && childStyle.hasInset(.bottom, direction) {
            childHeight = containingNode.measuredHeight
                - (containingNode.storage.pointee.computed.borderValue(.top, direction) + containingNode.storage.pointee.computed.borderValue(.bottom, direction))
                - (childStyle.positionValue(.top, direction, blockHeight)
                    + childStyle.positionValue(.bottom, direction, blockHeight))
            childHeight = child.boundAxis(.column, direction, childHeight, blockHeight, blockWidth)
        }
        let ratio = childStyle.aspectRatio
        if childWidth.isNaN != childHeight.isNaN && !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
            }
        }
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            // In a column container an auto-width absolute child shrinks to fit its containing block.
            if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent && !blockWidth.isNaN && blockWidth > 0 {
                childWidth = blockWidth
                childWidthMode = .fitContent
            }
            _ = child.layoutInternal(
                availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                widthMode: childWidthMode, heightMode: childHeightMode, ownerWidth: blockWidth,
                ownerHeight: blockHeight, performLayout: false, depth: depth, context: context)
            childWidth = child.measuredWidth + child.storage.pointee.computed.marginForAxis(.row, blockWidth)
            childHeight = child.measuredHeight + child.storage.pointee.computed.marginForAxis(.column, blockWidth)
        }
        _ = child.layoutInternal(
            availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
            widthMode: .stretchFit, heightMode: .stretchFit, ownerWidth: blockWidth, ownerHeight: blockHeight,
            performLayout: true, depth: depth, context: context)
        positionAbsoluteChild(child, containingNode: containingNode, direction: direction, axis: mainAxis,
                              isMainAxis: true, blockWidth: blockWidth, blockHeight: blockHeight)
        positionAbsoluteChild(child, containingNode: containingNode, direction: direction, axis: crossAxis,
                              isMainAxis: false, blockWidth: blockWidth, blockHeight: blockHeight)
    }

    private func positionAbsoluteChild(
        _ child: FlexNode, containingNode: FlexNode, direction: LayoutDirection, axis: FlexDirection,
        isMainAxis: Bool, blockWidth: Double, blockHeight: Double
    ) {
        let blockSize = axis.isRow ? blockWidth : blockHeight
        let inlineStart = axis.inlineStartEdge(direction)
        let inlineEnd = axis.inlineEndEdge(direction)
        let childStyle = child.storage.pointee.computed
        if childStyle.hasInset(inlineStart, direction) {
            let fromInlineStart = childStyle.positionValue(inlineStart, direction, blockSize)
                + containingNode.storage.pointee.computed.borderValue(inlineStart, direction)
                + childStyle.marginValue(inlineStart, direction, blockSize)
            child.position[axis.flexStartEdge] = inlineStart != axis.flexStartEdge
                ? containingNode.measured(axis) - child.measured(axis) - fromInlineStart : fromInlineStart
        } else if childStyle.hasInset(inlineEnd, direction) {
            let fromInlineStart = containingNode.measured(axis) - child.measured(axis)
                - containingNode.storage.pointee.computed.borderValue(inlineEnd, direction)
                - childStyle.marginValue(inlineEnd, direction, blockSize)
                - childStyle.positionValue(inlineEnd, direction, blockSize)
            child.position[axis.flexStartEdge] = inlineStart != axis.flexStartEdge
                ? containingNode.measured(axis) - child.measured(axis) - fromInlineStart : fromInlineStart
        } else {
            // No inset: the static position, from this (parent) node's justify or align.
            let placement: FlexAlign
            if isMainAxis {
                switch storage.pointee.computed.justifyContent {
                case .flexStart, .spaceBetween: placement = .flexStart
                case .flexEnd: placement = .flexEnd
                case .center, .spaceAround, .spaceEvenly: placement = .center
                }
            } else {
                var align = alignment(of: child)
                if storage.pointee.computed.flexWrap == .wrapReverse {
                    align = align == .flexEnd ? .flexStart : (align == .center ? .center : .flexEnd)
                }
                placement = align == .flexEnd ? .flexEnd : (align == .center ? .center : .flexStart)
            }
            let startEdge = axis.flexStartEdge
            let endEdge = axis.flexEndEdge
            switch placement {
            case .flexEnd:
                let fromEnd = border[endEdge] + padding[endEdge] + childStyle.marginValue(endEdge, direction, blockWidth)
                child.position[startEdge] = measured(axis) - child.measured(axis) - fromEnd
            case .center:
                let contentBox = measured(axis) - border[startEdge] - border[endEdge] - padding[startEdge]
                    - padding[endEdge]
                let outer = child.measured(axis) + childStyle.marginForAxis(axis, blockWidth)
                child.position[startEdge] = (contentBox - outer) / 2 + border[startEdge] + padding[startEdge]
                    + childStyle.marginValue(startEdge, direction, blockWidth)
            default:
                child.position[startEdge] = childStyle.marginValue(startEdge, direction, blockWidth)
                    + border[startEdge] + padding[startEdge]
            }
        }
    }
}
