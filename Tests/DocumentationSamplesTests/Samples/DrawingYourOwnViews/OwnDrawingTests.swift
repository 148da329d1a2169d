import ComponentKit
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("Drawing your own views")
struct OwnDrawingTests {
    @Test("The ring draws its track and an arc as far as the progress; clamped outside 0...1")
    func ring() throws {
        let half = try OwnDrawing.ring(progress: 0.5)
        let view = DrawingView(drawing: half, frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let image = try RasterRenderer(scale: 1).render(view)
        // The arc runs clockwise from the top: the right side is tinted, the left only grey track.
        let right = try #require(image.pixel(x: 40, y: 22)), left = try #require(image.pixel(x: 4, y: 22))
        #expect(right.blue > 150 && right.red < 60, "\(right)")
        #expect(left.red == left.blue && left.red > 150, "\(left)")
        #expect(try OwnDrawing.ring(progress: 7) == OwnDrawing.ring(progress: 1))
        #expect(try OwnDrawing.ring(progress: .nan) == OwnDrawing.ring(progress: 0), "not a number draws no arc")
    }

    @Test("The level bar lays one gradient over the whole track: a low level is green only")
    func levelBar() throws {
        let low = try OwnDrawing.levelBar(level: 0.2, width: 100)
        let image = try RasterRenderer(scale: 1).render(DrawingView(drawing: low, frame: CGRect(x: 0, y: 0, width: 100, height: 12)))
        let end = try #require(image.pixel(x: 17, y: 6))
        #expect(end.green > 150 && end.red < 120, "the bar's end is still near the green stop: \(end)")
        #expect(try Gradient.horizontal([.red, .blue]) == Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                                                   kind: .linear(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5))))
    }

    @Test("The upload row mounts a drawing view named and valued for screen readers")
    func uploadRow() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        ComponentMounter().mount(OwnDrawing.UploadRow(name: "photo.jpg", progress: 0.25).layout(constrainedTo: .flexibleHeight(width: 320)),
                                 in: root)
        let ring = try #require(root.subtree.compactMap { $0 as? DrawingView }.first)
        #expect(ring.drawing == (try OwnDrawing.ring(progress: 0.25)))
        #expect(ring.accessibilityLabel == "Upload of photo.jpg" && ring.accessibilityValue == "25 percent")
        let unknown = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        ComponentMounter().mount(OwnDrawing.UploadRow(name: "a", progress: .nan).layout(constrainedTo: .flexibleHeight(width: 320)),
                                 in: unknown)
        #expect(unknown.subtree.compactMap { $0 as? DrawingView }.first?.accessibilityValue == "0 percent")
    }

    @Test("The sparkline view draws for its size and redraws when its values or size change")
    func sparkline() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let mounter = ComponentMounter()
        mounter.mount(OwnDrawing.Sparkline(values: [1, 3, 2]).layout(constrainedTo: .flexibleHeight(width: 200)), in: root)
        let line = try #require(root.subtree.compactMap { $0 as? OwnDrawing.SparklineView }.first)
        #expect(line.drawing.size == CGSize(width: 200, height: 24))
        #expect(line.accessibilityValue == "from 1.0 to 3.0")
        mounter.mount(OwnDrawing.Sparkline(values: [5, 4]).layout(constrainedTo: .flexibleHeight(width: 120)), in: root)
        let visible = root.subtree.compactMap { $0 as? OwnDrawing.SparklineView }.filter { !$0.isHidden }
        #expect(visible.count == 1 && visible.first === line, "the mounter reuses the view")
        #expect(line.drawing.size == CGSize(width: 120, height: 24))
        #expect(line.accessibilityValue == "from 4.0 to 5.0")
        line.values = [.nan]
        #expect(line.drawing == .empty)
    }

    @Test("Bars from a server: a count that is not a number is refused with its command")
    func bars() throws {
        #expect(try OwnDrawing.bars([3, 1], width: 100).get().commands.count == 2)
        guard case let .failure(error) = OwnDrawing.bars([3, .nan, 1], width: 100) else {
            Issue.record("a NaN count was drawn")
            return
        }
        guard case let .invalidCommand(index, command, _) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(index == 1 && command == "fill", "\(error)")
    }
}
