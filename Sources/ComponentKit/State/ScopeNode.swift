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
        /// The context values the subtree read while it was built.
        let contextReads: ContextDependencies
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
    /// The child most recently claimed by a component about to render.
    var lastClaimed: ScopeNode?
    /// The component that last rendered (or was reused) in this scope.
    var latestComponent: (any Component)?
    /// The scope's controller, when its component has one.
    var controller: AnyObject?
    /// The root that renders this scope, for a controller's state updates
    /// (set when the scope first renders; a scope never changes roots).
    weak var root: ScopeRoot?
    /// False once the scope has left the tree.
    var isAttached = true
    /// Whether the scope's component has a controller; decided on first mount
    /// (a scope's component type never changes).
    var isControlled: Bool?

    init(identity: Identity?, typeName: String, parent: ScopeNode?) {
        self.identity = identity
        self.typeName = typeName
        self.parent = parent
    }

    deinit {
        for child in children.values { child.parent = nil }
    }

    /// What scope handles reference weakly instead of the node: a weak
    /// reference to the node itself would slow every retain of it.
    private(set) lazy var token = ScopeToken(node: self)

    /// The child scope for a component of `type` with `key`, made if new.
    /// Returns the node and whether another sibling already had the same
    /// type and key in this pass (a collision).
    func child(type: Any.Type, key: String?, pass: Int) -> (node: ScopeNode, collided: Bool) {
        // A sibling with the same type and key already claimed index 0 (and
        // so on) in this pass when that node was visited; take the next one.
        // Without collisions this is one lookup.
        let typeID = ObjectIdentifier(type)
        var index = 0
        while true {
            let identity = Identity(type: typeID, key: key, index: index)
            guard let existing = children[identity] else {
                let node = ScopeNode(identity: identity, typeName: String(describing: type), parent: self)
                children[identity] = node
                return (node, index > 0)
            }
            if existing.visitedPass != pass { return (existing, index > 0) }
            index += 1
        }
    }

    /// Drops child scopes the pass did not visit: their components are gone.
    func removeUnvisitedChildren(pass: Int) -> [ScopeNode] {
        var removed: [ScopeNode] = []
        for (identity, child) in children where child.visitedPass != pass {
            children[identity] = nil
            child.parent = nil
            removed.append(contentsOf: child.subtree)
        }
        for node in removed {
            node.isAttached = false
            node.dropCache()
        }
        return removed
    }

    /// Lets go of the cached layout. The layout of a stateful component
    /// points back at its node (``Layout`` keeps it for controllers), so a
    /// node that keeps its cache once it leaves its root's tree keeps itself
    /// and that whole subtree of layouts and components alive.
    func dropCache() {
        cache = nil
        lastClaimed = nil
    }

    var subtree: [ScopeNode] {
        [self] + children.values.flatMap(\.subtree)
    }

    /// The scope path, for diagnostics: `Root/Feed/Cell[key "42"]#1`.
    var path: String {
        var parts: [String] = []
        var current: ScopeNode? = self
        while let node = current, let part = node.pathComponent {
            parts.append(part)
            current = node.parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// This scope's part of a path: `Cell[key "42"]#1`; nil for the root.
    /// Made of constants only, so it may be read while a pass runs.
    var pathComponent: String? {
        guard let identity else { return nil }
        var part = typeName
        if let key = identity.key { part += "[key \"\(key)\"]" }
        if identity.index > 0 { part += "#\(identity.index)" }
        return part
    }
}

/// A scope node's stand-in for weak references from scope handles. The node
/// owns it, so it lives exactly as long as the node.
final class ScopeToken: @unchecked Sendable {
    unowned(unsafe) let node: ScopeNode

    init(node: ScopeNode) {
        self.node = node
    }
}
