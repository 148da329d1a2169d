// CSS Flexbox §9.2 step 3: determine the flex base size of each item.
extension FlexNode {
    /// Computes `child.computedFlexBasis`: the explicit basis, the definite
    /// main size, or else the child's content size measured under the
    /// container's constraints.
    func computeFlexBasis(
        for child: FlexNode, width: Double, widthMode: SizingMode, height: Double, heightMode: SizingMode,
        ownerWidth: Double, ownerHeight: Double, direction: LayoutDirection, mainAxis: FlexDirection,
        depth: Int, context: LayoutContext
    ) {
        let isMainRow = mainAxis.isRow
        let mainAxisSize = isMainRow ? width : height
        let mainOwnerSize = isMainRow ? ownerWidth : ownerHeight
        let basis = child.resolvedFlexBasis(direction, mainAxis, mainOwnerSize, ownerWidth)
        let rowDefinite = child.hasDefiniteLength(isWidth: true, ownerWidth)
        defer { child.storage.pointee.flexBasisGeneration = context.generation }
        let columnDefinite = child.hasDefiniteLength(isWidth: false, ownerHeight)

        if !basis.isNaN && !mainAxisSize.isNaN {
            // 3A: a definite flex basis, never below padding and border. Like Yoga, a basis
            // already determined in this layout call (when the container was measured) is kept.
            if child.computedFlexBasis.isNaN || child.storage.pointee.flexBasisGeneration != context.generation {
                child.computedFlexBasis = maxOrDefined(
                    basis, child.storage.pointee.computed.paddingAndBorderForAxis(mainAxis, direction, ownerWidth))
            }
            child.storage.pointee.flexBasisGeneration = context.generation
            return
        }
        if isMainRow && rowDefinite {
            child.computedFlexBasis = maxOrDefined(
                child.resolvedDimension(isWidth: true, direction, ownerWidth, ownerWidth),
                child.storage.pointee.computed.paddingAndBorderForAxis(.row, direction, ownerWidth))
            return
        }
        if !isMainRow && columnDefinite {
            child.computedFlexBasis = maxOrDefined(
                child.resolvedDimension(isWidth: false, direction, ownerHeight, ownerWidth),
                child.storage.pointee.computed.paddingAndBorderForAxis(.column, direction, ownerWidth))
            return
        }

        // 3E: size the item as max-content within the container's limits.
        var childWidth = Double.nan
        var childHeight = Double.nan
        var childWidthMode = SizingMode.maxContent
        var childHeightMode = SizingMode.maxContent
        let marginRow = child.storage.pointee.computed.marginForAxis(.row, ownerWidth)
        let marginColumn = child.storage.pointee.computed.marginForAxis(.column, ownerWidth)
        if rowDefinite {
            childWidth = child.resolvedDimension(isWidth: true, direction, ownerWidth, ownerWidth) + marginRow
            childWidthMode = .stretchFit
        }
        if columnDefinite {
            childHeight = child.resolvedDimension(isWidth: false, direction, ownerHeight, ownerWidth) + marginColumn
            childHeightMode = .stretchFit
        }
        // A scrolling container does not limit its content along the scroll axis.
        if (!isMainRow && storage.pointee.computed.overflow == .scroll) || storage.pointee.computed.overflow != .scroll {
            if childWidth.isNaN && !width.isNaN {
                childWidth = width
                childWidthMode = .fitContent
            }
        }
        if (isMainRow || storage.pointee.computed.overflow != .scroll) && childHeight.isNaN && !height.isNaN {
            childHeight = height
            childHeightMode = .fitContent
        }
        let ratio = child.storage.pointee.computed.aspectRatio
        if !ratio.isNaN {
            if !isMainRow && childWidthMode == .stretchFit {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
                childHeightMode = .stretchFit
            } else if isMainRow && childHeightMode == .stretchFit {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
                childWidthMode = .stretchFit
            }
        }
        // A stretched item in an exactly sized container takes the container's cross size.
        let stretches = alignment(of: child) == .stretch
        if !isMainRow && !rowDefinite && !width.isNaN && widthMode == .stretchFit && stretches
            && childWidthMode != .stretchFit
        {
            childWidth = width
            childWidthMode = .stretchFit
            if !ratio.isNaN {
                childHeight = (childWidth - marginRow) / ratio
                childHeightMode = .stretchFit
            }
        }
        if isMainRow && !columnDefinite && !height.isNaN && heightMode == .stretchFit && stretches
            && childHeightMode != .stretchFit
        {
            childHeight = height
            childHeightMode = .stretchFit
            if !ratio.isNaN {
                childWidth = (childHeight - marginColumn) * ratio
                childWidthMode = .stretchFit
            }
        }
        child.constrainMaxSize(direction, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
        child.constrainMaxSize(direction, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
        _ = child.layoutInternal(
            availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
            widthMode: childWidthMode, heightMode: childHeightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: false, depth: depth, context: context)
        child.computedFlexBasis = maxOrDefined(
            child.measured(mainAxis), child.storage.pointee.computed.paddingAndBorderForAxis(mainAxis, direction, ownerWidth))
    }
}
