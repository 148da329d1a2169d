import Foundation
import Synchronization
import Testing
import ViewTree
@testable import ComponentKit

/// The build triggers a hosting view's passes report, in order.
final class CKBuildTriggerLog: AnalyticsListener, Sendable {
    private let triggers = Mutex<[BuildTrigger]>([])
    func willBuildComponentTree(in scopeRoot: ScopeRoot, trigger: BuildTrigger) { triggers.withLock { $0.append(trigger) } }
    func take() -> [BuildTrigger] {
        triggers.withLock { triggers in
            defer { triggers.removeAll() }
            return triggers
        }
    }
}

/// ComponentKit's CKBuildTriggerTests: why a build runs, from whether the
/// scope root is new, state updates are waiting, the environment changed,
/// and the props were updated.
///
/// Adapted throughout: ComponentKit computes the trigger with a function
/// of those four inputs (`CKBuildComponentTrigger`). Here the hosting view
/// gathers the reasons as they happen and reports each pass's to its
/// analytics listeners (`willBuildComponentTree(in:trigger:)`): a new
/// scope root is the host's first pass, a state update is one made
/// through a scope, an environment update is `update(context:)`, and a
/// props update is `update(model:)`.
@MainActor
@Suite("ComponentKit: CKBuildTriggerTests")
struct BuildTriggerTests {
    let log = CKBuildTriggerLog()
    let scopes = CKScopeLog<Int>()

    func makeHost() -> HostingView<Int, Int> {
        let scopes = self.scopes
        return HostingView(
            provider: ComponentProvider<Int, Int> { _, _ in CKScoped(key: nil, initial: 0, log: scopes) },
            sizeRangeProvider: .fitContent, context: 0, analyticsListeners: [log],
            frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A host whose scope root has built once (ComponentKit's non-empty root), and its scoped component's scope.
    func makeBuiltHost() throws -> (HostingView<Int, Int>, Scope<Int>) {
        let host = makeHost()
        host.update(model: 1)
        let scope = try #require(scopes.takeEntries().last?.scope)
        _ = log.take()
        return (host, scope)
    }

    /// Difference from ComponentKit: ComponentKit reports no trigger
    /// (`CKBuildTriggerNone`) for the first build of an empty scope root,
    /// whatever else changed. Here the first pass has its own reason,
    /// ``BuildTrigger/newTree``, and no other: the environment set before
    /// it and its props are part of building the new tree.
    @Test func testBuildTriggerNoneWhenEmptyScopeRoot() {
        let host = makeHost()
        host.update(context: 1)
        host.update(model: 1)
        #expect(log.take() == [.newTree])
    }

    @Test func testBuildTriggerStateUpdate() throws {
        let (host, scope) = try makeBuiltHost()
        scope.updateState(mode: .synchronous) { $0 += 1 }
        #expect(log.take() == [.stateUpdate])
        withExtendedLifetime(host) {}
    }

    @Test func testBuildTriggerForcePropsUpdate() throws {
        let (host, _) = try makeBuiltHost()
        host.update(model: 2)
        #expect(log.take() == [.propsUpdate])
    }

    /// Adapted: a pass of a built root with no state update and no
    /// environment change is asked for with a model, so it is a props
    /// update even when the model is the same.
    @Test func testBuildTriggerMustBePropsUpdate() throws {
        let (host, _) = try makeBuiltHost()
        host.update(model: 1)
        #expect(log.take() == [.propsUpdate])
    }

    /// A state update waiting (asynchronous, not rendered yet) when the model changes.
    @Test func testBuildTriggerStatePropsUpdate() throws {
        let (host, scope) = try makeBuiltHost()
        scope.updateState(mode: .asynchronous) { $0 += 1 }
        host.update(model: 2)
        #expect(log.take() == [[.stateUpdate, .propsUpdate]])
    }

    @Test func testBuildTriggerEnvironmentUpdate() throws {
        let (host, _) = try makeBuiltHost()
        host.update(context: 2)
        #expect(log.take() == [.environmentUpdate])
    }

    /// Difference from ComponentKit: ComponentKit's trigger for a pass with
    /// a state update, an environment change and a props update has all
    /// three. Here `update(model:)` and `update(context:)` each render at
    /// once, so a props update and an environment update are never reasons
    /// of one pass: a waiting state update joins the environment update's
    /// pass, and the model's update is the next pass, a props update.
    @Test func testBuildTriggerAll() throws {
        let (host, scope) = try makeBuiltHost()
        scope.updateState(mode: .asynchronous) { $0 += 1 }
        host.update(context: 2)
        host.update(model: 2)
        #expect(log.take() == [[.stateUpdate, .environmentUpdate], .propsUpdate])
    }
}
