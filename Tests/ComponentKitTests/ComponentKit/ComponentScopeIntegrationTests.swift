import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKComponentScopeIntegrationTests: siblings of one type
/// in a flexbox get distinct scopes, controllers and states, with no
/// identifiers, identical ones, or different ones.
///
/// Adapted: ComponentKit makes a controller as the component is built;
/// here a controller is made when its component first mounts, so each
/// test mounts the built layout before looking at the controllers. A
/// component's scope and controller are found through its layout
/// (`scopeNode`).
@MainActor
@Suite("ComponentKit: CKComponentScopeIntegrationTests")
struct ComponentScopeIntegrationTests {
    /// ComponentKit's TestScopeIntegrationComponent: scoped by an
    /// identifier, its title as initial state, with a controller.
    struct TestScopeIntegrationComponent: ControlledComponent {
        typealias Controller = TestScopeIntegrationComponentController
        let identifier: String?
        let title: String
        var scopeKey: String? { identifier }
        func initialState() -> String { title }
        func body(state: String, scope: Scope<String>) -> some Component {
            ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 10, height: 10))
        }
    }

    final class TestScopeIntegrationComponentController: ComponentController<TestScopeIntegrationComponent> {}

    /// Builds the two components as flexbox children in a new scope root,
    /// mounts the layout, and checks they have different scopes,
    /// controllers and states.
    func verifyComponentsHasCorrectStateAndController(
        _ component1: TestScopeIntegrationComponent, _ component2: TestScopeIntegrationComponent, state1: String, state2: String
    ) throws {
        let root = ScopeRoot()
        let layout = root.render { context in
            FlexboxComponent(style: FlexboxComponent.Style(), children: [component1, component2])
                .layout(constrainedTo: .unconstrained, context: context)
        }
        ComponentMounter().mount(layout, in: View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        try #require(layout.children.count == 2)
        let node1 = try #require(layout.children[0].layout.scopeNode)
        let node2 = try #require(layout.children[1].layout.scopeNode)
        #expect(node1 !== node2)
        let controller1 = try #require(node1.controller as? TestScopeIntegrationComponentController)
        let controller2 = try #require(node2.controller as? TestScopeIntegrationComponentController)
        #expect(controller1 !== controller2)
        #expect(node1.state as? String == state1)
        #expect(node2.state as? String == state2)
        #expect(controller1.state == state1)
        #expect(controller2.state == state2)
    }

    @Test func testSiblingComponentsWithSameTypeGetCorrectControllerAndState_WithoutScopeIdentifiers() throws {
        try verifyComponentsHasCorrectStateAndController(
            TestScopeIntegrationComponent(identifier: nil, title: "1"), TestScopeIntegrationComponent(identifier: nil, title: "2"),
            state1: "1", state2: "2")
    }

    @Test func testSiblingComponentsWithSameTypeGetCorrectControllerAndState_WithIdenticalScopeIdentifiers() throws {
        try verifyComponentsHasCorrectStateAndController(
            TestScopeIntegrationComponent(identifier: "1", title: "1"), TestScopeIntegrationComponent(identifier: "1", title: "2"),
            state1: "1", state2: "2")
    }

    @Test func testSiblingComponentsWithSameTypeGetCorrectControllerAndState_WithDifferentScopeIdentifiers() throws {
        try verifyComponentsHasCorrectStateAndController(
            TestScopeIntegrationComponent(identifier: "1", title: "1"), TestScopeIntegrationComponent(identifier: "2", title: "2"),
            state1: "1", state2: "2")
    }
}
