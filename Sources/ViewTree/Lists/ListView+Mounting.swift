import Foundation

extension ListView {
    /// The part of the content that is mounted: the visible rect grown by
    /// the working range along the scroll axis.
    var mountedRect: CGRect {
        let range = Swift.max(0, workingRange.isFinite ? workingRange : 0)
        return layout.scrollDirection == .vertical
            ? bounds.insetBy(dx: 0, dy: -range) : bounds.insetBy(dx: -range, dy: 0)
    }

    /// Mounts cells that entered the working range, retires those that left
    /// it, puts every mounted cell at its frame, and announces cells entering
    /// and leaving the visible rect.
    func updateMountedCells(reconfiguring reloaded: Set<IndexPath> = [], appearing: [IndexPath: ListRowAnimation] = [:],
                            timing: AnimationTiming = .default) {
        guard let dataSource else { return }
        let wanted = geometry.items(inMainRange: geometry.mainRange(of: mountedRect))
        let itemCount = geometry.itemFrames.count

        // Leaving cells first, so entering ones can reuse them. The cell
        // holding keyboard focus stays while its item exists, wherever it
        // scrolled (as a browser keeps a focused element): unmounting it
        // would drop focus to nowhere when Space or Page Down scroll past it.
        let focusedView = window?.firstResponder
        var leaving: [(IndexPath, ListCell)] = []
        var keptForFocus: (index: Int, cell: ListCell)?
        for (path, cell) in mountedCells {
            let index = geometry.flatIndex(of: path)
            if let index, wanted.contains(index) { continue }
            if let index, let focusedView, focusedView.isDescendant(of: cell) {
                keptForFocus = (index, cell)
            } else {
                leaving.append((path, cell))
            }
        }
        if let kept = keptForFocus { place(kept.cell, atFlatIndex: kept.index, of: itemCount) }
        for (path, cell) in leaving.sorted(by: { $0.0 < $1.0 }) {
            mountedCells[path] = nil
            endDisplaying(cell, at: path)
            enqueue(cell)
        }

        for index in wanted {
            let path = geometry.indexPath(ofFlatIndex: index)
            if let cell = mountedCells[path] {
                place(cell, atFlatIndex: index, of: itemCount)
                if reloaded.contains(path) {
                    dataSource.listView(self, configure: cell, forItemAt: path)
                    statistics.cellsConfigured += 1
                    didConfigureCell(cell, forItemAt: path)
                }
                continue
            }
            let cell = dequeueCell(dataSource.listView(self, cellTypeForItemAt: path))
            cell.indexPath = path
            place(cell, atFlatIndex: index, of: itemCount)
            if !cell.gestureRecognizers.contains(where: { $0 is ListSelectionGestureRecognizer }) {
                attachSelectionRecognizer(to: cell)
            }
            // Before the data source configures it, so a cell restyling for its state sees the right one.
            applyItemState(to: cell, at: path)
            dataSource.listView(self, configure: cell, forItemAt: path)
            statistics.cellsConfigured += 1
            mountedCells[path] = cell
            didConfigureCell(cell, forItemAt: path)
            if let animation = appearing[path] { animateAppearance(of: cell, with: animation, timing: timing) }
        }
        updateSupplementaryViews(dataSource)
        didPlaceSupplementaryViews()
        updateDisplayedCells()
        reportVisibleItems()
        scheduleBatchFetchIfNeeded()
    }

    /// Tells the delegate when the visible or mounted items changed.
    private func reportVisibleItems() {
        guard let delegate else { return }
        let current = (visible: indexPathsForVisibleItems, mounted: indexPathsForMountedItems)
        guard current.visible != reportedItems.visible || current.mounted != reportedItems.mounted else { return }
        reportedItems = current
        delegate.listViewDidChangeVisibleItems(self)
    }

    /// Puts `cell` at the frame of the item at flat `index`, telling it its
    /// place in the list: only some items have cells, so each says where it
    /// is among all `itemCount`.
    private func place(_ cell: ListCell, atFlatIndex index: Int, of itemCount: Int) {
        cell.frame = geometry.itemFrames[index]
        var place: AccessibilityListPosition.GridPlace?
        if let grid = geometry.grid {
            let path = geometry.indexPath(ofFlatIndex: index)
            place = grid.place(ofItem: path[1], inSection: path[0], columns: geometry.sectionColumns[path[0]])
        }
        cell.accessibilityListPosition = AccessibilityListPosition(position: index + 1, of: itemCount, grid: place)
    }

    private func updateSupplementaryViews(_ dataSource: any ListViewDataSource) {
        let sections = Set(geometry.sections(inMainRange: geometry.mainRange(of: mountedRect)))
        for (key, view) in mountedSupplementaryViews
        where !sections.contains(key.section) || geometry.frame(of: key.kind, inSection: key.section) == nil {
            mountedSupplementaryViews[key] = nil
            enqueue(view)
        }
        for section in sections.sorted() {
            for kind in SupplementaryKind.allCases {
                guard let frame = geometry.frame(of: kind, inSection: section) else { continue }
                let key = SupplementaryKey(kind: kind, section: section)
                let shown = displayedFrame(of: kind, inSection: section, laidOutAt: frame)
                if let view = mountedSupplementaryViews[key] {
                    view.frame = shown
                    continue
                }
                let view = dequeueCell(ListCellType(reuseIdentifier: "list.\(kind.rawValue)", cellClass: supplementaryViewClass(for: kind)))
                view.indexPath = [section]
                view.frame = shown
                dataSource.listView(self, configure: view, for: kind, inSection: section)
                mountedSupplementaryViews[key] = view
            }
        }
    }

    /// Announces cells whose overlap with the visible rect changed.
    func updateDisplayedCells() {
        let visible = bounds
        var appearing: [(IndexPath, ListCell)] = []
        var disappearing: [(IndexPath, ListCell)] = []
        for (path, cell) in mountedCells {
            // Strict overlap: a cell that only touches the visible rect's edge is not shown.
            let frame = cell.frame
            let shown = frame.minX < visible.maxX && frame.maxX > visible.minX
                && frame.minY < visible.maxY && frame.maxY > visible.minY
            guard shown != cell.isDisplayed else { continue }
            if shown { appearing.append((path, cell)) } else { disappearing.append((path, cell)) }
        }
        for (path, cell) in disappearing.sorted(by: { $0.0 < $1.0 }) { endDisplaying(cell, at: path) }
        for (path, cell) in appearing.sorted(by: { $0.0 < $1.0 }) {
            cell.isDisplayed = true
            delegate?.listView(self, willDisplay: cell, forItemAt: path)
        }
        updateFullyDisplayedCells()
    }

    /// Tells the delegate of displayed cells that came wholly into view,
    /// and notes those that no longer are, so they are told again when
    /// they come back.
    private func updateFullyDisplayedCells() {
        let visible = bounds
        let vertical = layout.scrollDirection == .vertical
        var arriving: [(IndexPath, ListCell)] = []
        for (path, cell) in mountedCells where cell.isDisplayed {
            let frame = cell.frame
            // Wholly inside, or covering the visible rect along the scroll axis (a cell taller than the screen).
            let inside = vertical
                ? (frame.minY >= visible.minY && frame.maxY <= visible.maxY) || (frame.minY <= visible.minY && frame.maxY >= visible.maxY)
                : (frame.minX >= visible.minX && frame.maxX <= visible.maxX) || (frame.minX <= visible.minX && frame.maxX >= visible.maxX)
            if inside, !cell.isFullyDisplayed { arriving.append((path, cell)) }
            if !inside { cell.isFullyDisplayed = false }
        }
        for (path, cell) in arriving.sorted(by: { $0.0 < $1.0 }) {
            cell.isFullyDisplayed = true
            delegate?.listView(self, didFullyDisplay: cell, forItemAt: path)
        }
    }

    func endDisplaying(_ cell: ListCell, at path: IndexPath) {
        guard cell.isDisplayed else { return }
        cell.isDisplayed = false
        cell.isFullyDisplayed = false
        delegate?.listView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func dequeueCell(_ type: ListCellType) -> ListCell {
        if var queue = reuseQueues[type.reuseIdentifier], let cell = queue.popLast() {
            reuseQueues[type.reuseIdentifier] = queue
            statistics.cellsReused += 1
            cell.alpha = 1
            cell.isHidden = false
            cell.isUserInteractionEnabled = true
            return cell
        }
        let cell = type.cellClass.init(frame: .zero)
        cell.reuseIdentifier = type.reuseIdentifier
        statistics.cellsCreated += 1
        didCreateCell(cell)
        // A new cell has no superview and is no ancestor of the list, so adding it cannot fail.
        try? addSubview(cell)
        return cell
    }

    /// Hides `cell` and queues it for reuse under its identifier.
    func enqueue(_ cell: ListCell) {
        cell.isHidden = true
        cell.indexPath = nil
        cell.accessibilityListPosition = nil
        cell.isSelected = false
        cell.isHighlighted = false
        cell.prepareForReuse()
        reuseQueues[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    /// Takes a cell out of service, playing `animation` on the way out;
    /// an animated cell rejoins the reuse queues at the next update.
    func retire(_ cell: ListCell, animation: ListRowAnimation, timing: AnimationTiming) {
        if let path = cell.indexPath { endDisplaying(cell, at: path) }
        guard animation != .none else { return enqueue(cell) }
        // On its way out it is no longer a row: not focusable, not hit.
        cell.isUserInteractionEnabled = false
        cell.indexPath = nil
        animateDisappearance(of: cell, with: animation, timing: timing)
        retiringCells.append(cell)
    }

    func recycleRetiringCells() {
        let cells = retiringCells
        retiringCells.removeAll()
        for cell in cells { enqueue(cell) }
    }
}
