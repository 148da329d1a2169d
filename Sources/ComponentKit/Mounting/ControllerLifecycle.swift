import ViewTree

/// Drives controllers through mount, remount and unmount as a mount pass
/// walks the layout tree.
@MainActor
final class ControllerLifecycle {
    private var previous: [ObjectIdentifier: AnyComponentController] = [:]
    private var current: [ObjectIdentifier: AnyComponentController] = [:]
    /// Controllers mounted inside each view's subtree, for skipped subtrees.
    private var subtreeControllers: [ViewID: [AnyComponentController]] = [:]
    private var frames: [[AnyComponentController]] = [[]]
    private var awaitingView: [AnyComponentController] = []
    private var didCallbacks: [() -> Void] = []

    func beginPass() {
        current.removeAll(keepingCapacity: true)
        frames = [[]]
        awaitingView.removeAll()
        didCallbacks.removeAll()
    }

    /// A controlled component's layout is being mounted.
    func visit(_ layout: Layout) {
        guard let node = layout.scopeNode, node.isControlled != false else { return }
        guard let component = layout.component as? any ControlledComponent else {
            node.isControlled = false
            return
        }
        node.isControlled = true
        let controller: AnyComponentController
        if let existing = node.controller as? AnyComponentController {
            controller = existing
        } else {
            controller = component.makeController()
            controller.scopeNode = node
            node.controller = controller
            controller._didInit()
        }
        guard current[ObjectIdentifier(controller)] == nil else { return }
        // Mounted elsewhere (another root view) counts as a remount here.
        controller.owner = ObjectIdentifier(self)
        if controller.isMounted, controller.hasMountedBefore {
            let old = controller._component
            controller._willUpdate(to: component)
            controller._willRemount()
            _ = controller._setComponent(component)
            didCallbacks.append { controller._didRemount(); controller._didUpdate(from: old) }
        } else {
            _ = controller._setComponent(component)
            controller._willMount()
            didCallbacks.append {
                controller.isMounted = true
                controller.hasMountedBefore = true
                controller._didMount()
            }
        }
        mark(controller)
        awaitingView.append(controller)
    }

    /// A view was mounted; controllers whose subtree starts here take it.
    func mounted(_ view: View) {
        for controller in awaitingView where controller.mountedView !== view {
            if let old = controller.mountedView { controller._willRelinquishView(old) }
            controller.mountedView = view
            controller._didAcquireView(view)
        }
        awaitingView.removeAll()
    }

    func enterView() { frames.append([]) }

    func leaveView(_ view: View) {
        let inside = frames.removeLast()
        // Only subtrees with controllers are remembered: most have none.
        if inside.isEmpty {
            if !subtreeControllers.isEmpty { subtreeControllers[view.id] = nil }
        } else {
            subtreeControllers[view.id] = inside
            frames[frames.count - 1].append(contentsOf: inside)
        }
    }

    /// A view's subtree was skipped as unchanged: its controllers stay mounted.
    func skipped(_ view: View) {
        guard !subtreeControllers.isEmpty, let inside = subtreeControllers[view.id] else { return }
        for controller in inside { mark(controller) }
    }

    private func mark(_ controller: AnyComponentController) {
        current[ObjectIdentifier(controller)] = controller
        frames[frames.count - 1].append(controller)
    }

    /// The controllers mounted by the last pass.
    var mounted: [AnyComponentController] { Array(previous.values) }

    /// Unmounts controllers no longer in the tree, then runs did-callbacks children first.
    func endPass() {
        for (id, controller) in previous
        where current[id] == nil && controller.isMounted && controller.owner == ObjectIdentifier(self) {
            controller._willUnmount()
            if let view = controller.mountedView { controller._willRelinquishView(view) }
            controller.mountedView = nil
            controller.isMounted = false
            controller._didUnmount()
        }
        for callback in didCallbacks.reversed() { callback() }
        previous = current
    }
}
