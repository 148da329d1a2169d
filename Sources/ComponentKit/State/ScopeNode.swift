import Foundation

/// One scope in a root's tree: a stateful component's state, its cached
/// layout and its child scopes.
///
/// Nodes are read and written only inside a render pass, which holds the
/// root's render lock, hence `@unchecked Sendable`.
final class ScopeNode: @unchecked Sendable {
    /// Type, key and index among siblings with the same type and key.
    struct Identity: Hashable {
        let type: ObjectIdentifier
        let key: String?
        let index: Int
    }

    struct CachedLayout {
        let component: any Component
        let range: SizeRange
        let parentSize: CGSize
        let layout: Layout
    }

    let identity: Identity?
    let typeName: String
    // Not weak: weak references put a node's reference count in a side table,
    // slowing every retain during renders. Children are owned by their parent,
    // which clears this pointer in its deinit, so it never dangles.
    unowned(unsafe) var parent: ScopeNode?
    var children: [Identity: ScopeNode] = [:]
    var state: (any Sendable)?
    var cache: CachedLayout?
    /// The pass that last visited this node (rendered it or reused it).
    var visitedPass = 0
    /// The pass in which this node or a descendant had a state update.
    var dirtyPass = 0
    /// Per-pass counts of (type, key) among children, for sibling indices.
    var siblingCounts: [SiblingKey: Int] = [:]
    var siblingCountsPass = 0
    /// The child most recently claimed by a component about to render.
    var lastClaimed: ScopeNode?
    /// The component that last rendered (or was reused) in this scope.
    var latestComponent: (any Component)?
    /// The scope's controller, when its component has one.
    var controller: AnyObject?
    /// False once the scope has left the tree.
    var isAttached = true
    /// Whether the scope's component has a controller; decided on first mount
    /// (a scope's component type never changes).
    var isControlled: Bool?

    struct SiblingKey: Hashable {
        let type: ObjectIdentifier
        let key: String?
    }

    init(identity: Identity?, typeName: String, parent: ScopeNode?) {
        self.identity = identity
        self.typeName = typeName
        self.parent = parent
    }

    deinit {
        for child in children.values { child.parent = nil }
    }

    /// The child scope for a component of `type` with `key`, made if new.
    /// Returns the node and whether another sibling already had the same
    /// type and key in this pass (a collision).
    func child(type: Any.Type, key: String?, pass: Int) -> (node: ScopeNode, collided: Bool) {
        if siblingCountsPass != pass {
            siblingCounts.removeAll(keepingCapacity: true)
            siblingCountsPass = pass
        }
        let sibling = SiblingKey(type: ObjectIdentifier(type), key: key)
        let index = siblingCounts[sibling, default: 0]
        siblingCounts[sibling] = index + 1
        let identity = Identity(type: ObjectIdentifier(type), key: key, index: index)
        if let existing = children[identity] { return (existing, index > 0) }
        let node = ScopeNode(identity: identity, typeName: String(describing: type), parent: self)
        children[identity] = node
        return (node, index > 0)
    }

    /// Drops child scopes the pass did not visit: their components are gone.
    func removeUnvisitedChildren(pass: Int) -> [ScopeNode] {
        var removed: [ScopeNode] = []
        for (identity, child) in children where child.visitedPass != pass {
            children[identity] = nil
            child.parent = nil
            removed.append(contentsOf: child.subtree)
        }
        for node in removed { node.isAttached = false }
        return removed
    }

    var subtree: [ScopeNode] {
        [self] + children.values.flatMap(\.subtree)
    }

    /// The scope path, for diagnostics: `Root/Feed/Cell[key "42"]#1`.
    var path: String {
        var parts: [String] = []
        var current: ScopeNode? = self
        while let node = current, let identity = node.identity {
            var part = node.typeName
            if let key = identity.key { part += "[key \"\(key)\"]" }
            if identity.index > 0 { part += "#\(identity.index)" }
            parts.append(part)
            current = node.parent
        }
        return parts.reversed().joined(separator: "/")
    }
}
