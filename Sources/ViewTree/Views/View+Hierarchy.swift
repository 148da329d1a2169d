import Foundation

extension View {
    /// Adds `view` on top of the subviews, taking it from its old superview.
    ///
    /// - Throws: ``ViewTreeError`` if `view` is this view or an ancestor of it,
    ///   or a window's root view; the tree is then unchanged.
    public func addSubview(_ view: View) throws(ViewTreeError) {
        let index = view.superview === self ? subviews.count - 1 : subviews.count
        try insertSubview(view, at: index)
    }

    /// Inserts `view` so that it ends up at `index` of the subviews.
    ///
    /// A view that already has a superview is moved (recorded as one `move`
    /// when both places are in the same window).
    ///
    /// - Throws: ``ViewTreeError`` for a cycle, a root view, or an index
    ///   outside `0...subviews.count` (counted without `view`); the tree is
    ///   then unchanged.
    public func insertSubview(_ view: View, at index: Int) throws(ViewTreeError) {
        if view.isRootOfWindow { throw .rootView(view.id) }
        var ancestor: View? = self
        while let current = ancestor {
            if current === view { throw .cycle(child: view.id, parent: id) }
            ancestor = current.superview
        }
        let countWithoutView = subviews.count - (view.superview === self ? 1 : 0)
        guard index >= 0, index <= countWithoutView else {
            throw .indexOutOfRange(index: index, parent: id, subviewCount: countWithoutView)
        }

        let oldWindow = view.window
        if let oldParent = view.superview {
            oldParent.subviews.removeAll { $0 === view }
        }
        subviews.insert(view, at: index)
        view.superview = self

        if let window, oldWindow === window {
            window.record(.move(view.id, to: id, at: index))
            return
        }
        if let oldWindow {
            oldWindow.record(.remove(view.id))
            view.detach(from: oldWindow)
        }
        if let window {
            view.attach(to: window)
            window.record(.insert(view.id, into: id, at: index))
            // Traits come from the window: a subtree entering one with other
            // traits than it had (the defaults, or the old window's) hears of it.
            let previous = oldWindow?.traitCollection ?? TraitCollection()
            if window.traitCollection != previous { view.propagateTraitChange(from: previous) }
        }
    }

    /// Moves a subview to `index` among its siblings.
    ///
    /// - Throws: ``ViewTreeError/notASubview(child:parent:)`` or an index error;
    ///   the tree is then unchanged.
    public func moveSubview(_ view: View, to index: Int) throws(ViewTreeError) {
        guard view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) else {
            throw .notASubview(child: view.id, parent: id)
        }
        guard current != index else { return }
        try insertSubview(view, at: index)
    }

    /// Takes the view out of its superview; a view in a window is destroyed there.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if let window {
            window.record(.remove(id))
            detach(from: window)
        }
    }

    /// Removes every subview.
    public func removeAllSubviews() {
        for view in subviews.reversed() { view.removeFromSuperview() }
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view and all its descendants, parents before children.
    public var subtree: [View] {
        var result: [View] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }

    var isRootOfWindow: Bool { window?.rootView === self }

    /// Records the creation of this subtree in `window`, parents first.
    func attach(to window: Window) {
        self.window = window
        window.record(.create(id, kind: Self.kind, properties: recordedProperties))
        for (index, child) in subviews.enumerated() {
            child.attach(to: window)
            window.record(.insert(child.id, into: id, at: index))
        }
    }

    /// Records the destruction of this subtree in `window`, children first.
    func detach(from window: Window) {
        for child in subviews { child.detach(from: window) }
        window.pointerTracker.forget(self)
        if window.firstResponder === self { window.dropFirstResponder() }
        window.record(.destroy(id))
        self.window = nil
    }
}
