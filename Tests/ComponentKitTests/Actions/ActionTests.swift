import Foundation
import Synchronization
import Testing
@testable import ComponentKit

extension ActionName where Value == String {
    static let select = ActionName("select")
    static let unknown = ActionName("unknown")
}

/// Records handled actions, on the main actor.
@MainActor
final class ActionLog {
    var entries: [String] = []
}

/// A leaf that sends `select` (which it does not handle) when tapped.
struct SelectableRow: StatefulComponent, Equatable {
    let id: String
    var scopeKey: String? { id }
    func body(state: Void, scope: Scope<Void>) -> some Component {
        RowScopes.shared.record(id, Action<String>.send(.select, from: scope))
        return ViewComponent(view: ViewConfiguration(View.self, [.onTap(Action<Void>(identity: "tap:\(id)") { _ in
            Action<String>.send(.select, from: scope).send(id)
        })]), size: ComponentSize(width: 100, height: 20))
    }
}

/// A list that handles `select` for its rows when `handles` is set.
struct SelectionList: StatefulComponent, Equatable, ActionResponding {
    let ids: [String]
    let handles: Bool
    func body(state: Void, scope: Scope<Void>) -> some Component {
        try! StaticLayoutComponent(children: ids.enumerated().map { index, id in
            .init(position: CGPoint(x: 0, y: CGFloat(index) * 20), SelectableRow(id: id))
        })
    }

    @MainActor func handle(_ event: ActionEvent) -> Bool {
        guard handles, let value = event.value(for: .select) else { return false }
        SelectionLog.shared.append("list:\(value)")
        return true
    }
}

final class RowScopes: Sendable {
    static let shared = RowScopes()
    private let actions = Mutex<[String: Action<String>]>([:])
    func record(_ id: String, _ action: Action<String>) { actions.withLock { $0[id] = action } }
    func action(_ id: String) -> Action<String>? { actions.withLock { $0[id] } }
}

final class SelectionLog: Sendable {
    static let shared = SelectionLog()
    private let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

@MainActor
final class ContextHandler: ActionResponding {
    var received: [String] = []
    func handle(_ event: ActionEvent) -> Bool {
        guard let value = event.value(for: .select) else { return false }
        received.append("context:\(value)")
        return true
    }
}

final class Counter {
    var values: [Int] = []
    func add(_ value: Int) { values.append(value) }
}

@MainActor
@Suite("Actions", .serialized)
struct ActionTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    @Test("A closure action always handles; a no-op never does")
    func closureAndNoop() {
        let log = ActionLog()
        let action = Action<String> { log.entries.append($0) }
        #expect(action.send("a"))
        #expect(log.entries == ["a"])
        #expect(!Action<String>.noop.send("b"))
    }

    @Test("A target action calls the method while the target lives, then does nothing")
    func targetAction() {
        var counter: Counter? = Counter()
        let action = Action(target: counter!, method: Counter.add)
        #expect(action.send(3))
        #expect(counter?.values == [3])
        counter = nil
        #expect(!action.send(4))
    }

    @Test("An action from a scope travels up to the first component that handles it")
    func responderChain() throws {
        let root = ScopeRoot(baseContext: context)
        _ = root.render { SelectionList(ids: ["r1", "r2"], handles: true).layout(constrainedTo: .unconstrained, context: $0) }
        let before = SelectionLog.shared.all.count
        #expect(try #require(RowScopes.shared.action("r2")).send("r2"))
        #expect(SelectionLog.shared.all.dropFirst(before) == ["list:r2"])
    }

    @Test("Unhandled actions reach the context handler; unknown ones are unhandled")
    func contextHandler() throws {
        let root = ScopeRoot(baseContext: context)
        let handler = ContextHandler()
        root.contextResponder = handler
        _ = root.render { SelectionList(ids: ["c1"], handles: false).layout(constrainedTo: .unconstrained, context: $0) }
        let action = try #require(RowScopes.shared.action("c1"))
        #expect(action.send("c1"))
        #expect(handler.received == ["context:c1"])
        root.contextResponder = nil
        #expect(!action.send("c1"))
    }

    @Test("Sending from a scope that left the tree is a no-op")
    func afterUnmount() throws {
        let root = ScopeRoot(baseContext: context)
        let handler = ContextHandler()
        root.contextResponder = handler
        _ = root.render { SelectionList(ids: ["gone"], handles: false).layout(constrainedTo: .unconstrained, context: $0) }
        let action = try #require(RowScopes.shared.action("gone"))
        _ = root.render { SelectionList(ids: [], handles: false).layout(constrainedTo: .unconstrained, context: $0) }
        #expect(!action.send("gone"))
        #expect(handler.received.isEmpty)
    }

    @Test("A tap attribute sends its action through the chain from a hosted tree")
    func tapAttribute() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let host = HostingView(provider: ComponentProvider<[String], Void> { ids, _ in SelectionList(ids: ids, handles: false) },
                               sizeRangeProvider: .fitContent, context: (), layoutContext: context,
                               frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        try window.rootView.addSubview(host)
        let handler = ContextHandler()
        host.scopeRoot.contextResponder = handler
        host.update(model: ["t1", "t2"])
        window.send(PointerEvent(.down, at: CGPoint(x: 10, y: 30), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 10, y: 30), time: 0.1))
        #expect(handler.received == ["context:t2"])
        host.update(model: ["t1", "t2"])
        #expect(host.lastMountStatistics.mutationCount == 0, "the tap attribute compares equal across renders")
    }

    @Test("A hosting view that goes away frees its scope root, even with actions holding scopes")
    func noLeak() {
        weak var root: ScopeRoot?
        do {
            let host = HostingView(provider: ComponentProvider<[String], Void> { ids, _ in SelectionList(ids: ids, handles: true) },
                                   sizeRangeProvider: .fitContent, context: (), layoutContext: context,
                                   frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            host.update(model: ["leak1", "leak2"])
            root = host.scopeRoot
            #expect(root != nil)
        }
        #expect(root == nil)
    }
}
