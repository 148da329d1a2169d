import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Layer style properties")
struct LayerStylePropertyTests {
    @Test("Layer styles are recorded when they change, and a create carries them only while set")
    func recording() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try window.rootView.addSubview(view)
        _ = window.takeTransaction()
        #expect(!view.recordedProperties.contains { $0.key == "shadow" || $0.key == "transform" })
        let shadow = Shadow(opacity: 0.5, radius: 2)
        view.shadow = shadow
        view.transform = Transform(rotationAngle: 1)
        view.cornerRadii = CornerRadii(all: 3)
        view.allowsGroupOpacity = false
        view.shadow = shadow
        let gradient = try Gradient.vertical([.red, .blue])
        view.backgroundGradient = gradient
        let sets = window.takeTransaction().mutations.compactMap { mutation -> String? in
            if case let .set(_, property) = mutation { return property.key } else { return nil }
        }
        #expect(sets == ["shadow", "transform", "cornerRadii", "allowsGroupOpacity", "backgroundGradient"])
        let keys = view.recordedProperties.map(\.key)
        #expect(["transform", "shadow", "backgroundGradient", "cornerRadii", "allowsGroupOpacity"].allSatisfy(keys.contains))
    }

    @Test("Resetting a layer style gives a reused view a new view's value")
    func reset() throws {
        let view = View(frame: .zero)
        view.apply(.shadow(Shadow(opacity: 1)))
        view.apply(.transform(Transform(scaleX: 2, y: 2)))
        view.apply(.cornerRadii(.zero))
        for key in ["shadow", "transform", "cornerRadii"] { #expect(view.resetProperty(forKey: key)) }
        #expect(view.shadow == .none && view.transform.isIdentity && view.cornerRadii == nil)
        #expect(view.currentValue(forKey: "allowsGroupOpacity") == .allowsGroupOpacity(true))
    }

    @Test("The view dump shows layer styles that are set")
    func dump() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = Transform(translationX: 2, y: 0)
        view.backgroundGradient = try .vertical([.white, .black])
        view.cornerRadii = CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)
        view.shadow = Shadow(opacity: 0.5, offset: CGSize(width: 0, height: 2), radius: 4)
        #expect(view.dump() == """
            view (0, 0, 10, 10) transform=[1 0 0 1 2 0] shadow=(color #000000FF, opacity 0.5, offset (0.0, 2.0), radius 4.0) \
            backgroundGradient=linear(0.5,0→0.5,1 #FFFFFFFF@0 #000000FF@1) cornerRadii=(1.0 2.0 3.0 4.0)
            """)
    }

    @Test("Transform animations are recorded, and land without motion when the traits reduce motion")
    func animation() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try window.rootView.addSubview(view)
        _ = window.takeTransaction()
        let turn = ViewAnimation(from: .transform(.identity), to: .transform(Transform(rotationAngle: 1)), timing: .default)
        #expect(view.animate(turn))
        #expect(window.takeTransaction().mutations.contains(.animate(view.id, turn)))
        var traits = window.traitCollection
        traits.reducesMotion = true
        window.traitCollection = traits
        _ = window.takeTransaction()
        let back = ViewAnimation(from: .transform(Transform(rotationAngle: 1)), to: .transform(.identity), timing: .default)
        #expect(view.animate(back) && view.transform.isIdentity)
        #expect(!window.takeTransaction().mutations.contains(.animate(view.id, back)))
        let fade = ViewAnimation(from: .shadow(.none), to: .shadow(Shadow(opacity: 1)), timing: .default)
        #expect(view.animate(fade))
        #expect(window.takeTransaction().mutations.contains(.animate(view.id, fade)), "shadow changes still animate")
    }
}
