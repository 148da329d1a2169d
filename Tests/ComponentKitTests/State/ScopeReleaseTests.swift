import Foundation
import Testing
@testable import ComponentKit

/// Scopes let go of their layouts when they leave the tree or their root
/// goes: a stateful component's cached layout points back at its scope,
/// and a scope that kept it would keep itself, its layouts and components.
@MainActor
@Suite("Scopes are freed", .serialized)
struct ScopeReleaseTests {
    let base = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    /// The scope nodes of every stateful component in `layout`.
    private func nodes(in layout: Layout) -> [ScopeNode] {
        (layout.scopeNode.map { [$0] } ?? []) + layout.children.flatMap { nodes(in: $0.layout) }
    }

    private final class WeakNode {
        weak var node: ScopeNode?
        init(_ node: ScopeNode) { self.node = node }
    }

    @Test("When the root goes, every scope goes with it")
    func rootReleased() throws {
        var watched: [WeakNode] = []
        do {
            let root = ScopeRoot(baseContext: base)
            let layout = root.render { CounterList(keys: ["a", "b", "c"]).layout(constrainedTo: .unconstrained, context: $0) }
            watched = nodes(in: layout).map(WeakNode.init)
            // A second pass reuses the cached layouts: the caches are in place.
            _ = root.render { CounterList(keys: ["a", "b", "c"]).layout(constrainedTo: .unconstrained, context: $0) }
        }
        #expect(watched.count == 4, "the list and its three counters")
        #expect(watched.allSatisfy { $0.node == nil }, "\(watched.count { $0.node != nil }) scopes outlived their root")
    }

    @Test("A scope that leaves the tree is freed once nothing shows its layout")
    func leavingScopeReleased() throws {
        let root = ScopeRoot(baseContext: base)
        var watched: WeakNode?
        do {
            let layout = root.render { CounterList(keys: ["a", "gone"]).layout(constrainedTo: .unconstrained, context: $0) }
            let gone = try #require(nodes(in: layout).first { $0.identity?.key == "gone" })
            watched = WeakNode(gone)
        }
        _ = root.render { CounterList(keys: ["a"]).layout(constrainedTo: .unconstrained, context: $0) }
        #expect(watched?.node == nil, "the scope of a counter that left kept itself alive")
        withExtendedLifetime(root) {}
    }
}
