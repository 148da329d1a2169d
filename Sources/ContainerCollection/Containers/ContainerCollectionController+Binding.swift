import Foundation
import ViewTree

extension ContainerCollectionController {
    func item(at indexPath: IndexPath) -> ContainerItem? {
        guard indexPath.count == 2, items.indices.contains(indexPath[0]), items[indexPath[0]].indices.contains(indexPath[1]) else {
            return nil
        }
        return items[indexPath[0]][indexPath[1]]
    }

    func supplementaryItem(_ kind: SupplementaryKind, inSection section: Int) -> ContainerItem? {
        guard headers.indices.contains(section) else { return nil }
        return kind == .header ? headers[section] : footers[section]
    }

    /// Shows `item` in `cell`: keeps the cell's controller if its reuse
    /// identifier fits, else takes one from the pool or has the delegate
    /// make one; then the delegate updates it with the element.
    func bind(_ cell: ContainerCell, to item: ContainerItem, placement: ItemPlacement, at indexPath: IndexPath) {
        let delegate = self.delegate ?? factoryDelegate
        let reuseIdentifier = delegate.reuseIdentifier(data: item.element)
        cell.owner = self
        if cell.controller != nil, cell.controllerReuseIdentifier != reuseIdentifier { recycle(cell) }
        let controller: ViewController
        if let current = cell.controller {
            controller = current
        } else {
            if let pooled = pool.take(reuseIdentifier, preferring: cell.lastController) {
                controller = pooled
                statistics.controllersReused += 1
            } else {
                controller = delegate.createController(data: item.element, forIndexPath: indexPath)
                statistics.controllersCreated += 1
                // A new controller is not an ancestor of this container.
                try? addChild(controller)
            }
            install(controller, in: cell, reuseIdentifier: reuseIdentifier)
        }
        let key = placement.key(identity: item.identity)
        cell.itemKey = key
        cell.placement = placement
        activeKeys[ObjectIdentifier(controller)] = key
        invalidatedControllers.remove(ObjectIdentifier(controller))
        delegate.update(controller: controller, data: item.element, forIndexPath: indexPath)
        bindActions(of: item.element, to: controller)
        statistics.controllerUpdates += 1
        // After the update, so the controller makes resources for its new element only.
        (controller as? any WorkingRangeResponding)?.didEnterWorkingRange()
        if !hasCurrentSize(forKey: key, placement: placement) { measure(controller, in: cell) }
    }

    private func install(_ controller: ViewController, in cell: ContainerCell, reuseIdentifier: String) {
        if controller.view.superview !== cell {
            // The controller's view is no ancestor of the cell, so this cannot fail.
            try? cell.addSubview(controller.view)
        }
        controller.view.frame = cell.bounds
        cell.controller = controller
        cell.controllerReuseIdentifier = reuseIdentifier
        cell.lastController = controller
        activeCells[ObjectIdentifier(cell)] = cell
    }

    /// Takes the cell's controller off screen and into the pool (the list
    /// is reusing the cell, or it is about to show another kind of element).
    func recycle(_ cell: ContainerCell) {
        guard let controller = cell.controller, let reuseIdentifier = cell.controllerReuseIdentifier else { return }
        if controller.appearanceState != .disappeared { controller.setAppearing(false) }
        // Pooled controllers hold nothing costly: only cells in range do.
        (controller as? any WorkingRangeResponding)?.didLeaveWorkingRange()
        pool.put(controller, for: reuseIdentifier)
        activeCells[ObjectIdentifier(cell)] = nil
        activeKeys[ObjectIdentifier(controller)] = nil
        boundElements[ObjectIdentifier(controller)] = nil
        invalidatedControllers.remove(ObjectIdentifier(controller))
        cell.controller = nil
        cell.controllerReuseIdentifier = nil
        cell.itemKey = nil
    }

    /// Releases every pooled controller: its view leaves the cell it waited in.
    func purgeReusePool() {
        let purged = pool.removeAll()
        for controller in purged {
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
        statistics.controllersPurged += purged.count
    }

    /// Controllers in active cells, in the order their cells appear.
    var activeControllers: [ViewController] {
        orderedActiveCells.compactMap(\.controller)
    }

    /// Active cells ordered by position, so callbacks come in a stable order.
    var orderedActiveCells: [ContainerCell] {
        activeCells.values.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    }

    /// Brings the controllers of cells overlapping the visible rect on
    /// screen while the container is, and takes the others off.
    func updateChildAppearance() {
        let visible = listView.bounds
        let onScreen = appearanceState.isAppearingOrAppeared
        for cell in orderedActiveCells {
            guard let controller = cell.controller else { continue }
            let frame = cell.frame
            // Strict overlap, as the list's own display events.
            let shown = onScreen && !cell.isHidden && frame.minX < visible.maxX && frame.maxX > visible.minX
                && frame.minY < visible.maxY && frame.maxY > visible.minY
            if controller.appearanceState.isAppearingOrAppeared != shown {
                controller.setAppearing(shown)
                if shown { elementDidAppear(controller) }
            }
        }
        loadPagesNearTheEnd()
    }
}
