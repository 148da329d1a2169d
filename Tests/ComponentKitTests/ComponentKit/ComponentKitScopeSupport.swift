import Foundation
import Synchronization
@testable import ComponentKit

/// What the ported scope tests observe while a scope root renders: each
/// scoped component's state and scope, in render order, the calls to
/// `initialState()`, and the scope frames probes were laid out in.
final class CKScopeLog<Value: Sendable>: Sendable {
    struct Entry: Sendable {
        let key: String?
        let state: Value
        let scope: Scope<Value>
    }

    private let entries = Mutex<[Entry]>([])
    private let initialStateCalls = Mutex<[String?]>([])
    private let frames = Mutex<[String: ScopeFrameSnapshot]>([:])

    func record(_ key: String?, _ state: Value, _ scope: Scope<Value>) {
        entries.withLock { $0.append(Entry(key: key, state: state, scope: scope)) }
    }

    func noteInitialState(_ key: String?) { initialStateCalls.withLock { $0.append(key) } }
    func noteFrame(_ name: String, _ frame: ScopeFrameSnapshot) { frames.withLock { $0[name] = frame } }

    /// Everything recorded so far, emptied.
    func takeEntries() -> [Entry] {
        entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
    }

    func takeInitialStateCalls() -> [String?] {
        initialStateCalls.withLock { calls in
            defer { calls.removeAll() }
            return calls
        }
    }

    func frame(_ name: String) -> ScopeFrameSnapshot? { frames.withLock { $0[name] } }
}

/// Where a probe found itself: the scope root of the pass, and the scope
/// its children get (nil outside a pass).
struct ScopeFrameSnapshot: Sendable, Equatable {
    let root: ObjectIdentifier
    let parent: ObjectIdentifier
    let parentIsRoot: Bool

    init?(_ context: LayoutContext) {
        guard let frame = context.scope else { return nil }
        root = ObjectIdentifier(frame.root)
        parent = ObjectIdentifier(frame.parent)
        parentIsRoot = frame.parent.identity == nil
    }
}

/// A component that notes the scope frame it is laid out in.
struct CKScopeProbe<Value: Sendable>: Component {
    let name: String
    let log: CKScopeLog<Value>

    func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        if let frame = ScopeFrameSnapshot(context) { log.noteFrame(name, frame) }
        return Layout(component: self, size: range.min)
    }
}

/// ComponentKit's `CKComponentScope scope([CKCompositeComponent class], key, ^{ return initial; })`:
/// a scoped component of one type, with a key, an initial state, and
/// children built inside its scope.
struct CKScoped<Value: Sendable>: StatefulComponent {
    let key: String?
    let initial: Value
    let log: CKScopeLog<Value>
    var children: [any Component] = []

    var scopeKey: String? { key }

    func initialState() -> Value {
        log.noteInitialState(key)
        return initial
    }

    func body(state: Value, scope: Scope<Value>) -> some Component {
        log.record(key, state, scope)
        return FlexboxComponent(style: FlexboxComponent.Style(), children: children)
    }
}

extension Scope {
    /// The identity of the scope (ComponentKit's scope handle global
    /// identifier): the scope node's token, nil once the scope is gone.
    var identityToken: ObjectIdentifier? { handle.token.map(ObjectIdentifier.init) }
    /// The scope node itself, for comparison with a probe's frame.
    var nodeIdentity: ObjectIdentifier? { handle.token.map { ObjectIdentifier($0.node) } }
}

/// Renders `components` as siblings in one pass of `root`.
func renderSiblings(_ root: ScopeRoot, _ components: [any Component]) {
    _ = root.render { context in
        FlexboxComponent(style: FlexboxComponent.Style(), children: components).layout(constrainedTo: .unconstrained, context: context)
    }
}
