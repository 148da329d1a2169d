extension FlexNode {
    /// Inserts `child` at `index`.
    ///
    /// - Throws: ``FlexboxError`` if `child` has a parent, is this node or
    ///   an ancestor of it, or the index is outside `0...children.count`.
    public func insertChild(_ child: FlexNode, at index: Int) throws(FlexboxError) {
        var ancestor: FlexNode? = self
        while let current = ancestor {
            if current === child { throw .cycle(path: child.path) }
            ancestor = current.parent
        }
        guard child.parent == nil else { throw .alreadyHasParent(path: child.path) }
        guard index >= 0, index <= children.count else {
            throw .indexOutOfRange(index: index, childCount: children.count, path: path)
        }
        children.insert(child, at: index)
        child.parent = self
        child.hasOwner = true
        markDirty()
    }

    /// Appends `child`.
    public func addChild(_ child: FlexNode) throws(FlexboxError) {
        try insertChild(child, at: children.count)
    }

    /// Removes `child` if it is a child of this node.
    public func removeChild(_ child: FlexNode) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        child.parent = nil
        child.hasOwner = false
        markDirty()
    }

    /// Removes every child.
    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children {
            child.parent = nil
            child.hasOwner = false
        }
        children.removeAll()
        markDirty()
    }
}
