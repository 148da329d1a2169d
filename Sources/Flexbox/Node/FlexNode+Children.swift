extension FlexNode {
    /// Inserts a child at `index` (0...count).
    ///
    /// Throws, changing nothing, when the child is this node or an ancestor of
    /// it, already has a parent, the index is out of range, or this node has a
    /// measure function.
    public func insertChild(_ child: FlexNode, at index: Int) throws(FlexError) {
        if measureFunction != nil { throw .measureFunctionWithChildren(path: path) }
        guard index >= 0 && index <= children.count else {
            throw .indexOutOfRange(path: path, index: index, count: children.count)
        }
        var ancestor: FlexNode? = self
        while let node = ancestor {
            if node === child { throw .cycle(path: path, child: child.path) }
            ancestor = node.parent
        }
        if let current = child.parent {
            throw .alreadyHasParent(path: path, child: child.name ?? "node", currentParent: current.path)
        }
        children.insert(child, at: index)
        child.parent = self
        markDirty()
    }

    /// Makes room for `count` children in all, so that adding them one by
    /// one does not grow the child list several times.
    public func reserveChildCapacity(_ count: Int) {
        children.reserveCapacity(count)
    }

    /// Appends a child; see `insertChild(_:at:)` for what is refused.
    public func appendChild(_ child: FlexNode) throws(FlexError) {
        try insertChild(child, at: children.count)
    }

    /// Removes and returns the child at `index` (0..<count); it becomes a root.
    @discardableResult
    public func removeChild(at index: Int) throws(FlexError) -> FlexNode {
        guard index >= 0 && index < children.count else {
            throw .indexOutOfRange(path: path, index: index, count: children.count)
        }
        let child = children.remove(at: index)
        child.parent = nil
        child.markDirty()
        markDirty()
        return child
    }

    /// Removes every child; they become roots.
    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children {
            child.parent = nil
            child.markDirty()
        }
        children.removeAll()
        markDirty()
    }
}
