import Foundation
import Testing
@testable import ComponentKit

/// ComponentKit's CKStateScopeComponentBuilderTests
/// (Scope/CKStateScopeComponentBuilderTests.mm): building a component in a
/// scope root (`CKBuildComponent`).
///
/// Adapted: `CKBuildComponent(root, updates, block)` is a pass of the root
/// here, ``ScopeRoot/render(forcingFullRender:with:_:)``, whose body builds
/// and lays out the component; a scoped component is a
/// ``StatefulComponent``.
@MainActor
@Suite("ComponentKit: CKStateScopeComponentBuilderTests")
struct StateScopeComponentBuilderTests {
    /// ComponentKit's CKStateExposingComponent: a scoped component whose
    /// initial state is 12345 and which keeps the state it was built with.
    struct StateExposingComponent: StatefulComponent {
        static let initialState = 12345
        let seen: CKScopeLog<Int>
        func initialState() -> Int { Self.initialState }
        func body(state: Int, scope: Scope<Int>) -> some Component {
            seen.record(nil, state, scope)
            return ViewComponent()
        }
    }

    /// Adapted: the build block's scope frame is the root's own scope, of
    /// the root being built (ComponentKit compares the thread-local frame's
    /// previous node with the root's root node).
    @Test func testThreadLocalStateIsSet() {
        let root = ScopeRoot()
        let frame = root.render { context in ScopeFrameSnapshot(context) }
        #expect(frame?.root == ObjectIdentifier(root))
        #expect(frame?.parentIsRoot == true)
    }

    /// Adapted: components are values, so the check is that the pass
    /// returns the layout of the component the block built (its type and
    /// its value), not another.
    @Test func testCorrectComponentIsReturned() throws {
        struct Marked: Component, Equatable { let mark: Int }
        let c = Marked(mark: 7)
        let layout = ScopeRoot().render { context in c.layout(constrainedTo: .unconstrained, context: context) }
        #expect(try #require(layout.component as? Marked) == c)
    }

    @Test func testStateIsReacquiredAndNewInitialValueBlockIsNotUsed() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        let state = 12345
        renderSiblings(root, [CKScoped(key: nil, initial: state, log: log)])
        _ = log.takeEntries()
        renderSiblings(root, [CKScoped(key: nil, initial: 67890, log: log)])
        let nextState = log.takeEntries().first?.state
        #expect(nextState == state)
    }

    @Test func testComponentStateIsSetToInitialStateValue() {
        let log = CKScopeLog<Int>()
        _ = ScopeRoot().render { context in
            StateExposingComponent(seen: log).layout(constrainedTo: .unconstrained, context: context)
        }
        #expect(log.takeEntries().map(\.state) == [StateExposingComponent.initialState])
    }
}
