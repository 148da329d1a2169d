import Foundation
import Synchronization
import Testing
@testable import ComponentKit

/// A label showing a counter kept in state.
struct CounterLabel: StatefulComponent, Equatable {
    var scopeKey: String?
    var title = "count"
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        ScopeCapture.shared.record(scopeKey ?? "", scope)
        return LabelComponent(AttributedText("\(title) \(state)"), font: .system(size: 10))
    }
}

/// Remembers the scope each keyed counter rendered with, for tests to update.
final class ScopeCapture: Sendable {
    static let shared = ScopeCapture()
    private let scopes = Mutex<[String: Scope<Int>]>([:])
    func record(_ key: String, _ scope: Scope<Int>) { scopes.withLock { $0[key] = scope } }
    func scope(_ key: String) -> Scope<Int>? { scopes.withLock { $0[key] } }
}

struct CounterList: StatefulComponent, Equatable {
    var keys: [String]
    func body(state: Void, scope: Scope<Void>) -> some Component {
        try! StaticLayoutComponent(children: keys.enumerated().map { index, key in
            .init(position: CGPoint(x: 0, y: CGFloat(index) * 20), CounterLabel(scopeKey: key))
        })
    }
}

@MainActor
@Suite("State and scopes", .serialized)
struct StateTests {
    let base = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func texts(_ layout: Layout) -> [String] { layout.labelTexts }

    @Test("State survives re-renders and is lost when its scope leaves the tree")
    func survival() throws {
        let root = ScopeRoot(baseContext: base)
        func render(_ keys: [String]) -> [String] {
            texts(root.render { CounterList(keys: keys).layout(constrainedTo: .unconstrained, context: $0) })
        }
        #expect(render(["s1", "s2"]) == ["count 0", "count 0"])
        try #require(ScopeCapture.shared.scope("s1")).updateState { $0 += 5 }
        #expect(render(["s1", "s2"]) == ["count 5", "count 0"])
        #expect(render(["s2", "s1"]) == ["count 0", "count 5"], "keys follow their state through reordering")
        #expect(render(["s2"]) == ["count 0"])
        #expect(render(["s1", "s2"]) == ["count 0", "count 0"], "s1's scope went away with its state")
    }

    @Test("The update listener is reached through the same call depth on the thousandth update as on the first")
    func listenerDoesNotDeepen() throws {
        let root = ScopeRoot(baseContext: base)
        _ = root.render { CounterLabel(scopeKey: "deep").layout(constrainedTo: .unconstrained, context: $0) }
        var depths: [Int] = []
        root.setUpdateListener { _ in MainActor.assumeIsolated { depths.append(Thread.callStackReturnAddresses.count) } }
        let scope = try #require(ScopeCapture.shared.scope("deep"))
        for _ in 0..<1_000 { scope.updateState { $0 += 1 } }
        // Reading a closure stored bare in a lock re-wrapped it each time: every update called through all earlier ones.
        #expect(depths.count == 1_000)
        #expect(Set(depths).count == 1, "call depths ranged from \(depths.min() ?? 0) to \(depths.max() ?? 0)")
        #expect(texts(root.render { CounterLabel(scopeKey: "deep").layout(constrainedTo: .unconstrained, context: $0) }) == ["count 1000"])
    }

    @Test("Siblings with the same type and key get distinct scopes, and the collision is reported")
    func collisions() throws {
        let root = ScopeRoot(baseContext: base)
        func render() -> [String] {
            texts(root.render { CounterList(keys: ["dup", "dup"]).layout(constrainedTo: .unconstrained, context: $0) })
        }
        #expect(render() == ["count 0", "count 0"])
        // The capture holds the second one's scope (rendered last).
        try #require(ScopeCapture.shared.scope("dup")).updateState { $0 += 1 }
        #expect(render() == ["count 0", "count 1"])
        #if DEBUG
        let diagnostic = try #require(root.diagnostics.first)
        #expect(diagnostic.path == "CounterList/CounterLabel[key \"dup\"]#1")
        #expect(diagnostic.message.contains("give each a distinct key"))
        #endif
    }

    @Test("Without a scope root a stateful component renders its initial state and updates do nothing")
    func detached() {
        let layout = CounterLabel(scopeKey: "detached").layout(constrainedTo: .unconstrained, context: base)
        #expect(texts(layout) == ["count 0"])
        let scope = ScopeCapture.shared.scope("detached")
        #expect(scope?.isAttached == false)
        scope?.updateState { $0 += 1 }
    }

    @Test("An unchanged stateful component is reused whole; an update re-renders only its path")
    func reuse() throws {
        let root = ScopeRoot(baseContext: base)
        let keys = (0..<100).map { "row\($0)" }
        let first = root.render { CounterList(keys: keys).layout(constrainedTo: .unconstrained, context: $0) }
        #expect(root.statistics.rendered == 101)
        root.statistics.reset()
        let same = root.render { CounterList(keys: keys).layout(constrainedTo: .unconstrained, context: $0) }
        #expect(same === first, "equal inputs and no dirty scope: the whole layout is reused")
        #expect(root.statistics.rendered == 0 && root.statistics.laidOut == 0 && root.statistics.reused == 1)

        root.statistics.reset()
        try #require(ScopeCapture.shared.scope("row42")).updateState { $0 += 1 }
        let updated = root.render { CounterList(keys: keys).layout(constrainedTo: .unconstrained, context: $0) }
        #expect(root.statistics.rendered == 2, "the list and the updated row")
        #expect(root.statistics.reused == 99)
        #expect(texts(updated)[42] == "count 1")
        #expect(updated.children[0].layout.children[41].layout === first.children[0].layout.children[41].layout)
    }

    @Test("A forced full render (the environment changed) reuses nothing")
    func forcedFullRender() {
        let root = ScopeRoot(baseContext: base)
        let keys = ["a", "b", "c"]
        _ = root.render { CounterList(keys: keys).layout(constrainedTo: .unconstrained, context: $0) }
        root.statistics.reset()
        _ = root.render(forcingFullRender: true) { CounterList(keys: keys).layout(constrainedTo: .unconstrained, context: $0) }
        #expect(root.statistics.rendered == 4 && root.statistics.reused == 0)
    }
}

@MainActor
@Suite("State updates in a hosting view", .serialized)
struct HostedStateTests {
    let layoutContext = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func makeHost() -> HostingView<[String], Void> {
        let host = HostingView(provider: ComponentProvider<[String], Void> { keys, _ in CounterList(keys: keys) },
                               sizeRangeProvider: .fitContent, context: (), layoutContext: layoutContext,
                               frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.update(model: ["h1", "h2"])
        return host
    }

    func labelTexts(_ host: View) -> [String] {
        host.subtree.compactMap { ($0 as? Label).flatMap { $0.isHidden ? nil : $0.text.string } }
    }

    @Test("A synchronous update is mounted before updateState returns")
    func synchronous() throws {
        let host = makeHost()
        try #require(ScopeCapture.shared.scope("h1")).updateState(mode: .synchronous) { $0 = 7 }
        #expect(labelTexts(host) == ["count 7", "count 0"])
        #expect(host.lastMountStatistics.attributeSets == 1)
    }

    @Test("A state update is counted on the hosting view's window, not on others")
    func countedOnItsWindow() throws {
        let host = makeHost()
        let shown = Window(size: CGSize(width: 300, height: 300))
        let other = Window(size: CGSize(width: 300, height: 300))
        try shown.rootView.addSubview(host)
        try #require(ScopeCapture.shared.scope("h1")).updateState(mode: .synchronous) { $0 = 2 }
        try #require(ScopeCapture.shared.scope("h2")).updateState { $0 = 5 }
        #expect(shown.stateChangeCount == 2)
        #expect(other.stateChangeCount == 0)
    }

    @Test("Waiting for the pending update covers an asynchronous update whose render has not started yet")
    func waitingCoversScheduledRenders() async throws {
        let host = makeHost()
        try #require(ScopeCapture.shared.scope("h1")).updateState { $0 = 3 }
        await host.waitForPendingUpdate()
        #expect(labelTexts(host) == ["count 3", "count 0"])
    }

    @Test("Asynchronous updates in one turn are coalesced into one render, mounted later")
    func coalescing() async throws {
        let host = makeHost()
        let passes = host.scopeRoot.passCount
        let scope = try #require(ScopeCapture.shared.scope("h2"))
        for _ in 0..<10 { scope.updateState { $0 += 1 } }
        #expect(labelTexts(host) == ["count 0", "count 0"], "nothing changes within the turn")
        for _ in 0..<20 where host.scopeRoot.passCount == passes { await Task.yield() }
        await host.waitForPendingUpdate()
        #expect(host.scopeRoot.passCount == passes + 1)
        #expect(labelTexts(host) == ["count 0", "count 10"])
    }
}
