import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Drawing views")
struct DrawingViewTests {
    private func dot(_ color: Color) throws -> Drawing {
        try Drawing(size: CGSize(width: 10, height: 10)) { context in
            context.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(color))
        }
    }

    @Test("A drawing is recorded when it changes, never when an equal one is set")
    func recording() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        try window.rootView.addSubview(view)
        _ = window.takeTransaction()
        view.drawing = try dot(.red)
        view.drawing = try dot(.red)
        view.contentMode = .aspectFit
        view.drawing = try dot(.blue)
        let sets = window.takeTransaction().mutations.compactMap { mutation -> String? in
            if case let .set(_, property) = mutation { return property.key } else { return nil }
        }
        #expect(sets == ["drawing", "contentMode", "drawing"])
        #expect(view.dump() == "drawing (0, 0, 20, 20) drawing=10×10 1 commands contentMode=aspectFit")
    }

    @Test("The content mode places the canvas in the bounds")
    func placement() throws {
        let view = DrawingView(drawing: try dot(.red), frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        #expect(view.drawingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        view.contentMode = .aspectFit
        #expect(view.drawingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
        view.contentMode = .center
        #expect(view.drawingRect == CGRect(x: 15, y: 5, width: 10, height: 10))
    }

    @Test("A labelled drawing is an image to assistive technology; an unlabelled one is decoration")
    func accessibility() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = DrawingView(drawing: try dot(.red), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        try window.rootView.addSubview(view)
        #expect(!view.isAccessibilityElement)
        view.accessibilityLabel = "Online"
        view.accessibilityValue = "since 9:00"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityRole == .image)
        #expect(window.accessibilityDump().contains("image \"Online\""))
    }

    @Test("A drawing view made from a mutation's kind is a DrawingView and takes the drawing property")
    func kind() throws {
        #expect(DrawingView.kind == .drawing)
        let view = DrawingView(frame: .zero)
        view.apply(.drawing(try dot(.green)))
        #expect(view.drawing == (try dot(.green)))
        #expect(view.resetProperty(forKey: "drawing"))
        #expect(view.drawing == .empty)
    }
}
