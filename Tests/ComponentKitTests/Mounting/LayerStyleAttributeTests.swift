import Foundation
import Testing
@testable import ComponentKit

/// A tilted card: every layer style attribute, and a turn animated from the previous tilt.
private struct Sticker: AnimatedComponent {
    var angle: CGFloat
    var styled = true
    var viewConfiguration: ViewConfiguration {
        guard styled else { return ViewConfiguration(View.self, [.backgroundColor(.white)]) }
        return ViewConfiguration(View.self, [
            .backgroundColor(.white),
            .shadow(opacity: 0.4, offset: CGSize(width: 0, height: 3), radius: 6),
            .transform(Transform(rotationAngle: angle)),
            .backgroundGradient(try? .vertical([.white, Color(white: 0.9)])),
            .cornerRadii(CornerRadii(topLeft: 12, topRight: 12, bottomRight: 2, bottomLeft: 2)),
            .allowsGroupOpacity(false),
        ])
    }
    var componentSize: ComponentSize { ComponentSize(width: 80, height: 40) }
    func animations(from previous: Sticker) -> [ComponentAnimation] {
        [ComponentAnimation(.transform(Transform(rotationAngle: previous.angle)))]
    }
}

@MainActor
@Suite("Layer style attributes")
struct LayerStyleAttributeTests {
    let context = LayoutContext(pointScale: 1)

    @Test("Layer style attributes reach the view, are taken off a reused view, and a transform animates from the previous one")
    func attributes() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let mounter = ComponentMounter()
        mounter.mount(Sticker(angle: 0.1).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let view = try #require(window.rootView.subviews.first)
        #expect(view.shadow == Shadow(opacity: 0.4, offset: CGSize(width: 0, height: 3), radius: 6))
        #expect(view.transform == Transform(rotationAngle: 0.1))
        #expect(view.backgroundGradient?.stops.count == 2)
        #expect(view.cornerRadii?.topLeft == 12 && !view.allowsGroupOpacity)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 80, height: 40), "layout sets the untransformed frame")
        _ = window.takeTransaction()

        mounter.mount(Sticker(angle: 0.3).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let turned = window.takeTransaction().mutations.compactMap { mutation -> ViewAnimation? in
            if case let .animate(_, animation) = mutation { return animation } else { return nil }
        }
        #expect(turned == [ViewAnimation(from: .transform(Transform(rotationAngle: 0.1)), to: .transform(Transform(rotationAngle: 0.3)), timing: .default)])

        mounter.mount(Sticker(angle: 0, styled: false).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        #expect(window.rootView.subviews.first === view, "the view is reused")
        #expect(view.shadow == .none && view.transform.isIdentity && view.backgroundGradient == nil)
        #expect(view.cornerRadii == nil && view.allowsGroupOpacity)
    }
}
