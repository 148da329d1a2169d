@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

/// Images named by their fingerprint, as a session's store names them.
private final class FingerprintImages: ImageAddressing {
    func url(for image: Image) -> String { "/img/abc/\(image.pixelWidth)x\(image.pixelHeight).png" }
}

@MainActor
@Suite("Drawings as SVG markup")
struct DrawingEncodingTests {
    private func markup(_ build: (inout DrawingContext) -> Void) throws -> String {
        DrawingEncoding.markup(try Drawing(size: CGSize(width: 100, height: 100), build), images: FingerprintImages(), idPrefix: "ck7-")
    }

    @Test("Paths become path data; fills, strokes and their styles become attributes")
    func paths() throws {
        var path = DrawingPath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3.25, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        let svg = try markup { context in
            context.fill(path, with: .color(.red), rule: .evenOdd)
            context.stroke(path, with: .color(Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
                           style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1))
        }
        #expect(svg == """
            <path d="M1 2L3.25 4Q7 8 5 6C11 12 13 14 9 10Z" fill="rgba(255,0,0,1.0)" fill-rule="evenodd"/>\
            <path d="M1 2L3.25 4Q7 8 5 6C11 12 13 14 9 10Z" fill="none" stroke="rgba(0,0,255,0.5)" stroke-width="2" \
            stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="10" stroke-dasharray="4 2" stroke-dashoffset="1"/>
            """)
    }

    @Test("An arc is split into quarter turns at most, joined to the current point by a line")
    func arcs() throws {
        var circle = DrawingPath()
        circle.move(to: CGPoint(x: 0, y: 0))
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let svg = try markup { $0.stroke(circle, with: .color(.black)) }
        #expect(svg.contains("M0 0L60 50A10 10 0 0 1 50 60A10 10 0 0 1 40 50A10 10 0 0 1 50 40A10 10 0 0 1 60 50\""), "\(svg)")
        var back = DrawingPath()
        back.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let counter = try markup { $0.stroke(back, with: .color(.black)) }
        #expect(counter.contains("d=\"M60 50A10 10 0 0 0 50 40A10 10 0 0 0 40 50A10 10 0 0 0 50 60\""), "three quarters the other way: \(counter)")
    }

    @Test("Clips and transforms open groups that their restore closes; ids carry the view's prefix")
    func groups() throws {
        let svg = try markup { context in
            context.withSavedState { context in
                context.clip(to: DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), rule: .evenOdd)
                context.concatenate(Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 2, ty: 3))
                context.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            }
            context.saveState()
            context.rotate(by: .pi)
        }
        #expect(svg.contains("<clipPath id=\"ck7-c1\"><path d=\"M0 0L10 0L10 10L0 10Z\" clip-rule=\"evenodd\"/></clipPath><g clip-path=\"url(#ck7-c1)\"><g transform=\"matrix(1 0 0.5 1 2 3)\">"))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count, "every group closed: \(svg)")
        #expect(svg.hasSuffix("<g transform=\"matrix(-1 0 0 -1 0 0)\"></g>"), "an open save is closed at the end: \(svg)")
    }

    @Test("Gradients are defined before their paths over the same box the raster backend uses")
    func gradients() throws {
        let linear = try Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                  kind: .linear(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5)))
        let svg = try markup { context in
            context.fill(DrawingPath(rect: CGRect(x: 10, y: 20, width: 40, height: 10)), with: .gradient(linear))
            context.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)), with: .gradient(try! .radial([.white, .black])))
            var flat = DrawingPath()
            flat.addLines([CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
            context.stroke(flat, with: .gradient(linear))
        }
        #expect(svg.hasPrefix("<linearGradient id=\"ck7-g1\" gradientUnits=\"userSpaceOnUse\" x1=\"10\" y1=\"25\" x2=\"50\" y2=\"25\">"))
        #expect(svg.contains("<radialGradient id=\"ck7-g2\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(10 0 0 5 10 5)\">"))
        #expect(svg.contains("fill=\"none\" stroke=\"rgba(0,0,255,1.0)\""), "a box with no height paints the last stop")
    }

    @Test("Text is escaped and cannot make elements; images are addressed by the session's store")
    func textAndImages() throws {
        let image = Image.filled(with: .red, size: CGSize(width: 4, height: 2))
        let svg = try markup { context in
            context.draw(DrawingText("<script>alert(1)</script> & \"x\"\nnext", font: Font(family: "Evil\" onload=\"x", size: 12),
                                     at: CGPoint(x: 5, y: 6), anchor: .end))
            context.draw(image, in: CGRect(x: 10, y: 10, width: -4, height: 2))
        }
        #expect(svg.contains(">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; next</text>"), "\(svg)")
        #expect(svg.contains("font-family=\"Evil&quot; onload=&quot;x, sans-serif\""))
        #expect(svg.contains("text-anchor=\"end\""))
        #expect(!svg.contains("<script"))
        #expect(svg.contains("<image href=\"/img/abc/4x2.png\" x=\"6\" y=\"10\" width=\"4\" height=\"2\" preserveAspectRatio=\"none\"/>"))
    }
}
