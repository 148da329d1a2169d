// STEP 3 of the algorithm: the flex basis of every item (CSS Flexbox 9.2.3).
extension LayoutPass {
    /// Computes each in-flow child's flex basis and returns the sum of the
    /// outer bases along the main axis.
    func computeFlexBasisForChildren(
        _ node: FlexNode, _ availableInnerWidth: Double, _ availableInnerHeight: Double,
        _ ownerWidth: Double, _ ownerHeight: Double, _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ direction: LayoutDirection, _ mainAxis: FlexDirection, performLayout: Bool, depth: Int
    ) -> Double {
        var total = 0.0
        // With an exact main size, a lone flexible child that can both grow
        // and shrink takes the whole line: its basis does not matter.
        var singleFlexChild: FlexNode?
        let mainMode = mainAxis.isRow ? widthMode : heightMode
        if mainMode == .stretchFit {
            for child in node.children where child.isFlexible {
                if singleFlexChild != nil || inexactEquals(child.resolvedFlexGrow, 0) || inexactEquals(child.resolvedFlexShrink, 0) {
                    singleFlexChild = nil
                    break
                }
                singleFlexChild = child
            }
        }
        for child in node.children {
            if child.styleValue.display == .none {
                zeroOut(child)
                child.isDirty = false
                continue
            }
            if performLayout {
                child.setInitialPosition(child.resolveDirection(direction), availableInnerWidth, availableInnerHeight)
            }
            if child.styleValue.positionType == .absolute { continue }
            if child === singleFlexChild {
                child.state.computedFlexBasisGeneration = generation
                child.state.computedFlexBasis = 0
            } else {
                computeFlexBasis(for: child, in: node, availableInnerWidth, widthMode, availableInnerHeight, ownerWidth, ownerHeight,
                                 heightMode, direction, depth: depth)
            }
            total += child.state.computedFlexBasis + child.marginForAxis(mainAxis, availableInnerWidth)
        }
        return total
    }

    func computeFlexBasis(
        for child: FlexNode, in node: FlexNode, _ width: Double, _ widthMode: SizingMode, _ height: Double,
        _ ownerWidth: Double, _ ownerHeight: Double, _ heightMode: SizingMode, _ direction: LayoutDirection, depth: Int
    ) {
        let mainAxis = node.styleValue.flexDirection.resolved(for: direction)
        let isMainRow = mainAxis.isRow
        let mainSize = isMainRow ? width : height
        let mainOwnerSize = isMainRow ? ownerWidth : ownerHeight
        let basis = child.resolvedFlexBasis(direction, mainAxis, mainOwnerSize, ownerWidth)
        let rowDefined = child.hasDefiniteLength(.width, ownerWidth)
        let columnDefined = child.hasDefiniteLength(.height, ownerHeight)

        if !basis.isNaN, !mainSize.isNaN {
            if child.state.computedFlexBasis.isNaN {
                let paddingAndBorder = child.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
                child.state.computedFlexBasis = maxOrDefined(basis, paddingAndBorder)
            }
        } else if isMainRow, rowDefined {
            let paddingAndBorder = child.paddingAndBorderForAxis(.row, direction, ownerWidth)
            child.state.computedFlexBasis = maxOrDefined(child.resolvedDimension(direction, .width, ownerWidth, ownerWidth), paddingAndBorder)
        } else if !isMainRow, columnDefined {
            let paddingAndBorder = child.paddingAndBorderForAxis(.column, direction, ownerWidth)
            child.state.computedFlexBasis = maxOrDefined(child.resolvedDimension(direction, .height, ownerHeight, ownerWidth), paddingAndBorder)
        } else {
            // The hypothetical main size: measure the child.
            var childWidth = Double.nan, childHeight = Double.nan
            var childWidthMode = SizingMode.maxContent, childHeightMode = SizingMode.maxContent
            let marginRow = child.marginForAxis(.row, ownerWidth)
            let marginColumn = child.marginForAxis(.column, ownerWidth)
            if rowDefined {
                childWidth = child.resolvedDimension(direction, .width, ownerWidth, ownerWidth) + marginRow
                childWidthMode = .stretchFit
            }
            if columnDefined {
                childHeight = child.resolvedDimension(direction, .height, ownerHeight, ownerWidth) + marginColumn
                childHeightMode = .stretchFit
            }
            // Browsers let a scroll container's row children size to content.
            if (!isMainRow && node.styleValue.overflow == .scroll) || node.styleValue.overflow != .scroll {
                if childWidth.isNaN, !width.isNaN {
                    childWidth = width
                    childWidthMode = .fitContent
                }
            }
            if isMainRow || node.styleValue.overflow != .scroll {
                if childHeight.isNaN, !height.isNaN {
                    childHeight = height
                    childHeightMode = .fitContent
                }
            }
            let ratio = child.resolvedAspectRatio
            if !ratio.isNaN {
                if !isMainRow, childWidthMode == .stretchFit {
                    childHeight = marginColumn + (childWidth - marginRow) / ratio
                    childHeightMode = .stretchFit
                } else if isMainRow, childHeightMode == .stretchFit {
                    childWidth = marginRow + (childHeight - marginColumn) * ratio
                    childWidthMode = .stretchFit
                }
            }
            // A stretched child with no cross size is measured at the container's exact cross size.
            let stretches = node.alignment(of: child) == .stretch
            if !isMainRow, !rowDefined, !width.isNaN, widthMode == .stretchFit, stretches, childWidthMode != .stretchFit {
                childWidth = width
                childWidthMode = .stretchFit
                if !ratio.isNaN {
                    childHeight = (childWidth - marginRow) / ratio
                    childHeightMode = .stretchFit
                }
            }
            if isMainRow, !columnDefined, !height.isNaN, heightMode == .stretchFit, stretches, childHeightMode != .stretchFit {
                childHeight = height
                childHeightMode = .stretchFit
                if !ratio.isNaN {
                    childWidth = (childHeight - marginColumn) * ratio
                    childWidthMode = .stretchFit
                }
            }
            child.constrainMaxSize(direction, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
            child.constrainMaxSize(direction, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
            layout(child, childWidth, childHeight, direction, childWidthMode, childHeightMode, ownerWidth, ownerHeight,
                   performLayout: false, depth: depth)
            child.state.computedFlexBasis = maxOrDefined(
                child.measuredSize(mainAxis.dimension), child.paddingAndBorderForAxis(mainAxis, direction, ownerWidth))
        }
        child.state.computedFlexBasisGeneration = generation
    }
}
