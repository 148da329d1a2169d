import Foundation
import Testing
import ViewTree
@testable import RasterBackend

@MainActor
@Suite("Drawing rich text")
struct RichTextDrawingTests {
    @Test("Each attribute's scene matches its committed reference at scale 2")
    func references() throws {
        let renderer = try RasterRenderer(scale: 2)
        for (name, make) in RichTextScenes.all {
            ReferenceImages.expectMatch(try renderer.render(try make()), named: "\(name)@2x")
        }
    }

    @Test("Every scene's text stays inside its labels, which are as tall as the measured text")
    func inkInsideLabels() throws {
        for (name, make) in RichTextScenes.all where name != "rich-text-shadows" {
            let root = try make()
            for case let label as Label in root.subviews {
                let canvas = Scenes.canvas(label.frame.width + 20, label.frame.height + 20)
                let copy = Label(frame: CGRect(x: 10, y: 10, width: label.frame.width, height: label.frame.height))
                copy.text = label.text
                copy.font = label.font
                copy.numberOfLines = label.numberOfLines
                copy.lineBreakMode = label.lineBreakMode
                try canvas.addSubview(copy)
                let image = try RasterRenderer(scale: 2).render(canvas)
                let ink = try #require(PixelProbe(image: image).inkBounds(differingFrom: [255, 255, 255, 255]))
                #expect(ink.minX >= 10 && ink.maxX <= copy.frame.maxX + 0.5 && ink.minY >= 9.5 && ink.maxY <= copy.frame.maxY + 0.5,
                        "\(name) \"\(label.text.string.prefix(20))\": ink \(ink), label \(copy.frame)")
            }
        }
    }

    @Test("A background fills behind its run only")
    func background() throws {
        let root = try RichTextScenes.backgrounds()
        let label = try #require(root.subviews.first as? Label)
        let yellow = try #require(label.rects(forCharacters: 7..<13).first)
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(root))
        let inside = probe.color(atPoint: label.frame.minX + yellow.minX + 1, label.frame.minY + yellow.minY + 1)
        #expect(inside == [255, 255, 0, 255])
        let before = probe.color(atPoint: label.frame.minX + 1, label.frame.minY + yellow.minY + 1)
        #expect(before == [255, 255, 255, 255])
    }

    @Test("A pressed link is highlighted over its characters, and only it")
    func highlight() throws {
        let root = try RichTextScenes.linkHighlight()
        let label = try #require(root.subviews.first as? Label)
        #expect(label.highlightedLinkIndex == 0)
        let terms = try #require(label.rects(forCharacters: 9..<25).first)
        let signUp = try #require(label.rects(forCharacters: 37..<44).last)
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(root))
        // The gap between words is background: 20% black over white.
        let space = try #require(label.rects(forCharacters: 14..<15).first)
        let gray = probe.color(atPoint: label.frame.minX + space.midX, label.frame.minY + space.minY + 1)
        #expect(abs(Int(gray[0]) - 204) <= 2 && gray[0] == gray[1] && gray[1] == gray[2])
        #expect(terms.height > 0)
        let outside = probe.color(atPoint: label.frame.minX + signUp.maxX + 2, label.frame.minY + signUp.minY + 1)
        #expect(outside == [255, 255, 255, 255])
    }

    @Test("A shadow is drawn at its offset, in its color; a blurred one spreads")
    func shadows() throws {
        let root = try RichTextScenes.shadows()
        let probe = PixelProbe(image: try RasterRenderer(scale: 2).render(root))
        let sharp = try #require(root.subviews.first as? Label)
        var reddish = 0
        for y in stride(from: sharp.frame.minY, to: sharp.frame.maxY, by: 0.5) {
            for x in stride(from: sharp.frame.minX, to: sharp.frame.maxX, by: 0.5) {
                let pixel = probe.color(atPoint: x, y)
                if pixel[0] > 200, pixel[1] < 80, pixel[2] < 80 { reddish += 1 }
            }
        }
        #expect(reddish > 50, "the red shadow shows beside the black glyphs")
        let blurred = try #require(root.subviews.dropFirst().first as? Label)
        var grays = Set<UInt8>()
        for y in stride(from: blurred.frame.minY, to: blurred.frame.maxY, by: 0.5) {
            grays.insert(probe.color(atPoint: blurred.frame.minX + 60, y)[0])
        }
        #expect(grays.count > 12, "a blur leaves many levels of gray, not just glyph edges")
    }
}
