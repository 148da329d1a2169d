import Foundation
import ViewTree

extension ContainerCollectionController {
    /// Passes a layout may take to settle (new sizes can bring new cells
    /// into range, which are measured in turn); a controller that changes
    /// its answer every time cannot make the container loop for ever.
    static let maximumLayoutPasses = 8

    /// The space an element (or a header or footer) gets, or nil while the
    /// list has no size along its fixed axis (or too little for an element).
    func constraint(for placement: ItemPlacement) -> CGSize? {
        let size = listView.bounds.size
        switch (layout.scrollDirection, placement) {
        case (.vertical, _) where size.width <= 0:
            return nil
        case (.horizontal, _) where size.height <= 0 && layout.itemHeight == nil:
            return nil
        case (_, .item):
            let item = layout.itemConstraint(in: size, scale: pointScale)
            // Too narrow for an element (a list one point wide while its
            // parent settles, or grid columns floored to zero): elements of
            // no width would all share one line and all be bound at once,
            // so they are treated as unsized until the list is wider.
            let across = layout.scrollDirection == .vertical ? item.width : item.height
            return across >= 1 ? item : nil
        case (.vertical, .supplementary):
            return CGSize(width: size.width, height: .infinity)
        case (.horizontal, .supplementary):
            return CGSize(width: .infinity, height: size.height)
        }
    }

    /// The size the list gives `item`: known, from its factory, the size it
    /// had before it changed, or an estimate.
    func size(of item: ContainerItem, placement: ItemPlacement) -> CGSize {
        guard let constraint = constraint(for: placement) else { return unsizedEstimate }
        let key = placement.key(identity: item.identity)
        let cached = sizeCache[key].flatMap { $0.constraint == constraint ? $0 : nil }
        if let cached, !cached.isStale { return cached.size }
        let element = item.element
        if let preferred = element.factory.preferredSize(using: element.data, fitting: constraint) {
            let size = layout.itemSize(measured: preferred, constraint: constraint)
            sizeCache[key] = CachedSize(constraint: constraint, size: size, isStale: false)
            return size
        }
        if let cached { return cached.size }
        switch layout.scrollDirection {
        case .vertical: return CGSize(width: constraint.width, height: estimatedItemLength)
        case .horizontal: return CGSize(width: estimatedItemLength, height: constraint.height)
        }
    }

    /// The size of every element while the list has no size across its
    /// scroll axis: one element per line, each the estimated length long.
    /// Zero sizes would put every element on one line of no length, all
    /// inside the working range, and bind (and load the resources of) every
    /// element of the list at once; measured sizes replace these as soon as
    /// the list gets its size.
    var unsizedEstimate: CGSize {
        switch layout.scrollDirection {
        case .vertical: CGSize(width: 1, height: estimatedItemLength)
        case .horizontal: CGSize(width: estimatedItemLength, height: 1)
        }
    }

    /// Whether the size known for `key` is current (so the controller need not be measured).
    func hasCurrentSize(forKey key: String, placement: ItemPlacement) -> Bool {
        guard let constraint = constraint(for: placement), let cached = sizeCache[key] else { return false }
        return cached.constraint == constraint && !cached.isStale
    }

    /// Asks the cell's controller for its size; a size other than the
    /// cell's schedules a layout pass.
    func measure(_ controller: ViewController, in cell: ContainerCell) {
        guard let key = cell.itemKey, let constraint = constraint(for: cell.placement) else { return }
        let size = layout.itemSize(measured: controller.sizeThatFits(constraint), constraint: constraint)
        sizeCache[key] = CachedSize(constraint: constraint, size: size, isStale: false)
        if size != cell.frame.size {
            needsGeometryRebuild = true
            scheduleLayout()
        }
    }

    /// A child said its size changed: it is measured again in the next
    /// layout pass, which runs once for every invalidation of this turn.
    func childSizeDidChange(_ child: ViewController) {
        statistics.sizeInvalidations += 1
        // Pooled controllers are measured when they are next used.
        guard activeKeys[ObjectIdentifier(child)] != nil else { return }
        invalidatedControllers.insert(ObjectIdentifier(child))
        scheduleLayout()
    }

    func scheduleLayout() {
        guard pendingLayout == nil else { return }
        pendingLayout = Task { @MainActor [weak self] in
            guard let self, !Task.isCancelled else { return }
            self.layoutIfNeeded()
        }
    }

    /// Measures invalidated children and applies every new size in one
    /// layout pass (repeated while new cells bring new sizes), now rather
    /// than at the end of the turn.
    public func layoutIfNeeded() {
        settleLayout()
        reportContentSizeChange()
    }

    /// Layout passes until no size changes (or the pass limit).
    func settleLayout() {
        pendingLayout?.cancel()
        pendingLayout = nil
        // A pass resizes cells, whose controllers may resize this list again: one pass at a time.
        guard isViewLoaded, !isSettlingLayout else { return }
        isSettlingLayout = true
        defer { isSettlingLayout = false }
        for _ in 0..<Self.maximumLayoutPasses {
            for cell in orderedActiveCells {
                guard let controller = cell.controller, let key = cell.itemKey else { continue }
                let invalidated = invalidatedControllers.remove(ObjectIdentifier(controller)) != nil
                // A cell bound while the list had no size, or measured at another width, has no current size.
                if invalidated || !hasCurrentSize(forKey: key, placement: cell.placement) { measure(controller, in: cell) }
            }
            invalidatedControllers.removeAll()
            guard needsGeometryRebuild else { break }
            needsGeometryRebuild = false
            statistics.layoutPasses += 1
            applyGeometry()
        }
        if !needsGeometryRebuild {
            pendingLayout?.cancel()
            pendingLayout = nil
        }
    }

    /// Waits for a layout pass scheduled by size invalidations.
    public func waitForPendingLayout() async {
        await pendingLayout?.value
    }

    /// Rebuilds the list's geometry from the current sizes, keeping every
    /// mounted cell (an empty batch update).
    func applyGeometry() {
        do {
            try listView.performBatchUpdates(ListUpdate())
        } catch {
            // The counts always match here; should they not, a reload shows the truth.
            listView.reloadData()
            statistics.reloads += 1
        }
    }

    /// A container that sizes itself (inside another) tells its parent when
    /// its content's length changed.
    func reportContentSizeChange() {
        guard parent != nil, layout.scrollDirection == .vertical else { return }
        let length = listView.contentSize.height
        guard length != lastReportedContentLength else { return }
        lastReportedContentLength = length
        invalidateSize()
    }

    /// The container's own size within `available`: a vertical container is
    /// as tall as its content (at most ``ContainerLayout/maximumLength``), a
    /// rail as tall as its elements and insets.
    func fittingSize(for available: CGSize) -> CGSize {
        let insets = layout.insets
        switch layout.scrollDirection {
        case .vertical:
            let width = available.width.isFinite ? Swift.max(0, available.width) : listView.bounds.width
            // The content's length depends on the width: lay out at it.
            if listView.bounds.width != width { listView.frame.size.width = width }
            settleLayout()
            let content = listView.contentSize.height
            lastReportedContentLength = content
            return CGSize(width: width, height: Swift.min(content, layout.maximumLength ?? .infinity))
        case .horizontal:
            let height = layout.itemHeight.map { $0 + insets.top + insets.bottom }
                ?? (available.height.isFinite ? available.height : listView.bounds.height)
            let width = available.width.isFinite
                ? available.width : Swift.min(listView.contentSize.width, layout.maximumLength ?? .infinity)
            return CGSize(width: Swift.max(0, width), height: Swift.max(0, height))
        }
    }
}
