import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// The action names of ComponentKit's CKActionTests, by the selectors they stand for.
enum CKTestActions {
    /// `testAction:context:`
    static let testAction = ActionName<String>("testAction:context:")
    /// `testAction2:context1:context2:`: two objects, sent as a pair.
    static let testAction2 = ActionName<(String, String)>("testAction2:context1:context2:")
    /// `testPrimitive:integer:`
    static let testPrimitive = ActionName<Int>("testPrimitive:integer:")
    /// `testNoArgumentAction:`
    static let testNoArgumentAction = ActionName<Void>("testNoArgumentAction:")
    /// `testCppArgumentAction:vector:`: a `std::vector<std::string>` is an array of strings.
    static let testCppArgumentAction = ActionName<[String]>("testCppArgumentAction:vector:")
}

/// What the handlers of ComponentKit's action test components received.
@MainActor
final class CKActionRecorder: Sendable {
    private(set) var received: [String] = []
    nonisolated init() {}
    func note(_ entry: String) { received.append(entry) }
}

/// ComponentKit's CKTestActionComponent: a scoped component that handles
/// the test actions (its blocks record what they got), around children.
struct CKTestActionComponent: StatefulComponent, ActionResponding {
    let name: String
    let recorder: CKActionRecorder
    let scopes: CKScopeLog<Void>
    var children: [any Component] = []

    var scopeKey: String? { name }

    func body(state: Void, scope: Scope<Void>) -> some Component {
        scopes.record(name, (), scope)
        return FlexboxComponent(style: FlexboxComponent.Style(), children: children)
    }

    @MainActor func handle(_ event: ActionEvent) -> Bool {
        if let context = event.value(for: CKTestActions.testAction) {
            recorder.note("\(name) single: \(context)")
        } else if let contexts = event.value(for: CKTestActions.testAction2) {
            recorder.note("\(name) second: \(contexts.0) \(contexts.1)")
        } else if let value = event.value(for: CKTestActions.testPrimitive) {
            recorder.note("\(name) primitive: \(value)")
        } else if event.matches(CKTestActions.testNoArgumentAction) {
            recorder.note("\(name) noArgument")
        } else if let vector = event.value(for: CKTestActions.testCppArgumentAction) {
            recorder.note("\(name) cpp: \(vector.joined(separator: ","))")
        } else {
            return false
        }
        return true
    }
}

/// ComponentKit's CKTestControllerScopeActionComponent: a scoped component
/// with a controller; the controller, not the component, handles `testAction`.
struct CKTestControllerScopeActionComponent: ControlledComponent {
    typealias Controller = CKTestControllerScopeActionComponentController
    let recorder: CKActionRecorder
    let scopes: CKScopeLog<Void>

    func body(state: Void, scope: Scope<Void>) -> some Component {
        scopes.record(nil, (), scope)
        return ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 10, height: 10))
    }
}

final class CKTestControllerScopeActionComponentController: ComponentController<CKTestControllerScopeActionComponent>, ActionResponding {
    func handle(_ event: ActionEvent) -> Bool {
        guard let context = event.value(for: CKTestActions.testAction) else { return false }
        component.recorder.note("controller single: \(context)")
        return true
    }
}

/// ComponentKit's CKTestObjectTarget.
@MainActor
final class CKTestObjectTarget {
    private(set) var calledSomeMethod = false
    /// `someMethod`; a target's method takes the action's value, `Void` here.
    func someMethod(_: Void) { calledSomeMethod = true }
}

/// ComponentKit's CKActionTests: sending actions up the responder chain
/// with their values, to scopes, controllers, targets and blocks, and the
/// identity of actions.
///
/// Adapted throughout: a ComponentKit action is a selector sent from a
/// component; here it is an ``Action`` whose name (``ActionName``, typed
/// by its value) travels up the scope tree from a scope, and a handler
/// is a component or controller conforming to ``ActionResponding``. The
/// sender component is not passed (handlers get the value only), and
/// ComponentKit's `sender` is the scope the action is sent from, so the
/// "inner component" is a stateful component with a scope. ComponentKit
/// must mount a tree before sending; here the chain is the scope tree,
/// complete after a render, so the tests render without mounting unless a
/// controller is needed (controllers are made at mount).
@MainActor
@Suite("ComponentKit: CKActionTests")
struct ActionComponentKitTests {
    /// The scopes and handlers of an outer action component around an
    /// inner component, rendered once.
    struct Tree {
        let recorder = CKActionRecorder()
        let scopes = CKScopeLog<Void>()
        let innerScopes = CKScopeLog<Int>()
        let root = ScopeRoot()
        var innerScope: Scope<Int>?
        var innerActionScope: Scope<Void>?
    }

    /// ComponentKit's outer CKTestActionComponent around a plain inner component.
    static func renderOuterAroundInner() throws -> Tree {
        var tree = Tree()
        let inner = CKScoped(key: "inner", initial: 0, log: tree.innerScopes)
        let outer = CKTestActionComponent(name: "outer", recorder: tree.recorder, scopes: tree.scopes, children: [inner])
        renderSiblings(tree.root, [outer])
        tree.innerScope = try #require(tree.innerScopes.takeEntries().first?.scope)
        return tree
    }

    /// ComponentKit's outer CKTestActionComponent around an inner one.
    static func renderOuterAroundInnerActionComponent() throws -> Tree {
        var tree = Tree()
        let inner = CKTestActionComponent(name: "inner", recorder: tree.recorder, scopes: tree.scopes)
        let outer = CKTestActionComponent(name: "outer", recorder: tree.recorder, scopes: tree.scopes, children: [inner])
        renderSiblings(tree.root, [outer])
        tree.innerActionScope = try #require(tree.scopes.takeEntries().first { $0.key == "inner" }?.scope)
        return tree
    }

    @Test func testSendActionIncludesContext() throws {
        let tree = try Self.renderOuterAroundInner()
        let context = "context"
        Action.send(CKTestActions.testAction, from: try #require(tree.innerScope)).send(context)
        #expect(tree.recorder.received == ["outer single: context"], "Context should match what was passed to CKActionSend")
    }

    /// Adapted: two objects travel as one value, a pair.
    @Test func testSendActionIncludesMultipleContextObjects() throws {
        let tree = try Self.renderOuterAroundInner()
        Action.send(CKTestActions.testAction2, from: try #require(tree.innerScope)).send(("context", "context2"))
        #expect(tree.recorder.received == ["outer second: context context2"], "Contexts should match what was passed to CKActionSend")
    }

    @Test func testSendActionIncludingPrimitiveValue() throws {
        let tree = try Self.renderOuterAroundInner()
        let integer = 1337
        Action.send(CKTestActions.testPrimitive, from: try #require(tree.innerScope)).send(integer)
        #expect(tree.recorder.received == ["outer primitive: 1337"])
    }

    /// Adapted: ComponentKit's `std::vector<std::string>` is `[String]`.
    @Test func testActionWithCppArgs() throws {
        let tree = try Self.renderOuterAroundInner()
        let cppThing = ["hummus", "chips", "salad"]
        Action.send(CKTestActions.testCppArgumentAction, from: try #require(tree.innerScope)).send(cppThing)
        #expect(tree.recorder.received == ["outer cpp: hummus,chips,salad"])
    }

    @Test func testSendActionWithNoArguments() throws {
        let tree = try Self.renderOuterAroundInner()
        Action.send(CKTestActions.testNoArgumentAction, from: try #require(tree.innerScope)).send(())
        #expect(tree.recorder.received == ["outer noArgument"])
    }

    /// Difference from ComponentKit: ComponentKit calls a handler method
    /// that takes no argument for an action sent with one, dropping the
    /// argument. Here an action name is typed by its value: a name sent
    /// with a string is another action than the same name with no value,
    /// so the outer component's no-argument handler does not get it, and
    /// the send reports that nobody handled it.
    @Test func testSendActionWithNoArgumentsWithAnActionThatExpectsObjectArguments() throws {
        let tree = try Self.renderOuterAroundInner()
        let action = ActionName<String>(CKTestActions.testNoArgumentAction.rawValue)
        let handled = Action.send(action, from: try #require(tree.innerScope)).send("hello")
        #expect(!handled)
        #expect(tree.recorder.received.isEmpty)
    }

    /// Difference from ComponentKit: ComponentKit's default send starts at
    /// the sender's next responder, so the inner component's own handler is
    /// skipped and the outer one gets the action. Here an action sent from a
    /// scope always starts at that scope's component (ComponentKit's
    /// `CKActionSendBehaviorStartAtSender`, the only behaviour): a component
    /// that sends to its parent sends from its own scope without handling
    /// the name itself, so the inner component, which handles it, gets it
    /// and the outer does not.
    @Test func testSendActionStartingAtSenderNextResponderReachesParentComponent() throws {
        let tree = try Self.renderOuterAroundInnerActionComponent()
        Action.send(CKTestActions.testAction, from: try #require(tree.innerActionScope)).send("")
        #expect(tree.recorder.received == ["inner single: "])
    }

    @Test func testSendActionStartingAtSenderDoesNotReachParentComponent() throws {
        let tree = try Self.renderOuterAroundInnerActionComponent()
        Action.send(CKTestActions.testAction, from: try #require(tree.innerActionScope)).send("")
        #expect(!tree.recorder.received.contains { $0.hasPrefix("outer") }, "Outer component should not have received action since inner component did")
        #expect(tree.recorder.received == ["inner single: "], "Inner component should have received action")
    }

    /// Adapted: ComponentKit targets the outer component object directly,
    /// unmounted. Components here are values, not targets; what carries
    /// over is that no mount is needed: the action reaches the outer
    /// component of a tree that was rendered and never mounted.
    @Test func testTargetSelectorActionCallsOnTargetWithoutMounting() throws {
        let tree = try Self.renderOuterAroundInner()
        #expect(Action.send(CKTestActions.testAction, from: try #require(tree.innerScope)).send("hello"))
        #expect(tree.recorder.received == ["outer single: hello"],
                "Outer component should have received the action, even though the components are not mounted.")
    }

    /// A lone CKTestActionComponent rendered in a new root, and its scope.
    static func renderScopeActionComponent() throws -> (CKActionRecorder, Scope<Void>, ScopeRoot) {
        let recorder = CKActionRecorder()
        let scopes = CKScopeLog<Void>()
        let root = ScopeRoot()
        renderSiblings(root, [CKTestActionComponent(name: "component", recorder: recorder, scopes: scopes)])
        return (recorder, try #require(scopes.takeEntries().first?.scope), root)
    }

    @Test func testScopeActionCallsMethodOnScopedComponent() throws {
        let (recorder, scope, root) = try Self.renderScopeActionComponent()
        Action.send(CKTestActions.testAction, from: scope).send("")
        #expect(recorder.received.count == 1, "Should have called the action on the test component")
        withExtendedLifetime(root) {}
    }

    @Test func testScopeActionCallsMethodOnScopedComponentWithCorrectContext() throws {
        let (recorder, scope, root) = try Self.renderScopeActionComponent()
        let context = "hello"
        Action.send(CKTestActions.testAction, from: scope).send(context)
        #expect(recorder.received == ["component single: hello"], "Context should have been passed to scope component action call")
        withExtendedLifetime(root) {}
    }

    /// Adapted: the controller exists once the component has mounted, so
    /// the tree is mounted before the action is sent.
    @Test func testScopeActionCallsMethodOnScopedComponentControllerIfNotImplementedOnComponent() throws {
        let recorder = CKActionRecorder()
        let scopes = CKScopeLog<Void>()
        let root = ScopeRoot()
        let layout = root.render { context in
            CKTestControllerScopeActionComponent(recorder: recorder, scopes: scopes).layout(constrainedTo: .unconstrained, context: context)
        }
        ComponentMounter().mount(layout, in: .ckTestView())
        let scope = try #require(scopes.takeEntries().first?.scope)
        Action.send(CKTestActions.testAction, from: scope).send("")
        #expect(recorder.received == ["controller single: "], "Should have called the action on the test component")
    }

    @Test func testTargetSelectorActionCallsOnNormalNSObject() {
        let target = CKTestObjectTarget()
        let action = Action(target: target, method: CKTestObjectTarget.someMethod)
        action.send(())
        #expect(target.calledSomeMethod, "Should have called the method on target")
    }

    @Test func testBlockActionFires() {
        let recorder = CKActionRecorder()
        let action = Action<Void> { _ in recorder.note("fired") }
        action.send(())
        #expect(recorder.received == ["fired"])
    }

    @Test func testBlockActionFiresAndDeliversAdditionalParameterAsArgument() {
        final class Argument: Sendable {}
        let recorder = CKActionRecorder()
        let arg = Argument()
        let action = Action<Argument> { passedArgument in recorder.note(passedArgument === arg ? "equal" : "different") }
        action.send(arg)
        #expect(recorder.received == ["equal"])
    }

    /// The scopes of two CKTestActionComponents keyed `first` and `second`.
    static func twoScopes(_ first: String, _ second: String) throws -> (Scope<Void>, Scope<Void>, ScopeRoot) {
        let recorder = CKActionRecorder()
        let scopes = CKScopeLog<Void>()
        let root = ScopeRoot()
        renderSiblings(root, [
            CKTestActionComponent(name: first, recorder: recorder, scopes: scopes),
            CKTestActionComponent(name: second, recorder: recorder, scopes: scopes),
        ])
        let entries = scopes.takeEntries()
        try #require(entries.count == 2)
        return (entries[0].scope, entries[1].scope, root)
    }

    @Test func testThatScopeActionWithSameSelectorHaveUniqueIdentifiers() throws {
        let (scope, scope2, root) = try Self.twoScopes("moose", "cat")
        let action1 = Action.send(CKTestActions.testNoArgumentAction, from: scope)
        let action2 = Action.send(CKTestActions.testNoArgumentAction, from: scope2)
        #expect(action1.identity != action2.identity)
        withExtendedLifetime(root) {}
    }

    @Test func testThatBlockActionsWithDistinctBlocksHaveUniqueIdentifiers() {
        let action1 = Action<Void> { _ in _ = 1 }
        let action2 = Action<Void> { _ in _ = 2 }
        #expect(action1.identity != action2.identity)
    }

    /// Adapted: ComponentKit's untyped action of a bare selector is an
    /// ``ActionName`` here.
    @Test func testRawSelectorEquality() {
        let action1 = ActionName<Void>("triggerAction:")
        let action2 = ActionName<Void>("triggerAction:")
        #expect(action1 == action2)
        let unequalAction = ActionName<Void>("stringWithFormat:")
        #expect(action1 != unequalAction)
    }

    @MainActor
    final class MutableArray {
        func removeLastObject(_: Void) {}
        func removeAllObjects(_: Void) {}
    }

    /// One place that makes target actions: the identity of a target action
    /// names its target and where it is made.
    static func targetAction<Value: Sendable>(
        _ target: MutableArray, _ method: @escaping @MainActor (MutableArray) -> (Value) -> Void
    ) -> Action<Value> {
        Action(target: target, method: method)
    }

    /// Adapted, with a difference from ComponentKit: Swift cannot compare
    /// method references, so a target action's identity is its target and
    /// the place it is made (documented on ``Action``). Equal target and
    /// method made in one place are equal, and another target is not, as in
    /// ComponentKit. Difference from ComponentKit: another method is told
    /// apart only when the action is made elsewhere; made in the same place
    /// with another method, the identities are equal.
    @Test func testTargetSelectorActionEquality() {
        let target = MutableArray()
        let action1 = Self.targetAction(target, MutableArray.removeLastObject)
        let action2 = Self.targetAction(target, MutableArray.removeLastObject)
        #expect(action1.identity == action2.identity)

        let actionWithUnequalTarget = Self.targetAction(MutableArray(), MutableArray.removeLastObject)
        #expect(action1.identity != actionWithUnequalTarget.identity)

        let actionWithUnequalSelector = Action(target: target, method: MutableArray.removeAllObjects)
        #expect(action1.identity != actionWithUnequalSelector.identity)
        let sameIdentityWithUnequalSelector = Self.targetAction(target, MutableArray.removeAllObjects)
        #expect(action1.identity == sameIdentityWithUnequalSelector.identity)
    }

    /// Adapted: Swift cannot compare closures, so a block action is
    /// identified by the identity it is made with (a new one by default):
    /// actions made from one block with one identity are equal, and an
    /// action from another block, with its own identity, is not.
    @Test func testBlockActionEquality() {
        let block: @MainActor @Sendable (String) -> Void = { _ in }
        let action = Action<String>(identity: "block", block)
        #expect(action.identity == Action<String>(identity: "block", block).identity)
        #expect(action.identity != Action<String> { _ in }.identity)
    }

    @Test func testScopedActionEquality() throws {
        let (scope, scope2, root) = try Self.twoScopes("Marty McFly", "Biff Tannon")
        let action1 = Action.send(CKTestActions.testNoArgumentAction, from: scope)
        let action2 = Action.send(CKTestActions.testNoArgumentAction, from: scope)
        #expect(action1.identity == action2.identity)
        let unequalAction = Action.send(CKTestActions.testNoArgumentAction, from: scope2)
        #expect(action1.identity != unequalAction.identity)
        withExtendedLifetime(root) {}
    }
}
