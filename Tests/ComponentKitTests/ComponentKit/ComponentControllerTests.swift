import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKComponentControllerTests: when controllers are made,
/// the views they acquire and relinquish, the responder chain through
/// them, appearance events, invalidation, and update callbacks.
///
/// ComponentKit's CKComponentLifecycleTestHelper is
/// ``CKComponentLifecycleTestHelper``: a scope root, a mounter and an
/// attached view; its provider returns a ``CKLifecycleTestComponent``.
/// A component's controller is found through its layout's scope, as
/// mounting finds it.
@MainActor
@Suite("ComponentKit: CKComponentControllerTests")
struct ComponentControllerTests {
    static func makeHelper() -> CKComponentLifecycleTestHelper {
        CKComponentLifecycleTestHelper { CKLifecycleTestComponent() }
    }

    /// Difference from ComponentKit: ComponentKit makes a component's
    /// controller as the component is created in its scope. Here a
    /// controller is made when its component first mounts (controllers own
    /// what outlives mounted views, and layouts are built off the main
    /// actor where controllers may not be made), so after a build the
    /// scope exists but has no controller yet; the next test shows it
    /// appearing on mount.
    @Test func testThatCreatingComponentCreatesAController() throws {
        let root = ScopeRoot()
        let layout = root.render { context in CKLifecycleTestComponent().layout(constrainedTo: .unconstrained, context: context) }
        let scope = try #require(layout.scopeNode)
        #expect(scope.controller == nil)
    }

    @Test func testThatAttachingManagerInstantiatesComponentController() {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        #expect(helper.controller() != nil, "Expected mounting a component to create controller")
    }

    @Test func testThatRemountingUnchangedComponentDoesNotCallDidUpdateComponent() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        let view = View.ckTestView()
        helper.attach(to: view)
        let controller = try #require(helper.controller())
        helper.detach()
        controller.calledDidUpdateComponent = 0
        helper.attach(to: view)
        #expect(controller.calledDidUpdateComponent == 0, "Component did not update so should not call didUpdateComponent")
    }

    @Test func testThatUpdatingManagerUpdatesComponentController() throws {
        let helper = Self.makeHelper()
        let view = View.ckTestView()
        let state1 = helper.prepareForUpdate()
        helper.update(with: state1)
        helper.attach(to: view)
        let controller1 = try #require(helper.controller(state1))

        let state2 = helper.prepareForUpdate()
        helper.update(with: state2)
        let controller2 = try #require(helper.controller(state2))
        #expect(controller1 === controller2)
    }

    @Test func testThatAttachingManagerCallsDidAcquireView() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())
        #expect(controller.counts.didAcquireView > 0, "Expected mounting to acquire view")
        #expect(controller.view != nil, "Expected mounting to acquire view")
    }

    @Test func testThatDetachingManagerCallsDidRelinquishView() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())
        #expect(controller.counts.willRelinquishView == 0, "Did not expect view to be released before detach")
        helper.detach()
        #expect(controller.counts.willRelinquishView > 0, "Expected detach to call release view")
        #expect(controller.view == nil, "Expected detach to release view")
    }

    /// Difference from ComponentKit: ComponentKit reuses a view only for a
    /// configuration with the same set of attributes, so the state update
    /// that adds a background colour gives the component a new view: the
    /// controller relinquishes the old one and acquires the new. Here a view
    /// is reused by class and by the attributes that cannot be unapplied
    /// (its recycle key); a background colour can be unapplied, so the
    /// mounter keeps the view and sets the colour on it, and the controller
    /// neither relinquishes nor acquires a view.
    @Test func testThatUpdatingStateWhileAttachedRelinquishesOldViewAndAcquiresNewOne() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())
        #expect(controller.counts.didAcquireView > 0, "Expected mounting to acquire view")
        let originalView = try #require(controller.view, "Expected mounting to acquire view")
        #expect(originalView.backgroundColor == nil)
        controller.counts = CKLifecycleMethodCounts()

        // ComponentKit's updateStateToIncludeNewAttribute: a background colour.
        controller.updateState(mode: .synchronous) { $0 = true }
        #expect(controller.counts.willRelinquishView == 0)
        #expect(controller.counts.didAcquireView == 0)
        #expect(originalView === controller.view, "the same view, with the new attribute")
        #expect(originalView.backgroundColor == .red)
    }

    @Test func testThatAttachingWithDifferentViewRelinquishesOldViewAndAcquiresNewOne() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())
        // The first view: nothing to relinquish.
        #expect(controller.counts.willRelinquishView == 0)
        #expect(controller.counts.didAcquireView == 1)

        helper.attach(to: .ckTestView())
        // The second view: the first is relinquished.
        #expect(controller.counts.willRelinquishView == 1)
        #expect(controller.counts.didAcquireView == 2)
    }

    @Test func testThatAttachingWithDifferentViewAfterUpdatingStateRelinquishesOldViewAndAcquiresNewOne() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())
        #expect(controller.counts.willRelinquishView == 0)
        #expect(controller.counts.didAcquireView == 1)

        controller.updateState(mode: .synchronous) { $0 = false }

        helper.attach(to: .ckTestView())
        #expect(controller.counts.willRelinquishView == 1)
        #expect(controller.counts.didAcquireView == 2)
    }

    @Test func testThatAttachingWithSameViewAfterUpdatingStateDoesNotRelinquishesOldView() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        let view = View.ckTestView()
        helper.attach(to: view)
        let controller = try #require(helper.controller())
        #expect(controller.counts.willRelinquishView == 0)
        #expect(controller.counts.didAcquireView == 1)

        controller.updateState(mode: .synchronous) { $0 = false }

        helper.attach(to: view)
        // The same view after a state update: neither relinquished nor acquired again.
        #expect(controller.counts.willRelinquishView == 0)
        #expect(controller.counts.didAcquireView == 1)
    }

    /// Adapted: ComponentKit links responders with `nextResponder`
    /// (component, its controller, the root view). Here the chain is walked
    /// by sending an action from the component's scope that nobody before
    /// the end handles: it is offered to the component, then its
    /// controller, then the root's context responder (the root view's part).
    @Test func testThatResponderChainIsInOrderComponentThenControllerThenRootView() throws {
        let log = CKResponderLog()
        let helper = CKComponentLifecycleTestHelper { CKLifecycleTestComponent(responderLog: log) }
        helper.scopeRoot.contextResponder = CKRootResponder(log: log)
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())

        #expect(Action<String>.send(.ckUnhandledAction, from: controller.scope).send("nobody"))
        #expect(log.offered == ["component", "controller", "root"])
    }

    /// Adapted: ComponentKit asks `targetForAction:withSender:`, which
    /// returns the component when it can perform the action (its sender is
    /// itself) and its controller otherwise. Here the action is sent from the
    /// component's scope, with the sender's name as value.
    @Test func testThatResponderChainTargetsCorrectResponder() throws {
        let log = CKResponderLog()
        let helper = CKComponentLifecycleTestHelper { CKLifecycleTestComponent(responderLog: log) }
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())

        #expect(Action<String>.send(.ckTestAction, from: controller.scope).send("component"))
        #expect(log.offered == ["component"], "Component should respond to this action")
        #expect(Action<String>.send(.ckTestAction, from: controller.scope).send("nil"))
        #expect(log.offered == ["component", "component", "controller"], "Component's controller should respond to this action")
    }

    /// Adapted: ComponentKit's `new` returns nil at first (no component);
    /// here the provider gives an ``EmptyComponent``, ComponentKit's nil.
    @Test func testThatEarlyReturnNew_fromFirstComponent_allowsComponentCreation_whenNotEarlyReturning_onStateUpdate() throws {
        let helper = CKComponentLifecycleTestHelper { EmptyComponent() }
        let view = View.ckTestView()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: view)

        helper.provider = { CKLifecycleTestComponent() }
        let state2 = helper.prepareForUpdate()
        helper.update(with: state2)
        let controller = helper.controller(state2)
        #expect(controller != nil, "Expected controller to exist and be of type CKLifecycleTestComponentController")
    }

    /// Adapted: ComponentKit announces appearance through the scope root
    /// (`CKComponentScopeRootAnnounceControllerAppearance`); here through
    /// the mounter that mounted the tree.
    @Test func testThatComponentControllerReceivesComponentTreeWillAppearEvent() throws {
        let helper = Self.makeHelper()
        let state = helper.prepareForUpdate()
        helper.attach(to: .ckTestView())
        helper.update(with: state)
        helper.mounter.announceTreeWillAppear()
        let controller = try #require(helper.controller())
        #expect(controller.calledComponentTreeWillAppear, "Expected controller to have received component tree will appear event")
    }

    /// Difference from ComponentKit: ComponentKit announces disappearance to
    /// every controller registered in the scope root, mounted or not, and
    /// this test detaches before announcing. Here the announcement goes to
    /// the controllers the mounter has mounted (a list announces it for the
    /// cell whose tree is mounted), and after detaching there are none: the
    /// controller does not hear it. It heard `willUnmount` already.
    @Test func testThatComponentControllerReceivesComponentTreeDidDisappearEvent() throws {
        let helper = Self.makeHelper()
        let state = helper.prepareForUpdate()
        helper.attach(to: .ckTestView())
        helper.update(with: state)
        helper.mounter.announceTreeWillAppear()
        helper.detach()
        helper.mounter.announceTreeDidDisappear()
        let controller = try #require(helper.controller())
        #expect(!controller.calledComponentTreeDidDisappear)
        #expect(controller.counts.willUnmount == 1)
    }

    /// Adapted as testThatComponentControllerReceivesComponentTreeWillAppearEvent.
    @Test func testThatComponentControllerReceivesComponentTreeWillAppearEventAfterAdditionalStateUpdates() throws {
        let helper = Self.makeHelper()
        let state1 = helper.prepareForUpdate()
        let state2 = helper.prepareForUpdate()
        helper.attach(to: .ckTestView())
        helper.update(with: state1)
        helper.update(with: state2)
        helper.mounter.announceTreeWillAppear()
        let controller = try #require(helper.controller())
        #expect(controller.calledComponentTreeWillAppear, "Expected controller to have received component tree will appear event")
    }

    /// Difference from ComponentKit, as in
    /// testThatComponentControllerReceivesComponentTreeDidDisappearEvent:
    /// after detaching, no controller is mounted to hear the announcement.
    @Test func testThatComponentControllerReceivesComponentTreeDidDisappearEventAfterAdditionalStateUpdates() throws {
        let helper = Self.makeHelper()
        let state1 = helper.prepareForUpdate()
        let state2 = helper.prepareForUpdate()
        helper.attach(to: .ckTestView())
        helper.update(with: state1)
        helper.update(with: state2)
        helper.mounter.announceTreeWillAppear()
        helper.detach()
        helper.mounter.announceTreeDidDisappear()
        let controller = try #require(helper.controller())
        #expect(!controller.calledComponentTreeDidDisappear)
        #expect(controller.counts.willUnmount == 1)
    }

    /// Adapted: ComponentKit announces initialization through the scope
    /// root; here `didInit` comes as the controller is made, at first mount.
    @Test func testComponentControllerReceivesDidInitEvent() throws {
        let helper = Self.makeHelper()
        let state = helper.prepareForUpdate()
        helper.attach(to: .ckTestView())
        helper.update(with: state)
        let controller = try #require(helper.controller(state))
        #expect(controller.calledDidInit, "Expected component controller to get did init event")
    }

    /// Adapted: ComponentKit's `CKComponentScopeRootAnnounceControllerInvalidation`
    /// is ``ScopeRoot/invalidate()``.
    @Test func testComponentControllerReceivesInvalidateEvent() throws {
        let helper = Self.makeHelper()
        let state = helper.prepareForUpdate()
        helper.attach(to: .ckTestView())
        helper.update(with: state)
        helper.detach()
        let controller = try #require(helper.controller(state))
        helper.scopeRoot.invalidate()
        #expect(controller.calledInvalidateController, "Expected component controller to get invalidation event")
    }

    // MARK: Removed controllers

    /// Two controlled components keyed 1 and 2, for the removed-controllers tests.
    struct Pair: StatefulComponent {
        let keys: [String]
        func body(state: Void, scope: Scope<Void>) -> some Component {
            FlexboxComponent(style: FlexboxComponent.Style(), children: keys.map { KeyedLifecycleComponent(key: $0) })
        }
    }

    struct KeyedLifecycleComponent: ControlledComponent {
        typealias Controller = KeyedLifecycleController
        let key: String
        var scopeKey: String? { key }
        func body(state: Void, scope: Scope<Void>) -> some Component {
            ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 10, height: 10))
        }
    }

    final class KeyedLifecycleController: ComponentController<KeyedLifecycleComponent> {
        static var invalidated: [String] = []
        override func invalidate() { Self.invalidated.append(component.key) }
    }

    /// Mounts `keys`' components, then `nextKeys`'; returns the keys of
    /// the controllers invalidated as removed from the previous tree.
    static func removedControllers(_ keys: [String], then nextKeys: [String]?) -> [String] {
        KeyedLifecycleController.invalidated = []
        let helper = CKComponentLifecycleTestHelper { Pair(keys: keys) }
        helper.attach(to: .ckTestView())
        helper.update(with: helper.prepareForUpdate())
        if let nextKeys {
            helper.provider = { Pair(keys: nextKeys) }
            helper.update(with: helper.prepareForUpdate())
        }
        return KeyedLifecycleController.invalidated
    }

    /// Adapted: ComponentKit computes the controllers registered in the
    /// previous scope root but not the new one, among those matching a
    /// predicate (they implement `invalidateController`). Here a
    /// controller whose scope left the tree is invalidated after the mount
    /// that removed it; every controller can be invalidated, so there is
    /// no predicate.
    @Test func testRemovedComponentControllersFromPreviousScopeRootMatchingPredicate() {
        #expect(Self.removedControllers(["1", "2"], then: ["1"]) == ["2"])
    }

    /// Adapted as testRemovedComponentControllersFromPreviousScopeRootMatchingPredicate.
    @Test func testRemovedComponentControllersAreEmptyFromPreviousScopeRootMatchingPredicate() {
        #expect(Self.removedControllers(["1", "2"], then: ["1", "2"]).isEmpty)
    }

    /// Adapted: without a previous tree (the first pass), nothing is removed.
    @Test func testRemovedComponentControllersAreEmptyWhenPreviousScopeRootIsNil() {
        #expect(Self.removedControllers(["1", "2"], then: nil).isEmpty)
    }

    /// Adapted: ComponentKit calls the controller's mount methods directly
    /// with a new component. Here the mounter calls them: the component is
    /// mounted, then a new component of the same scope is mounted.
    /// `willUpdate` comes in the will-phase (before `willRemount`, when
    /// `didUpdate` has not come), `didUpdate` in the did-phase.
    @Test func testDidUpdateComponentIsCalledOnMountIfCommponentIsNotUpdatedWithSetter() throws {
        let helper = Self.makeHelper()
        helper.update(with: helper.prepareForUpdate())
        helper.attach(to: .ckTestView())
        let controller = try #require(helper.controller())
        #expect(controller.calledWillUpdateComponent == 0)
        #expect(controller.calledDidUpdateComponent == 0)

        helper.update(with: helper.prepareForUpdate())
        #expect(controller.updateCallsAtWillRemount == [[1, 0]])
        #expect(controller.calledWillUpdateComponent == 1)
        #expect(controller.calledDidUpdateComponent == 1)
    }
}
