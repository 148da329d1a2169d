import Foundation
import Testing
@testable import ComponentKit

/// ComponentKit's CKLayoutTests (CKComponentLayoutTests.mm): the root
/// layout keeps, for each component with a controller, that component's
/// layout, and none for components without one.
///
/// Adapted: ComponentKit's root layout has a cache looked up by component
/// (`cachedLayoutForComponent:`). Here a controlled component's layout
/// carries its scope, and the scope keeps the layout it last made
/// (`scopeNode.cache`), which is what mounting finds controllers through.
/// So for each child laid out in the flexbox, the lookup is: the child's
/// layout's scope, and that scope's cached layout and component.
@Suite("ComponentKit: CKComponentLayoutTests")
struct ComponentLayoutTests {
    /// ComponentKit's CKLayoutTestComponent: a scoped component with a
    /// controller; the counter it takes as scope identifier becomes its key.
    struct LayoutTestComponent: ControlledComponent, Equatable {
        typealias Controller = LayoutTestComponentController
        let counter: Int
        var scopeKey: String? { "\(counter)" }
        func body(state: Void, scope: Scope<Void>) -> some Component { ViewComponent() }
    }

    final class LayoutTestComponentController: ComponentController<LayoutTestComponent> {}

    static func flexboxComponentWithScopedChildren(_ children: [any Component]) -> FlexboxComponent {
        FlexboxComponent(style: FlexboxComponent.Style(alignItems: .flexStart), children: children)
    }

    static func createChildrenArray(scoped: Bool) -> [any Component] {
        (0..<5).map { index in scoped ? LayoutTestComponent(counter: index) as any Component : ViewComponent() }
    }

    /// Lays `children` out in a flexbox in `root`, for
    /// `{{200, 0}, {200, INFINITY}}`, and returns the children's layouts.
    /// The root must outlive the checks: scopes let go of their cached
    /// layouts when their root goes.
    static func childLayouts(of children: [any Component], in root: ScopeRoot) throws -> [Layout] {
        let range = try SizeRange(min: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: CGFloat.infinity))
        let layout = root.render { context in
            flexboxComponentWithScopedChildren(children).layout(constrainedTo: range, context: context)
        }
        return layout.children.map(\.layout)
    }

    @Test func testComputeRootLayout_WithCache_NoScope() throws {
        let children = Self.createChildrenArray(scoped: false)
        let root = ScopeRoot()
        let layouts = try Self.childLayouts(of: children, in: root)
        try #require(layouts.count == children.count)
        for layout in layouts {
            // No scope, so no cached layout for the component.
            #expect(layout.scopeNode == nil)
            #expect(layout.scopeNode?.cache == nil)
        }
        withExtendedLifetime(root) {}
    }

    @Test func testComputeRootLayout_WithCache_WithScope() throws {
        let children = Self.createChildrenArray(scoped: true)
        let root = ScopeRoot()
        let layouts = try Self.childLayouts(of: children, in: root)
        try #require(layouts.count == children.count)
        for (child, layout) in zip(children, layouts) {
            let cache = try #require(layout.scopeNode?.cache, "a component with a controller has its layout cached")
            #expect(cache.layout === layout)
            #expect(cache.component as? LayoutTestComponent == child as? LayoutTestComponent)
        }
        withExtendedLifetime(root) {}
    }
}
