import Foundation
import Testing
@testable import ComponentKit

/// ComponentKit's CKComponentScopeTests (Scope/CKComponentScopeTests.mm):
/// scope frames during a build, state carried from one build to the next,
/// and scope identity.
///
/// Adapted throughout: ComponentKit opens scopes on a thread-local stack
/// (`CKThreadLocalComponentScope`, `CKComponentScope`) and hands the next
/// build a new scope root (`newScopeRoot`). Here the scope a component
/// builds in travels in its ``LayoutContext`` (`context.scope`), a scoped
/// component is a ``StatefulComponent`` (``CKScoped``: ComponentKit's
/// `CKComponentScope([CKCompositeComponent class], key, initialStateBlock)`),
/// and one ``ScopeRoot`` keeps its tree from pass to pass: ComponentKit's
/// "root2" is the same root's next pass. The "frame" a probe sees is the
/// scope its children would open in.
@MainActor
@Suite("ComponentKit: CKComponentScopeTests")
struct ComponentScopeTests {
    // MARK: Thread local component scope

    @Test func testThreadLocalComponentScopeIsEmptyWhenNoScopeExists() {
        // Outside a scope root's pass, there is no scope to build in.
        let log = CKScopeLog<Int>()
        _ = CKScopeProbe(name: "outside", log: log).layout(constrainedTo: .unconstrained)
        #expect(LayoutContext().scope == nil)
        #expect(log.frame("outside") == nil)
    }

    @Test func testThreadLocalComponentScopeIsNotEmptyWhenTheScopeExists() {
        let root = ScopeRoot()
        let hasScope = root.render { context in context.scope != nil }
        #expect(hasScope)
    }

    @Test func testThreadLocalComponentScopeStoresTheProvidedFrameAsTheEquivalentPreviousFrame() {
        // The pass starts at the root's own scope, of that root.
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScopeProbe(name: "top", log: log)])
        let frame = log.frame("top")
        #expect(frame?.root == ObjectIdentifier(root))
        #expect(frame?.parentIsRoot == true)
    }

    @Test func testThreadLocalComponentScopePushesChildComponentScope() throws {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [
            CKScopeProbe(name: "root", log: log),
            CKScoped(key: nil, initial: 0, log: log, children: [CKScopeProbe(name: "inside", log: log)]),
        ])
        let rootFrame = try #require(log.frame("root"))
        let currentFrame = try #require(log.frame("inside"))
        #expect(currentFrame.parent != rootFrame.parent)
        #expect(!currentFrame.parentIsRoot)
    }

    @Test func testThreadLocalComponentScopeCanBeNested() throws {
        // A pass of another root inside a pass: the inner build sees its
        // root, and the outer build, after it, its own again.
        let root = ScopeRoot()
        let root2 = ScopeRoot()
        let log = CKScopeLog<Int>()
        _ = root.render { context in
            _ = root2.render { context2 in
                CKScopeProbe(name: "inner", log: log).layout(constrainedTo: .unconstrained, context: context2)
            }
            return CKScopeProbe(name: "outer after", log: log).layout(constrainedTo: .unconstrained, context: context)
        }
        #expect(try #require(log.frame("inner")).root == ObjectIdentifier(root2))
        #expect(try #require(log.frame("outer after")).root == ObjectIdentifier(root))
        // Outside both passes, no scope.
        #expect(LayoutContext().scope == nil)
    }

    // MARK: Component scope frame

    @Test func testComponentScopeFrameIsPoppedWhenComponentScopeCloses() throws {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [
            CKScopeProbe(name: "before", log: log),
            CKScoped(key: "moose", initial: 0, log: log, children: [CKScopeProbe(name: "inside", log: log)]),
            CKScopeProbe(name: "after", log: log),
        ])
        let rootFrame = try #require(log.frame("before"))
        #expect(try #require(log.frame("inside")).parent != rootFrame.parent)
        #expect(try #require(log.frame("after")) == rootFrame)
    }

    // MARK: Component scope state

    @Test func testComponentScopeStateIsAcquiredFromPreviousComponentScopeStateOneLevelDown() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "macaque", initial: 42, log: log)])
        _ = log.takeEntries()
        _ = log.takeInitialStateCalls()

        renderSiblings(root, [CKScoped(key: "macaque", initial: 365, log: log)])
        // The initial state is never asked for: the previous scope's state is inherited.
        #expect(log.takeInitialStateCalls().isEmpty)
        #expect(log.takeEntries().map(\.state) == [42])
    }

    /// Adapted: ComponentKit replaces the state inside the build
    /// (`CKComponentScope::replaceState`) and reads it back at once. Here
    /// state changes only through ``Scope/updateState(mode:_:)``, applied
    /// at the start of the next pass; the next pass sees 100.
    @Test func testComponentScopeReplaceStatePropagatesStateToNextComponentScopeState() throws {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "macaque", initial: 42, log: log)])
        let scope = try #require(log.takeEntries().first?.scope)
        scope.updateState { $0 = 100 }

        renderSiblings(root, [CKScoped(key: "macaque", initial: 365, log: log)])
        #expect(log.takeEntries().map(\.state) == [100])
    }

    @Test func testComponentScopeStateIsAcquiredFromPreviousComponentScopeStateOneLevelDownWithSibling() {
        let root = ScopeRoot()
        let log = CKScopeLog<String>()
        renderSiblings(root, [
            CKScoped(key: "spongebob", initial: "FUN", log: log),
            CKScoped(key: "patrick", initial: "HAHA", log: log),
        ])
        _ = log.takeEntries()
        _ = log.takeInitialStateCalls()

        renderSiblings(root, [
            CKScoped(key: "spongebob", initial: "rotlf-nope!", log: log),
            CKScoped(key: "patrick", initial: "rotlf-nope!", log: log),
        ])
        #expect(log.takeInitialStateCalls().isEmpty)
        #expect(log.takeEntries().map(\.state) == ["FUN", "HAHA"])
    }

    @Test func testComponentScopeStateIsAcquiredFromPreviousComponentScopeStateOneLevelDownWithSiblingThatDoesNotAcquire() {
        let root = ScopeRoot()
        let log = CKScopeLog<String>()
        renderSiblings(root, [
            CKScoped(key: "Quoth", initial: "nevermore", log: log),
            CKScoped(key: "perched", initial: "raven", log: log),
        ])
        _ = log.takeEntries()

        renderSiblings(root, [
            CKScoped(key: "Quoth", initial: "Lenore", log: log),
            CKScoped(key: "chamber", initial: "door", log: log),
        ])
        #expect(log.takeEntries().map(\.state) == ["nevermore", "door"])
    }

    // MARK: Component scope identifier

    /// Adapted: the scope a component is given (``Scope``) names the same
    /// scope node its children build in.
    @Test func testComponentScopeIdentifierIsSameAsNodeIdentifier() throws {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "macaque", initial: 0, log: log, children: [CKScopeProbe(name: "inside", log: log)])])
        let scope = try #require(log.takeEntries().first?.scope)
        #expect(scope.nodeIdentity == log.frame("inside")?.parent)
    }

    // MARK: Component scope handle global identifier

    /// The global identifier of a scope handle is the scope's identity here
    /// (its node's token) and its path.
    @Test func testComponentScopeHandleGlobalIdentifierIsAcquiredFromPreviousComponentScopeOneLevelDown() throws {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "macaque", initial: 0, log: log)])
        let first = try #require(log.takeEntries().first?.scope)
        renderSiblings(root, [CKScoped(key: "macaque", initial: 0, log: log)])
        let second = try #require(log.takeEntries().first?.scope)
        #expect(first.identityToken != nil)
        #expect(first.identityToken == second.identityToken)
        #expect(first.path == second.path)
    }

    @Test func testComponentScopeHandleGlobalIdentifierIsNotTheSameBetweenSiblings() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "moose", initial: 0, log: log), CKScoped(key: "macaque", initial: 0, log: log)])
        let scopes = log.takeEntries().map(\.scope)
        #expect(scopes.count == 2)
        #expect(scopes.first?.identityToken != scopes.last?.identityToken)
    }

    @Test func testComponentScopeHandleGlobalIdentifierIsNotTheSameBetweenSiblingsWithComponentScopeCollision() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [CKScoped(key: "macaque", initial: 0, log: log), CKScoped(key: "macaque", initial: 0, log: log)])
        let scopes = log.takeEntries().map(\.scope)
        #expect(scopes.count == 2)
        #expect(scopes.first?.identityToken != scopes.last?.identityToken)
        #expect(scopes.first?.path != scopes.last?.path)
    }

    static func macaqueWithMoose(_ log: CKScopeLog<Int>) -> CKScoped<Int> {
        CKScoped(key: "macaque", initial: 0, log: log, children: [CKScoped(key: "moose", initial: 0, log: log)])
    }

    /// The scopes of the two mooses, in render order.
    static func mooseScopes(_ log: CKScopeLog<Int>) -> [Scope<Int>] {
        log.takeEntries().filter { $0.key == "moose" }.map(\.scope)
    }

    @Test func testComponentScopeHandleGlobalIdentifierIsNotTheSameBetweenDescendantsWithComponentScopeCollision() {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [Self.macaqueWithMoose(log), Self.macaqueWithMoose(log)])
        let mooses = Self.mooseScopes(log)
        #expect(mooses.count == 2)
        #expect(mooses.first?.identityToken != mooses.last?.identityToken)
    }

    @Test func testComponentScopeHandleGlobalIdentifierIsTheSameBetweenDescendantsWithComponentScopeCollisionAcrossComponentScopeRoots() throws {
        let root = ScopeRoot()
        let log = CKScopeLog<Int>()
        renderSiblings(root, [Self.macaqueWithMoose(log), Self.macaqueWithMoose(log)])
        let first = try #require(Self.mooseScopes(log).last)
        renderSiblings(root, [Self.macaqueWithMoose(log), Self.macaqueWithMoose(log)])
        let second = try #require(Self.mooseScopes(log).last)
        #expect(first.identityToken != nil)
        #expect(first.identityToken == second.identityToken)
    }
}
