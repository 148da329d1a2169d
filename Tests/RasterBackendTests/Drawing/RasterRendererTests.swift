import Foundation
import Testing
import ViewTree
@testable import RasterBackend

@MainActor
@Suite("Raster renderer")
struct RasterRendererTests {
    static let scenes: [(String, @MainActor () throws -> View)] = [
        ("rectangles", Scenes.rectangles), ("corners-borders", Scenes.cornersAndBorders),
        ("alpha", Scenes.alpha), ("clipping", Scenes.clipping), ("text", Scenes.text),
        ("content-modes", Scenes.contentModes), ("controls", Scenes.controls), ("scrolled", Scenes.scrolled),
    ]

    @Test("Each scene matches its committed reference at scales 1, 2 and 3", arguments: [1, 2, 3])
    func references(scale: Int) throws {
        let renderer = try RasterRenderer(scale: CGFloat(scale))
        for (name, make) in Self.scenes {
            let image = try renderer.render(try make())
            ReferenceImages.expectMatch(image, named: "\(name)@\(scale)x")
        }
    }

    @Test("Rendering the same tree twice gives the same bytes, and the same PNG")
    func determinism() throws {
        let renderer = try RasterRenderer(scale: 2)
        for (_, make) in Self.scenes {
            let first = try renderer.render(try make())
            let second = try RasterRenderer(scale: 2).render(try make())
            #expect(first.rgba == second.rgba)
            #expect(try ImageCodec.pngData(of: first) == ImageCodec.pngData(of: second))
        }
    }

    @Test("Rectangles cover exactly their pixels at scale 2")
    func rectanglePixels() throws {
        let image = try RasterRenderer(scale: 2).render(try Scenes.rectangles())
        #expect(image.pixelWidth == 120 && image.pixelHeight == 80)
        let probe = PixelProbe(image: image)
        #expect(probe.color(atPoint: 5, 5) == [255, 0, 0, 255])
        #expect(probe.color(atPoint: 3.5, 5) == [255, 255, 255, 255])
        #expect(probe.color(atPoint: 25, 20) == [0, 128, 255, 255], "the later sibling is on top")
        #expect(probe.color(atPoint: 40.5, 2.5) == [0, 0, 0, 255], "half-point edges land on whole pixels at 2x")
    }

    @Test("Alpha composites a parent's subtree as one group")
    func groupAlpha() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 1).render(try Scenes.alpha()))
        #expect(probe.color(atPoint: 10, 10) == [128, 128, 128, 255])
        #expect(probe.color(atPoint: 30, 10) == [128, 0, 0, 255], "red over white inside the group shows no white")
        #expect(probe.color(atPoint: 2, 2) == [0, 0, 0, 255])
    }

    @Test("A tinted image view paints its image's shape in the tint: opaque pixels take the colour, clear ones stay clear")
    func tintedImage() throws {
        // Left half opaque red, right half clear.
        var bytes = [UInt8](repeating: 0, count: 8 * 4 * 4)
        for y in 0..<4 { for x in 0..<4 { bytes.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 4, with: [255, 0, 0, 255]) } }
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let icon = ImageView(image: try Image(pixelWidth: 8, pixelHeight: 4, rgba: bytes), frame: root.bounds)
        icon.tintColor = Color(red8: 0, green8: 0, blue8: 255)
        try root.addSubview(icon)
        let probe = PixelProbe(image: try RasterRenderer(scale: 1).render(root))
        #expect(probe.color(atPoint: 5, 10) == [0, 0, 255, 255], "the shape, in the tint")
        #expect(probe.color(atPoint: 35, 10) == [255, 255, 255, 255], "clear stays clear")
        icon.tintColor = nil
        #expect(PixelProbe(image: try RasterRenderer(scale: 1).render(root)).color(atPoint: 5, 10) == [255, 0, 0, 255])
    }

    @Test("Clipping follows rounded corners; without it children overflow")
    func clippingPixels() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(try Scenes.clipping()))
        #expect(probe.color(atPoint: 30, 30) == [0, 0, 255, 255])
        #expect(probe.color(atPoint: 35, 35) == [255, 255, 255, 255], "outside the rounded corner stays white")
        #expect(probe.color(atPoint: 70, 28) == [0, 0, 255, 255], "an unclipped child draws outside its parent")
    }

    @Test("Hidden views and their subtrees draw nothing")
    func hidden() throws {
        let root = Scenes.canvas(10, 10)
        let hidden = Scenes.box(0, 0, 10, 10, .red)
        hidden.isHidden = true
        try root.addSubview(hidden)
        let probe = PixelProbe(image: try RasterRenderer(scale: 1).render(root))
        #expect(probe.color(atPoint: 5, 5) == [255, 255, 255, 255])
    }

    @Test("Content modes put the image's red corner where each mode says")
    func contentModePixels() throws {
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(try Scenes.contentModes()))
        // Image views at x = 4, 25, 46, 67; the image is 4×2 points, quadrants 2×1.
        #expect(probe.color(atPoint: 5, 5) == [255, 0, 0, 255], "scale to fill: red top-left corner")
        #expect(probe.color(atPoint: 26, 5) == [255, 255, 255, 255], "aspect fit: letterbox above the image")
        #expect(probe.color(atPoint: 26, 9) == [255, 0, 0, 255], "aspect fit: image starts at y = 8")
        #expect(probe.color(atPoint: 47, 5) == [255, 0, 0, 255], "aspect fill: covers the top")
        #expect(probe.color(atPoint: 69, 5) == [255, 255, 255, 255], "center: natural size leaves the corner empty")
        #expect(probe.color(atPoint: 68 + 6.5, 4 + 7.5) == [255, 0, 0, 255], "center: red quadrant at the middle")
    }

    @Test("A renderer refuses bad scales and empty canvases")
    func errors() throws {
        #expect(throws: RasterError.invalidScale(0)) { try RasterRenderer(scale: 0) }
        #expect(throws: RasterError.invalidScale(.infinity)) { try RasterRenderer(scale: .infinity) }
        let empty = View(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(throws: RasterError.emptyCanvas(CGSize(width: 0, height: 10))) { try RasterRenderer(scale: 1).render(empty) }
        let huge = View(frame: CGRect(x: 0, y: 0, width: 20_000, height: 10))
        #expect(throws: RasterError.canvasTooLarge(pixelWidth: 40_000, pixelHeight: 20)) {
            try RasterRenderer(scale: 2).render(huge)
        }
    }

    @Test("As a backend it redraws the window on every committed transaction")
    func backendCommit() throws {
        let window = Window(size: CGSize(width: 10, height: 10))
        let renderer = try RasterRenderer(scale: 1)
        window.rootView.backgroundColor = .red
        window.commit(to: renderer)
        #expect(PixelProbe(image: renderer.lastFrame!).color(atPoint: 1, 1) == [255, 0, 0, 255])
        window.rootView.backgroundColor = .blue
        window.commit(to: renderer)
        #expect(PixelProbe(image: renderer.lastFrame!).color(atPoint: 1, 1) == [0, 0, 255, 255])
        #expect(renderer.committedTransactionCount == 2)
    }
}
