import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("UIKit-named attributes")
struct UIKitNamedAttributeTests {
    /// Mounts one component with `configuration` and returns its view.
    func mounted(_ configuration: ViewConfiguration) throws -> View {
        let window = Window(size: CGSize(width: 100, height: 100))
        let component = ViewComponent(view: configuration, size: ComponentSize(width: 10, height: 10))
        ComponentMounter().mount(component.layout(constrainedTo: .upTo(window.size)), in: window.rootView)
        return try #require(window.rootView.subviews.first)
    }

    @Test("isHidden and isUserInteractionEnabled set the view properties of those names")
    func viewFlags() throws {
        let view = try mounted(ViewConfiguration(View.self, [.isHidden(true), .isUserInteractionEnabled(false)]))
        #expect(view.isHidden)
        #expect(!view.isUserInteractionEnabled)
    }

    @Test("isAnimating and color set the activity indicator's properties of those names")
    func indicator() throws {
        let view = try #require(try mounted(ViewConfiguration(ActivityIndicator.self, [.isAnimating(true), .color(.red)])) as? ActivityIndicator)
        #expect(view.isAnimating)
        #expect(view.color == .red)
    }

    @Test("The new names keep the identifiers of the old, so a configuration's recycle key is unchanged")
    func identifiers() {
        #expect(Attribute<View>.isHidden(true).erased.identifier == ViewProperty.hidden(true).key)
        #expect(Attribute<View>.isUserInteractionEnabled(true).erased.identifier == ViewProperty.userInteractionEnabled(true).key)
        #expect(Attribute<ActivityIndicator>.isAnimating(true).erased.identifier == ViewProperty.animating(true).key)
        #expect(Attribute<ActivityIndicator>.color(.red).erased.identifier == ViewProperty.indicatorColor(.red).key)
    }
}
