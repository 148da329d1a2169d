/// Which component an animated component is, from one mount to the next:
/// its scope when it is stateful, or else its type and its place among the
/// components of that type under the nearest stateful ancestor.
struct AnimationIdentity: Hashable {
    enum Kind: Hashable {
        case scope(ObjectIdentifier)
        case position(parent: ObjectIdentifier?, type: ObjectIdentifier, index: Int)
    }

    let kind: Kind
}

/// Gives identities to the animated components of a layout tree as a walk
/// enters and leaves its layouts, in mount order.
struct AnimationIdentifier {
    private var scopes: [ScopeNode] = []
    private var counters: [PositionKey: Int] = [:]

    private struct PositionKey: Hashable {
        let parent: ObjectIdentifier?
        let type: ObjectIdentifier
    }

    /// What ``enter(_:)`` did, to undo in ``leave(_:)``.
    struct Entry {
        /// The entered layout's identity, when its component animates.
        let identity: AnimationIdentity?
        /// The nearest stateful ancestor's scope (kept alive by the record).
        let anchor: ScopeNode?
        fileprivate let pushedScope: Bool
    }

    /// Enters `layout`: its identity if its component `animates`.
    mutating func enter(_ layout: Layout, animates: Bool) -> Entry {
        var identity: AnimationIdentity?
        let anchor = layout.scopeNode ?? scopes.last
        if animates {
            if let node = layout.scopeNode {
                identity = AnimationIdentity(kind: .scope(ObjectIdentifier(node)))
            } else {
                let key = PositionKey(parent: scopes.last.map(ObjectIdentifier.init), type: ObjectIdentifier(type(of: layout.component)))
                let index = counters[key, default: 0]
                counters[key] = index + 1
                identity = AnimationIdentity(kind: .position(parent: key.parent, type: key.type, index: index))
            }
        }
        if let node = layout.scopeNode { scopes.append(node) }
        return Entry(identity: identity, anchor: anchor, pushedScope: layout.scopeNode != nil)
    }

    mutating func leave(_ entry: Entry) {
        if entry.pushedScope { scopes.removeLast() }
    }

    /// The identities of every animated component in `layout`'s tree.
    static func identities(in layout: Layout) -> Set<AnimationIdentity> {
        var identifier = AnimationIdentifier()
        var found: Set<AnimationIdentity> = []
        func visit(_ layout: Layout) {
            let entry = identifier.enter(layout, animates: layout.component is any AnimatedComponent)
            if let identity = entry.identity { found.insert(identity) }
            for child in layout.children { visit(child.layout) }
            identifier.leave(entry)
        }
        visit(layout)
        return found
    }
}
