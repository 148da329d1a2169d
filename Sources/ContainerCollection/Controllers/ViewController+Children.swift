import Foundation
import ViewTree

extension ViewController {
    /// Adds `child` to ``children``, taking it from its old parent. The
    /// child's view is not moved: the caller puts it where it belongs.
    ///
    /// - Throws: ``ViewControllerError/cycle(child:parent:)`` when `child`
    ///   is this controller or one of its ancestors; nothing changes then.
    public func addChild(_ child: ViewController) throws(ViewControllerError) {
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === child { throw .cycle(child: child.debugName, parent: debugName) }
            ancestor = current.parent
        }
        if child.parent === self { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent's children; its view stays where it is.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Puts the controller in `window`, filling it, and brings it on screen
    /// (what a container shows is set with
    /// ``ContainerCollectionController/show(_:)``).
    ///
    /// - Throws: ViewTree's `ViewTreeError` if the view cannot be added
    ///   (it is the root of another window); nothing changes then.
    public func present(in window: Window) throws(ViewTreeError) {
        view.frame = CGRect(origin: .zero, size: window.size)
        try window.rootView.addSubview(view)
        setAppearing(true)
    }

    /// Renamed: it read like ``ContainerCollectionController/show(_:)``,
    /// which sets a container's content.
    @available(*, unavailable, renamed: "present(in:)")
    public func show(in window: Window) throws(ViewTreeError) {
        try present(in: window)
    }
}
