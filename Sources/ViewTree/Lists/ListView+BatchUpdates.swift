import Foundation

extension ListView {
    /// Applies `update`, which the data source already reflects: cells of
    /// items that stay keep their content and move to their new frames,
    /// cells of deleted items leave, inserted items are mounted when they
    /// are in range, and reloaded ones are configured again, as are the
    /// section headers and footers that stay on screen.
    ///
    /// - Throws: ``ListViewError`` when the update does not match the counts
    ///   before and the data source's counts after; the list is unchanged.
    public func performBatchUpdates(_ update: ListUpdate) throws(ListViewError) {
        let before = itemCounts
        let after = currentDataSourceCounts()
        let plan = try ListUpdatePlan(update: update, before: before, after: after)
        let animations = update.animations
        recycleRetiringCells()
        // Where every view that may stay was, so it can glide from there.
        let framesBefore = animations.relayout ? currentFrames() : [:]

        var remapped: [IndexPath: ListCell] = [:]
        for (old, cell) in mountedCells.sorted(by: { $0.key < $1.key }) {
            if let new = plan.newPath(for: old) {
                remapped[new] = cell
                cell.indexPath = new
            } else {
                let sectionGone = update.deletedSections.contains(old[0])
                retire(cell, animation: sectionGone ? animations.deletedSections : animations.deletedItems,
                       timing: animations.timing)
            }
        }
        mountedCells = remapped
        // Selected items follow their items; deleted ones drop out (UIKit tells no one).
        _ = selection.follow(plan)

        var supplementary: [SupplementaryKey: ListCell] = [:]
        for (key, view) in mountedSupplementaryViews {
            if let section = plan.newSection(for: key.section) {
                view.indexPath = [section]
                supplementary[SupplementaryKey(kind: key.kind, section: section)] = view
            } else {
                enqueue(view)
            }
        }
        mountedSupplementaryViews = supplementary

        var appearing: [IndexPath: ListRowAnimation] = [:]
        for path in update.insertedItems {
            appearing[path] = update.insertedSections.contains(path[0]) ? animations.insertedSections : animations.insertedItems
        }
        for path in update.reloadedItems where appearing[path] == nil && animations.reloadedItems != .none {
            if let cell = mountedCells[path] { animateAppearance(of: cell, with: animations.reloadedItems, timing: animations.timing) }
        }

        geometry = makeGeometry(itemCounts: after)
        contentSize = geometry.contentSize
        let limit = maximumContentOffset
        let clamped = CGPoint(x: Swift.min(limit.x, contentOffset.x), y: Swift.min(limit.y, contentOffset.y))
        isApplyingUpdate = true
        if clamped != contentOffset { contentOffset = clamped }
        isApplyingUpdate = false
        let kept = mountedSupplementaryViews
        updateMountedCells(reconfiguring: update.reloadedItems, appearing: appearing, timing: animations.timing)
        // Headers and footers that stay are configured again: what they show
        // (a title, a count of rows) may depend on the change.
        if let dataSource {
            for (key, view) in kept where mountedSupplementaryViews[key] === view {
                dataSource.listView(self, configure: view, for: key.kind, inSection: key.section)
            }
        }
        refreshItemStates()
        showBatchFetchStatus()
        geometryDidChange()
        if animations.relayout { glide(from: framesBefore, skipping: Set(appearing.keys), timing: animations.timing) }
    }

    /// The frames of the mounted cells, headers and footers, by view.
    private func currentFrames() -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for cell in mountedCells.values { frames[ObjectIdentifier(cell)] = cell.frame }
        for view in mountedSupplementaryViews.values { frames[ObjectIdentifier(view)] = view.frame }
        if let footer = batchFetching.footer, !footer.isHidden { frames[ObjectIdentifier(footer)] = footer.frame }
        return frames
    }

    /// Moves every view that stayed mounted from its frame before the update
    /// to its frame now; inserted items (`skipping`) play their own animation.
    private func glide(from framesBefore: [ObjectIdentifier: CGRect], skipping inserted: Set<IndexPath>,
                       timing: AnimationTiming) {
        func glide(_ view: View) {
            guard let before = framesBefore[ObjectIdentifier(view)], before != view.frame else { return }
            view.animate(ViewAnimation(from: .frame(before), to: .frame(view.frame), timing: timing))
        }
        for (path, cell) in mountedCells where !inserted.contains(path) { glide(cell) }
        for view in mountedSupplementaryViews.values { glide(view) }
        if let footer = batchFetching.footer, !footer.isHidden { glide(footer) }
    }
}
