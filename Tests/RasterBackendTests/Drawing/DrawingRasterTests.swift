import Foundation
import Testing
import ViewTree
@testable import RasterBackend

@MainActor
@Suite("Drawing views in the raster backend")
struct DrawingRasterTests {
    private let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]

    /// A 100 × 50 canvas with one drawing view over all of it.
    private func render(_ size: CGSize = CGSize(width: 100, height: 50), mode: ContentMode = .scaleToFill,
                        _ build: (inout DrawingContext) -> Void) throws -> PixelProbe {
        let root = Scenes.canvas(100, 50)
        let view = DrawingView(drawing: try Drawing(size: size, build), frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.contentMode = mode
        try root.addSubview(view)
        return PixelProbe(image: try RasterRenderer(scale: 2).render(root))
    }

    @Test("Even-odd leaves the overlap of two squares empty; non-zero fills it")
    func fillRules() throws {
        var twice = DrawingPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        for element in DrawingPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30)).elements {
            switch element {
            case let .move(point): twice.move(to: point)
            case let .line(point): twice.addLine(to: point)
            default: twice.closeSubpath()
            }
        }
        let probe = try render { context in
            context.fill(twice, with: .color(.red), rule: .evenOdd)
            context.translateBy(x: 50, y: 0)
            context.fill(twice, with: .color(.blue), rule: .nonZero)
        }
        #expect(probe.color(atPoint: 5, 5) == red)
        #expect(probe.color(atPoint: 20, 20) == white, "the overlap is outside by even-odd")
        #expect(probe.color(atPoint: 70, 20) == blue, "and inside by non-zero")
    }

    @Test("Square caps reach past the end by half the width; butt caps stop at it; dashes leave gaps")
    func strokes() throws {
        let probe = try render { context in
            var line = DrawingPath()
            line.addLines([CGPoint(x: 20, y: 10), CGPoint(x: 80, y: 10)])
            context.stroke(line, with: .color(.red), style: StrokeStyle(lineWidth: 10, lineCap: .square))
            var butt = DrawingPath()
            butt.addLines([CGPoint(x: 20, y: 30), CGPoint(x: 80, y: 30)])
            context.stroke(butt, with: .color(.blue), style: StrokeStyle(lineWidth: 10, dash: [10, 10]))
        }
        #expect(probe.color(atPoint: 16, 10) == red, "the square cap")
        #expect(probe.color(atPoint: 16, 30) == white, "no cap")
        #expect(probe.color(atPoint: 25, 30) == blue, "a dash")
        #expect(probe.color(atPoint: 35, 30) == white, "a gap")
    }

    @Test("A clip limits drawing until its state is restored; transforms end with it too")
    func clipAndRestore() throws {
        let probe = try render { context in
            context.withSavedState { context in
                context.clip(to: DrawingPath(rect: CGRect(x: 0, y: 0, width: 20, height: 50)))
                context.translateBy(x: 5, y: 0)
                context.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.red))
            }
            context.fill(DrawingPath(rect: CGRect(x: 0, y: 30, width: 40, height: 20)), with: .color(.blue))
        }
        #expect(probe.color(atPoint: 2, 10) == white, "the translation moved the fill right")
        #expect(probe.color(atPoint: 10, 10) == red)
        #expect(probe.color(atPoint: 30, 10) == white, "clipped at x = 20")
        #expect(probe.color(atPoint: 2, 40) == blue, "after the restore, neither clip nor translation")
        #expect(probe.color(atPoint: 30, 40) == blue)
    }

    @Test("A gradient paints over its path's bounds unless given a box; a box with no area paints the last stop")
    func gradients() throws {
        let gradient = try Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                    kind: .linear(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5)))
        let probe = try render { context in
            context.fill(DrawingPath(rect: CGRect(x: 10, y: 0, width: 80, height: 20)), with: .gradient(gradient))
            var line = DrawingPath()
            line.addLines([CGPoint(x: 10, y: 35), CGPoint(x: 90, y: 35)])
            context.stroke(line, with: .gradient(gradient), style: StrokeStyle(lineWidth: 6))
        }
        let left = probe.color(atPoint: 10.5, 10), right = probe.color(atPoint: 89.5, 10)
        #expect(left[0] > 245 && left[2] < 10 && right[2] > 245 && right[0] < 10, "\(left) \(right)")
        #expect(probe.color(atPoint: 20, 35) == blue, "a horizontal line's box has no height: the last stop")
    }

    @Test("Text sits on its baseline at its anchor: after the point, around it, or before it")
    func textAnchors() throws {
        let font = Font.system(size: 14)
        let probe = try render { context in
            context.draw(DrawingText("MMM", font: font, color: .red, at: CGPoint(x: 50, y: 15), anchor: .start))
            context.draw(DrawingText("MMM", font: font, color: .red, at: CGPoint(x: 50, y: 30), anchor: .center))
            context.draw(DrawingText("MMM", font: font, color: .red, at: CGPoint(x: 50, y: 45), anchor: .end))
        }
        func inked(_ x: CGFloat, _ y: CGFloat) -> Bool { probe.color(atPoint: x, y) != white }
        func rowInk(_ y: CGFloat, _ xs: StrideThrough<CGFloat>) -> Bool { xs.contains { inked($0, y) } }
        #expect(rowInk(10, stride(from: 52, through: 70, by: 1)) && !rowInk(10, stride(from: 20, through: 48, by: 1)))
        #expect(rowInk(25, stride(from: 40, through: 48, by: 1)) && rowInk(25, stride(from: 52, through: 60, by: 1)))
        #expect(rowInk(40, stride(from: 30, through: 48, by: 1)) && !rowInk(40, stride(from: 52, through: 80, by: 1)))
        #expect(!rowInk(16.5, stride(from: 52, through: 70, by: 1)), "nothing below the baseline of capitals")
    }

    @Test("The content mode fits the canvas into the bounds; what falls outside the view is clipped")
    func contentModes() throws {
        let square = CGSize(width: 10, height: 10)
        let fit = try render(square, mode: .aspectFit) { $0.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red)) }
        #expect(fit.color(atPoint: 24, 25) == white && fit.color(atPoint: 26, 25) == red && fit.color(atPoint: 74, 25) == red && fit.color(atPoint: 76, 25) == white)
        let fill = try render(square) { $0.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red)) }
        #expect(fill.color(atPoint: 1, 1) == red && fill.color(atPoint: 99, 49) == red)
        let spill = try render { $0.fill(DrawingPath(rect: CGRect(x: 90, y: 40, width: 40, height: 40)), with: .color(.blue)) }
        #expect(spill.color(atPoint: 95, 45) == blue)
    }
}
