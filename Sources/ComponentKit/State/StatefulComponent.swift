import Foundation

/// A composite component with state that survives re-renders: ComponentKit's
/// scoped, render-style component.
///
/// Its scope is identified by its type and ``scopeKey`` (and, when siblings
/// collide, its index among them). The state starts as ``initialState()``
/// and changes through ``Scope/updateState(mode:_:)``. A re-render reuses
/// the component's previous layout whole when ``shouldUpdate(from:)`` says
/// nothing changed and no scope beneath it was updated. Outside a
/// ``ScopeRoot`` pass it renders with its initial state.
///
/// ```swift
/// struct Counter: StatefulComponent, Equatable {
///     func initialState() -> Int { 0 }
///     func body(state: Int, scope: Scope<Int>) -> some Component {
///         ButtonComponent(title: "Tapped \(state) times", action: ControlAction("count") {
///             scope.updateState { $0 += 1 }
///         })
///     }
/// }
/// ```
public protocol StatefulComponent: Component {
    /// The state kept in the scope.
    associatedtype State: Sendable
    /// The component the body builds.
    associatedtype Body: Component

    /// Tells siblings of the same type apart; nil by default.
    var scopeKey: String? { get }
    /// The state of a new scope.
    func initialState() -> State
    /// Builds the component for `state`; `if` and `switch` may pick
    /// components of different types (see ``ComponentBodyBuilder``).
    @ComponentBodyBuilder func body(state: State, scope: Scope<State>) -> Body
    /// Whether `self` must render again when the scope last rendered
    /// `previous`. Equatable components compare by `!=`; others always update.
    func shouldUpdate(from previous: Self) -> Bool
}

extension StatefulComponent {
    public var scopeKey: String? { nil }

    public func shouldUpdate(from previous: Self) -> Bool { true }

    public func reusableLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout? {
        guard let frame = context.scope else { return nil }
        let (node, collided) = frame.parent.child(type: Self.self, key: scopeKey, pass: frame.pass)
        if collided {
            #if DEBUG
            frame.root.report(ScopeDiagnostic(
                path: node.path,
                message: "another \(Self.self) with key \(scopeKey.map { "\"\($0)\"" } ?? "nil") already rendered under the same parent; "
                    + "this one gets a separate scope by position, which breaks if siblings are reordered: give each a distinct key"))
            #endif
        }
        node.visitedPass = frame.pass
        frame.parent.lastClaimed = node
        guard !frame.forcingFullRender, node.dirtyPass != frame.pass, let cached = node.cache,
            cached.range == range, Self.sameSize(cached.parentSize, parentSize),
            let previous = cached.component as? Self, !shouldUpdate(from: previous),
            cached.contextReads.reads.isEmpty || cached.contextReads.areSatisfied(by: context.componentContext)
        else { return nil }
        frame.parent.lastClaimed = nil
        node.latestComponent = self
        context.statistics?.countReuse()
        if !cached.contextReads.reads.isEmpty { frame.root.contextReads.add(cached.contextReads) }
        return cached.layout
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        guard let frame = context.scope else {
            let child = ComponentContext.bindIfNeeded(context.componentContext) {
                body(state: initialState(), scope: Scope(root: nil, node: nil))
                    .layout(constrainedTo: range, parentSize: parentSize, context: context)
            }
            return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
        }
        // `layout(constrainedTo:)` asked `reusableLayout` first, which claimed the node.
        let node = frame.parent.lastClaimed ?? frame.parent.child(type: Self.self, key: scopeKey, pass: frame.pass).node
        frame.parent.lastClaimed = nil
        if node.state == nil { node.state = frame.root.keptState(for: node, as: State.self) ?? initialState() }
        if node.root == nil { node.root = frame.root }
        node.latestComponent = self
        let state = node.state as? State ?? initialState()
        context.statistics?.countRender()
        let reads = frame.root.contextReads
        reads.begin()
        let built = body(state: state, scope: Scope(root: frame.root, node: node))
        var childContext = context
        childContext.scope = ScopeFrame(root: frame.root, parent: node, pass: frame.pass, forcingFullRender: frame.forcingFullRender)
        let child = built.layout(constrainedTo: range, parentSize: parentSize, context: childContext)
        let contextReads = reads.end()
        frame.root.retire(node.removeUnvisitedChildren(pass: frame.pass))
        let layout = Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)], scopeNode: node)
        node.cache = ScopeNode.CachedLayout(
            component: self, range: range, parentSize: parentSize, layout: layout, contextReads: contextReads)
        return layout
    }

    private static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.width, b.width) && same(a.height, b.height)
    }
}

extension StatefulComponent where Self: Equatable {
    public func shouldUpdate(from previous: Self) -> Bool { self != previous }
}

extension StatefulComponent where State == Void {
    public func initialState() {}
}
