import Foundation
import Testing
import ViewTree

@Suite("Drawing validation")
struct DrawingValidationTests {
    private let size = CGSize(width: 100, height: 50)

    private func error(_ build: (inout DrawingContext) -> Void) -> DrawingError? {
        do {
            _ = try Drawing(size: size, build)
            return nil
        } catch {
            return error
        }
    }

    @Test("A drawing of every command is made and keeps its commands in order")
    func valid() throws {
        let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, rgba: [UInt8](repeating: 255, count: 16))
        let drawing = try Drawing(size: size) { context in
            context.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), rule: .evenOdd)
            context.withSavedState { context in
                context.clip(to: DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
                context.rotate(by: 0.5)
                context.stroke(DrawingPath(roundedRect: CGRect(x: 5, y: 5, width: 20, height: 10), cornerRadius: 3),
                               with: .gradient(try! Gradient.vertical([.red, .blue])), style: StrokeStyle(lineWidth: 2, dash: [2, 1]))
            }
            context.draw(image, in: CGRect(x: 60, y: 0, width: 20, height: 20))
            context.draw(DrawingText("Hi", at: CGPoint(x: 60, y: 40), anchor: .center))
        }
        #expect(drawing.commands.map(\.name) == ["fill", "saveState", "clip", "transform", "stroke", "restoreState", "image", "text"])
        #expect(!drawing.isEmpty)
        #expect(Drawing.empty.isEmpty)
    }

    @Test("A non-finite point is refused with its command and path step")
    func nonFinitePoint() {
        let failure = error { context in
            context.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            var path = DrawingPath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
            context.stroke(path, with: .color(.blue))
        }
        #expect(failure?.description == "drawing command 1 (stroke): path step 1 has a point that is not finite: (nan, 3.0)")
    }

    @Test("Bad numbers in styles, arcs, texts, transforms and sizes are refused, each saying what was wrong")
    func badNumbers() {
        let line = DrawingPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 1, y: 1))])
        #expect(error { $0.stroke(line, with: .color(.red), style: StrokeStyle(lineWidth: -1)) }?.description
            == "drawing command 0 (stroke): the line width must be finite and not negative, not -1.0")
        #expect(error { $0.stroke(line, with: .color(.red), style: StrokeStyle(dash: [0, 0])) }?.description
            == "drawing command 0 (stroke): a dash pattern needs a length above 0: [0.0, 0.0]")
        #expect(error { $0.stroke(line, with: .color(.red), style: StrokeStyle(miterLimit: 0.5)) } != nil)
        #expect(error { $0.stroke(line, with: .color(.red), style: StrokeStyle(dash: Array(repeating: 1, count: 40))) } != nil)
        var arc = DrawingPath()
        arc.addArc(center: .zero, radius: -2, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(error { $0.fill(arc, with: .color(.red)) }?.description
            == "drawing command 0 (fill): the radius of path step 0 (arc) must be finite and not negative, not -2.0")
        #expect(error { $0.concatenate(Transform(scaleX: 0, y: 1)) }?.description.hasPrefix("drawing command 0 (transform): the transform") == true)
        #expect(error { $0.draw(DrawingText(String(repeating: "x", count: 1_001), at: .zero)) } != nil)
        #expect(error { $0.draw(DrawingText("x", font: .system(size: 0), at: .zero)) } != nil)
        #expect(error { $0.draw(DrawingText("x", at: CGPoint(x: CGFloat.infinity, y: 0))) } != nil)
        #expect(error { $0.fill(line, with: .gradient(try! .vertical([.red, .blue]), in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))) } != nil)
        #expect(throws: DrawingError.invalidSize(CGSize(width: -1, height: 1))) { try Drawing(size: CGSize(width: -1, height: 1), commands: []) }
        #expect(throws: DrawingError.self) { try Drawing(size: CGSize(width: 20_000, height: 1), commands: []) }
    }

    @Test("A restore without a save, too many saved states and too many steps are refused")
    func structure() {
        #expect(error { $0.restoreState() } == .unbalancedRestore(index: 0))
        #expect(error { context in for _ in 0...Drawing.maximumStateDepth { context.saveState() } }
            == .stateTooDeep(index: Drawing.maximumStateDepth))
        var long = DrawingPath()
        for index in 0..<Drawing.maximumElementCount { long.addLine(to: CGPoint(x: index, y: 0)) }
        #expect(error { $0.stroke(long, with: .color(.red)) } == .tooManyElements(Drawing.maximumElementCount + 1))
        // Saves left open at the end are fine: backends close them.
        #expect(error { $0.saveState() } == nil)
    }
}
