import Foundation
import Testing
import ViewTree
@testable import RasterBackend

@MainActor
@Suite("Layer style drawing")
struct LayerStyleDrawingTests {
    @Test("Each layer style scene matches its committed reference at scales 1 and 2", arguments: [1, 2])
    func references(scale: Int) throws {
        let renderer = try RasterRenderer(scale: CGFloat(scale))
        for (name, make) in LayerStyleScenes.all {
            ReferenceImages.expectMatch(try renderer.render(try make()), named: "\(name)@\(scale)x")
        }
    }

    @Test("A shadow darkens below its view, not inside it, and a clipping view casts none")
    func shadows() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(try LayerStyleScenes.shadows()))
        #expect(probe.color(atPoint: 20, 20) == [255, 255, 255, 255], "inside the box the view's own background")
        #expect(probe.color(atPoint: 20, 33)[0] < 200, "below the box the shadow shows")
        #expect(probe.color(atPoint: 20, 2) == [255, 255, 255, 255], "the offset moves it down, away from the top")
        #expect(probe.color(atPoint: 60, 30) == [0, 0, 255, 255], "a sharp shadow is its colour at full opacity")
        #expect(probe.color(atPoint: 76, 18) == [255, 255, 255, 255], "never under the casting ellipse")
        #expect(probe.color(atPoint: 76, 10)[0] < 250, "just outside the path's ellipse, inside the view, the shadow shows")
        #expect(probe.color(atPoint: 76, 3) == [255, 255, 255, 255], "past the blur nothing")
        #expect(probe.color(atPoint: 116, 30) == [255, 255, 255, 255], "clipping views cast no shadow")
    }

    @Test("Transforms turn, scale and move a view and its subviews about its centre")
    func transforms() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(try LayerStyleScenes.transforms()))
        // Turned 45° about (25, 25): the corners move out to the diamond's points.
        #expect(probe.color(atPoint: 25, 5) == [0, 0, 255, 255], "the child in the top left corner turns to the top")
        #expect(probe.color(atPoint: 11, 11) == [255, 255, 255, 255], "the old corner is empty")
        #expect(probe.color(atPoint: 25, 44) == [255, 0, 0, 255], "the bottom point reaches below the frame")
        // Scaled 1.5 × 0.5 about (60, 25): 45...75 by 20...30.
        #expect(probe.color(atPoint: 46, 24) == [0, 0, 0, 255], "the child scales with its parent")
        #expect(probe.color(atPoint: 73, 28) == [0, 153, 0, 255])
        #expect(probe.color(atPoint: 60, 17) == [255, 255, 255, 255], "squashed vertically")
        #expect(probe.color(atPoint: 105, 40) == [0, 0, 255, 255], "translated by (10, 20)")
        #expect(probe.color(atPoint: 85, 10) == [255, 255, 255, 255])
    }

    @Test("Gradients blend between their stops along their line, and pad beyond the ends")
    func gradients() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 1).render(try LayerStyleScenes.gradients()))
        let top = probe.color(atPoint: 18, 4), bottom = probe.color(atPoint: 18, 35)
        #expect(top[0] > 240 && top[2] < 15 && bottom[2] > 240 && bottom[0] < 15, "red at the top, blue at the bottom")
        #expect(probe.color(atPoint: 37, 5) == [0, 0, 0, 255], "before the first stop its colour goes on")
        #expect(probe.color(atPoint: 63, 35) == [255, 0, 0, 255], "after the last stop its colour goes on")
        let centre = probe.color(atPoint: 82, 20), edge = probe.color(atPoint: 69, 20)
        #expect(centre[0] > 240 && edge[0] < 40, "radial: white in the centre, green at the edge")
        #expect(probe.color(atPoint: 113, 34)[0] > 240 && probe.color(atPoint: 113, 6)[2] > 200, "over blue, clear fades to white")
        #expect(probe.color(atPoint: 100.5, 4.5) == [255, 255, 255, 255], "inside the rounded corners only")
    }

    @Test("Each corner takes its own radius for the background, border and clip")
    func cornerRadii() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(try LayerStyleScenes.cornerRadii()))
        #expect(probe.color(atPoint: 5, 5) == [255, 255, 255, 255], "a round top left corner")
        #expect(probe.color(atPoint: 35.5, 35.5) == [51, 128, 230, 255], "a square bottom right corner")
        #expect(probe.color(atPoint: 44, 34) == [255, 255, 255, 255], "the clip cuts the child at the bottom left corner")
        #expect(probe.color(atPoint: 58, 34) == [255, 0, 0, 255], "the border runs along the bottom")
        #expect(probe.color(atPoint: 58, 30) == [0, 0, 0, 255])
    }

    @Test("Without group opacity, overlapping children fade separately and show through each other")
    func groupOpacity() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 1).render(try LayerStyleScenes.groupOpacity()))
        let grouped = probe.color(atPoint: 20, 20), separate = probe.color(atPoint: 60, 20)
        #expect(grouped[1] >= 127 && grouped[0] == grouped[1], "flattened: the blue child hides the red one, then fades (\(grouped))")
        #expect(separate[1] < 70 && separate[2] < 200, "separate: red shows through the faded blue (\(separate))")
        #expect(probe.color(atPoint: 10, 10) == probe.color(atPoint: 50, 10), "where children do not overlap both agree")
    }

    @Test("A view scaled to nothing draws nothing and leaves the renderer working")
    func flattened() throws {
        let root = Scenes.canvas(20, 20)
        let flat = Scenes.box(0, 0, 20, 20, .red)
        flat.transform = Transform(scaleX: 0, y: 1)
        try root.addSubview(flat)
        try root.addSubview(Scenes.box(5, 5, 5, 5, .blue))
        let probe = PixelProbe(image: try RasterRenderer(scale: 1).render(root))
        #expect(probe.color(atPoint: 2, 2) == [255, 255, 255, 255])
        #expect(probe.color(atPoint: 7, 7) == [0, 0, 255, 255], "later siblings still draw")
    }

    @Test("Incremental frames cover a shadow and a transform moving beyond the frame")
    func damageReachesShadowsAndTransforms() throws {
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootView.backgroundColor = .white
        let card = Scenes.box(30, 20, 30, 20, .white)
        try window.rootView.addSubview(card)
        let renderer = try RasterRenderer(scale: 2)
        window.commit(to: renderer)
        card.shadow = Shadow(opacity: 1, offset: CGSize(width: 0, height: 4), radius: 4)
        window.commit(to: renderer)
        let damage = try #require(renderer.lastDamage)
        #expect(damage.maxY >= 20 + 20 + 4 + 12, "the damage reaches the blurred shadow's edge: \(damage)")
        #expect(try #require(renderer.lastFrame) == RasterRenderer(scale: 2).render(window))
        card.transform = Transform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
        window.commit(to: renderer)
        #expect(try #require(renderer.lastFrame) == RasterRenderer(scale: 2).render(window))
    }

    @Test("A turned or unevenly rounded root is drawn whole, over a cleared canvas")
    func styledRoot() throws {
        let window = Window(size: CGSize(width: 40, height: 40))
        window.rootView.backgroundColor = .red
        let renderer = try RasterRenderer(scale: 1)
        window.commit(to: renderer)
        window.rootView.transform = Transform(rotationAngle: 0.3)
        window.commit(to: renderer)
        #expect(try #require(renderer.lastFrame) == RasterRenderer(scale: 1).render(window))
        #expect(PixelProbe(image: try #require(renderer.lastFrame)).color(atPoint: 1, 1)[3] == 0, "the turned root's corner is clear")
        window.rootView.transform = .identity
        window.rootView.cornerRadii = CornerRadii(topLeft: 12, topRight: 0, bottomRight: 0, bottomLeft: 0)
        window.commit(to: renderer)
        #expect(try #require(renderer.lastFrame) == RasterRenderer(scale: 1).render(window))
    }
}
