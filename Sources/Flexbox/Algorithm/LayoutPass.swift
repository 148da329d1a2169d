import Synchronization

/// One run of the layout algorithm over a tree: the generation that tells
/// fresh results from stale ones, and the pixel grid.
///
/// The algorithm follows the CSS Flexible Box Layout spec as Yoga applies
/// it; the steps are in `LayoutPass+FlexContainer.swift`.
final class LayoutPass {
    private static let generationCounter = Atomic<Int>(0)
    let generation: Int
    let pointScaleFactor: Double
    /// Calls into the layout of a node that ran the algorithm (not a cache hit).
    private(set) var computedCount = 0
    /// Calls of measure functions.
    var measureCount = 0

    init(pointScaleFactor: Double) {
        // Trees may be laid out on several threads at once; generations must
        // never repeat, so they come from one atomic counter.
        generation = LayoutPass.generationCounter.wrappingAdd(1, ordering: .relaxed).newValue
        self.pointScaleFactor = pointScaleFactor
    }

    /// Lays out `root` for an owner of the given size (NaN: undefined).
    func run(_ root: FlexNode, ownerWidth: Double, ownerHeight: Double, direction ownerDirection: LayoutDirection) {
        let direction = root.resolveDirection(ownerDirection)
        var width = Double.nan, widthMode = SizingMode.maxContent
        if root.hasDefiniteLength(.width, ownerWidth) {
            width = root.resolvedDimension(direction, .width, ownerWidth, ownerWidth) + root.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !root.resolvedMax(.width, direction, ownerWidth, ownerWidth).isNaN {
            width = root.resolvedMax(.width, direction, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height = Double.nan, heightMode = SizingMode.maxContent
        if root.hasDefiniteLength(.height, ownerHeight) {
            height = root.resolvedDimension(direction, .height, ownerHeight, ownerWidth) + root.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !root.resolvedMax(.height, direction, ownerHeight, ownerWidth).isNaN {
            height = root.resolvedMax(.height, direction, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        if layout(root, width, height, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: true, depth: 0) {
            root.setInitialPosition(root.state.direction, ownerWidth, ownerHeight)
        }
        root.roundToPixelGrid(scale: pointScaleFactor, absoluteLeft: 0, absoluteTop: 0)
    }

    /// Lays out or measures `node`, answering from its caches when the
    /// constraints allow. Returns whether the algorithm ran.
    @discardableResult
    func layout(
        _ node: FlexNode, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: LayoutDirection,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool, depth: Int
    ) -> Bool {
        let depth = depth + 1
        let needsVisit = (node.isDirty && node.state.generation != generation) || node.state.lastOwnerDirection != ownerDirection
        if needsVisit {
            node.state.nextCachedMeasurementIndex = 0
            node.state.cachedLayout = CachedMeasurement()
        }

        var cached: CachedMeasurement?
        if node.measureFunction != nil {
            let marginRow = node.marginForAxis(.row, ownerWidth)
            let marginColumn = node.marginForAxis(.column, ownerWidth)
            if MeasurementCache.canReuse(widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                                         last: node.state.cachedLayout, marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor) {
                cached = node.state.cachedLayout
            } else {
                for index in 0..<node.state.nextCachedMeasurementIndex {
                    let entry = node.state.cachedMeasurements[index]
                    if MeasurementCache.canReuse(widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                                                 last: entry, marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor) {
                        cached = entry
                        break
                    }
                }
            }
        } else if performLayout {
            let entry = node.state.cachedLayout
            if inexactEquals(entry.availableWidth, availableWidth), inexactEquals(entry.availableHeight, availableHeight),
                entry.widthMode == widthMode, entry.heightMode == heightMode {
                cached = entry
            }
        } else {
            for index in 0..<node.state.nextCachedMeasurementIndex {
                let entry = node.state.cachedMeasurements[index]
                if inexactEquals(entry.availableWidth, availableWidth), inexactEquals(entry.availableHeight, availableHeight),
                    entry.widthMode == widthMode, entry.heightMode == heightMode {
                    cached = entry
                    break
                }
            }
        }

        if !needsVisit, let cached {
            node.state.measured = (cached.computedWidth, cached.computedHeight)
        } else {
            computedCount += 1
            layoutImpl(node, availableWidth, availableHeight, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight,
                       performLayout: performLayout, depth: depth)
            node.state.lastOwnerDirection = ownerDirection
            if performLayout { node.state.hasNewLayout = true }
            if cached == nil {
                let entry = CachedMeasurement(
                    availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode, heightMode: heightMode,
                    computedWidth: node.state.measured.0, computedHeight: node.state.measured.1)
                if performLayout {
                    node.state.cachedLayout = entry
                } else {
                    if node.state.nextCachedMeasurementIndex == LayoutState.maxCachedMeasurements {
                        node.state.nextCachedMeasurementIndex = 0
                    }
                    let index = node.state.nextCachedMeasurementIndex
                    if index < node.state.cachedMeasurements.count {
                        node.state.cachedMeasurements[index] = entry
                    } else {
                        node.state.cachedMeasurements.append(entry)
                    }
                    node.state.nextCachedMeasurementIndex += 1
                }
            }
        }
        if performLayout {
            node.state.dimensions = node.state.measured
            node.isDirty = false
        }
        node.state.generation = generation
        return needsVisit || cached == nil
    }
}
