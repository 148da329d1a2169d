import Foundation
import Synchronization

/// The state of one hosted component tree: its scopes, their state, and the
/// state updates waiting to be rendered.
///
/// Render passes run one at a time (``render(forcingFullRender:with:_:)`` holds a
/// lock). State updates may be enqueued from the main actor at any time;
/// the next pass applies them in order, then reuses every stateful
/// component whose inputs are equal and whose scopes did not change.
///
/// ```swift
/// let root = ScopeRoot()
/// let layout = root.render { context in
///     Counter().layout(constrainedTo: .unconstrained, context: context)
/// }
/// ```
public final class ScopeRoot: @unchecked Sendable {
    // `renderLock` serializes passes; `node` and the pass counter are only
    // touched while it is held. Pending updates have their own lock so the
    // main actor never waits for a pass.
    let renderLock = NSLock()
    let rootNode = ScopeNode(identity: nil, typeName: "root", parent: nil)
    /// Kept states new scopes start with (``restore(from:)``); read and
    /// written with `renderLock` held.
    var restoration: StateRestoration?

    deinit {
        // Each cached layout points back at its node: without this, every
        // stateful component's scope would outlive the root with its layouts.
        for node in rootNode.subtree { node.dropCache() }
    }
    private var pass = 0
    private let pending = Mutex<[PendingUpdate]>([])
    private let diagnosticsStore = Mutex<[ScopeDiagnostic]>([])
    // The closure sits in a struct: a bare function value in a generic
    // container is re-abstracted on every inout access, and each `withLock`
    // would wrap the stored closure in two more thunks, so that every state
    // update called through a chain as long as the updates before it.
    private let listenerStore = Mutex<UpdateListener?>(nil)

    private struct UpdateListener {
        let call: @MainActor @Sendable (StateUpdateMode) -> Void
    }

    /// The end of the responder chain: the hosting view's context handler.
    @MainActor public var contextResponder: (any ActionResponding)?
    /// Told of state updates; nil without listeners (see ``analyticsListeners``).
    @MainActor package var analytics: AnalyticsBroadcaster?

    /// What passes did, cumulatively.
    public let statistics = RenderStatistics()
    /// The layout context passes start from (text measurer, pixel scale).
    public let baseContext: LayoutContext

    struct PendingUpdate {
        weak var token: ScopeToken?
        let apply: @Sendable (any Sendable) -> any Sendable
    }

    /// A root whose passes lay out with `baseContext`.
    public init(baseContext: LayoutContext = LayoutContext()) {
        self.baseContext = baseContext
    }

    /// A root whose state updates are told to `analytics` from the start:
    /// made so off the main actor, a list's new item costs the main actor
    /// nothing to attach (thousands at once took milliseconds).
    package init(baseContext: LayoutContext, analytics: AnalyticsBroadcaster?) {
        self.baseContext = baseContext
        self.analytics = analytics
    }

    /// Called when a state update needs a render; a hosting view sets it.
    public func setUpdateListener(_ listener: (@MainActor @Sendable (StateUpdateMode) -> Void)?) {
        listenerStore.withLock { $0 = listener.map(UpdateListener.init(call:)) }
    }

    /// Scope problems noticed so far (colliding scopes, in debug builds).
    public var diagnostics: [ScopeDiagnostic] { diagnosticsStore.withLock { $0 } }

    /// Render passes run so far.
    public var passCount: Int {
        renderLock.lock()
        defer { renderLock.unlock() }
        return pass
    }

    /// Whether updates are waiting for a pass.
    public var hasPendingUpdates: Bool { pending.withLock { !$0.isEmpty } }

    /// Whether the last pass left any scope: a stateful component, a
    /// controller or a scoped child. A root without one made its tree from
    /// its inputs alone, so another root with the same inputs may use it.
    package var holdsScopes: Bool {
        renderLock.lock()
        defer { renderLock.unlock() }
        return !rootNode.children.isEmpty
    }

    /// Runs one render pass: applies pending state updates, then calls
    /// `body` with a context whose stateful components find their scopes.
    /// With `forcingFullRender`, no layout is reused (the environment changed).
    ///
    /// `layoutContext` replaces ``baseContext`` for this pass (a host whose
    /// traits or measurer changed since the root was made). Its component
    /// context is ``ComponentContext/current`` while `body` runs; a stateful
    /// component whose subtree read a context value that changed since its
    /// last render renders again.
    public func render<Result>(
        forcingFullRender: Bool = false, with layoutContext: LayoutContext? = nil, _ body: (LayoutContext) -> Result
    ) -> Result {
        renderLock.lock()
        defer { renderLock.unlock() }
        pass += 1
        applyPendingUpdates()
        let frame = ScopeFrame(root: self, parent: rootNode, pass: pass, forcingFullRender: forcingFullRender)
        var context = layoutContext ?? baseContext
        context.scope = frame
        context.statistics = statistics
        contextReads.reset()
        // Changed as one value: each change through the context would copy it out and back.
        var provided = context.componentContext
        provided.log = contextReads
        provided.takeOwnStorage()
        context.componentContext = provided
        let result = context.componentContext.makeCurrent { body(context) }
        rootNode.visitedPass = pass
        retire(rootNode.removeUnvisitedChildren(pass: pass))
        return result
    }

    @MainActor
    func enqueue(_ node: ScopeNode, mode: StateUpdateMode, apply: @escaping @Sendable (any Sendable) -> any Sendable) {
        let token = node.token
        pending.withLock { $0.append(PendingUpdate(token: token, apply: apply)) }
        if let analytics {
            analytics.didEnqueueStateUpdate(StateUpdateEvent(
                scopeRoot: self, scopePath: pathWithoutWaiting(of: node), componentTypeName: node.typeName, mode: mode))
        }
        let listener = listenerStore.withLock { $0 }
        listener?.call(mode)
    }

    /// The context values read in the current pass, by subtree.
    let contextReads = ContextReadLog()

    /// `node`'s path, read while no pass runs: a pass may be dropping the
    /// node's ancestors. During a pass, only the node's own part is known
    /// (`…/Cell[key "4"]`); the main actor never waits for a pass.
    private func pathWithoutWaiting(of node: ScopeNode) -> String {
        guard renderLock.try() else { return "…/" + (node.pathComponent ?? node.typeName) }
        defer { renderLock.unlock() }
        return node.path
    }

    /// Scopes that left the tree and have controllers to invalidate.
    private let retired = Mutex<[ScopeNode]>([])

    func retire(_ nodes: [ScopeNode]) {
        let withControllers = nodes.filter { $0.controller != nil }
        guard !withControllers.isEmpty else { return }
        retired.withLock { $0.append(contentsOf: withControllers) }
    }

    /// Invalidates the controllers of scopes that left the tree since the
    /// last call. Call after mounting the layout that dropped them, so they
    /// have unmounted first.
    @MainActor
    public func invalidateRetiredControllers() {
        let nodes = retired.withLock { list -> [ScopeNode] in
            defer { list.removeAll() }
            return list
        }
        for node in nodes {
            guard let controller = node.controller as? AnyComponentController, !controller.isInvalidated else { continue }
            controller.isInvalidated = true
            controller._invalidate()
            node.controller = nil
        }
    }

    /// Ends the root for good: every controller of its tree is invalidated
    /// and later state updates are ignored. A list calls this for items it
    /// removes.
    @MainActor
    public func invalidate() {
        setUpdateListener(nil)
        // A pass that visits nothing retires every scope of the tree.
        render { _ in () }
        invalidateRetiredControllers()
    }

    func report(_ diagnostic: ScopeDiagnostic) {
        diagnosticsStore.withLock { $0.append(diagnostic) }
    }

    /// Applies queued transforms in order and marks each updated scope and
    /// its ancestors dirty for this pass.
    private func applyPendingUpdates() {
        let updates = pending.withLock { queue -> [PendingUpdate] in
            defer { queue.removeAll() }
            return queue
        }
        for update in updates {
            guard let node = update.token?.node, let state = node.state else { continue }
            node.state = update.apply(state)
            var current: ScopeNode? = node
            while let marked = current, marked.dirtyPass != pass {
                marked.dirtyPass = pass
                current = marked.parent
            }
        }
    }
}

/// Where a layout pass is in the scope tree; carried by ``LayoutContext``.
public struct ScopeFrame: @unchecked Sendable {
    let root: ScopeRoot
    let parent: ScopeNode
    let pass: Int
    let forcingFullRender: Bool
}
