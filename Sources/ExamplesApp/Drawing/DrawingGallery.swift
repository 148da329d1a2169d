import Foundation
import ViewTree

/// One drawing per kind of command, on 100 × 100 canvases: fill rules,
/// caps, joins, dashes, curves, arcs, gradients, an image, text, clips and
/// transforms. The Drawing screen shows them, and the tests compare how
/// the raster backend and the browser draw each.
public enum DrawingGallery {
    /// A titled drawing.
    public struct Entry: Sendable {
        /// The command it shows, as its caption.
        public let title: String
        /// What the drawing looks like, for people who cannot see it: read
        /// after the title by screen readers.
        public let description: String
        /// The drawing.
        public let drawing: Drawing

        /// The drawing's accessibility label: its title, then what it shows.
        public var accessibilityLabel: String { "\(title): \(description)" }
    }

    /// Every entry, in the screen's order.
    public static func entries() throws(DrawingError) -> [Entry] {
        [
            Entry(title: "Fill rules",
                  description: "two blue stars, the one filled by the non-zero rule solid, the one filled by the even-odd rule with a hollow centre",
                  drawing: try fillRules()),
            Entry(title: "Line caps",
                  description: "three thick blue lines between two red guides, the butt cap ending at the guides, the round and square caps reaching past them",
                  drawing: try lineCaps()),
            Entry(title: "Line joins",
                  description: "three dark zigzags, with a pointed miter join, a round join and a cut-off bevel join",
                  drawing: try lineJoins()),
            Entry(title: "Dashes",
                  description: "four dark dashed lines: long dashes, dots, dash and dot, and even dashes",
                  drawing: try dashes()),
            Entry(title: "Curves",
                  description: "a blue arch drawn as a quadratic curve above an orange S-shaped cubic curve",
                  drawing: try curves()),
            Entry(title: "Arcs",
                  description: "an orange pie slice missing a quarter, an open blue ring with round ends, and a thin dark circle",
                  drawing: try arcs()),
            Entry(title: "Linear gradient",
                  description: "a rounded bar and a wave, both shading from orange through red to blue, left to right",
                  drawing: try linearGradient()),
            Entry(title: "Radial gradient",
                  description: "an oval glowing white at its centre, through blue to dark at its edge",
                  drawing: try radialGradient()),
            Entry(title: "Image",
                  description: "a picture of a blue and orange checkerboard",
                  drawing: try image()),
            Entry(title: "Text",
                  description: "the words Start, Middle in bold blue and End in italics, placed by their start, middle and end on a red vertical line",
                  drawing: try text()),
            Entry(title: "Clips",
                  description: "blue stripes cut to a circle, and an orange square cut to a ring",
                  drawing: try clips()),
            Entry(title: "Transforms",
                  description: "one square drawn four ways: blue and turned, orange and stretched wide, dark and slanted, and red and upright",
                  drawing: try transforms()),
        ]
    }

    static let side = CGSize(width: 100, height: 100)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.2)
    static let blue = Color(red: 0.1, green: 0.4, blue: 0.9)
    static let orange = Color(red: 0.95, green: 0.55, blue: 0.1)
    static let guide = Color(red: 0.85, green: 0.2, blue: 0.3)

    /// A white card under every entry, so each reads the same in dark mode.
    private static func card(_ build: (inout DrawingContext) -> Void) throws(DrawingError) -> Drawing {
        try Drawing(size: side) { context in
            context.fill(DrawingPath(roundedRect: CGRect(origin: .zero, size: side), cornerRadius: 8), with: .color(.white))
            build(&context)
        }
    }

    /// A five-pointed star through its points in drawing order, so its middle winds twice.
    private static func star(center: CGPoint, radius: CGFloat) -> DrawingPath {
        var path = DrawingPath()
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
            let point = DrawingPath.point(onCircleAround: center, radius: radius, angle: angle)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    static func fillRules() throws(DrawingError) -> Drawing {
        try card { context in
            context.fill(star(center: CGPoint(x: 27, y: 52), radius: 22), with: .color(blue), rule: .nonZero)
            context.fill(star(center: CGPoint(x: 73, y: 52), radius: 22), with: .color(blue), rule: .evenOdd)
        }
    }

    static func lineCaps() throws(DrawingError) -> Drawing {
        try card { context in
            let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
            for (index, cap) in caps.enumerated() {
                let y = CGFloat(25 + index * 25)
                var line = DrawingPath()
                line.addLines([CGPoint(x: 25, y: y), CGPoint(x: 75, y: y)])
                context.stroke(line, with: .color(blue), style: StrokeStyle(lineWidth: 12, lineCap: cap))
            }
            var guides = DrawingPath()
            guides.addLines([CGPoint(x: 25, y: 10), CGPoint(x: 25, y: 90)])
            guides.addLines([CGPoint(x: 75, y: 10), CGPoint(x: 75, y: 90)])
            context.stroke(guides, with: .color(guide), style: StrokeStyle(lineWidth: 1))
        }
    }

    static func lineJoins() throws(DrawingError) -> Drawing {
        try card { context in
            let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
            for (index, join) in joins.enumerated() {
                let x = CGFloat(12 + index * 30)
                var zigzag = DrawingPath()
                zigzag.addLines([CGPoint(x: x, y: 75), CGPoint(x: x + 12, y: 25), CGPoint(x: x + 24, y: 75)])
                context.stroke(zigzag, with: .color(ink), style: StrokeStyle(lineWidth: 8, lineJoin: join))
            }
        }
    }

    static func dashes() throws(DrawingError) -> Drawing {
        try card { context in
            let patterns: [([CGFloat], CGFloat)] = [([8, 4], 0), ([2, 2], 1), ([12, 3, 3, 3], 0), ([6], 0)]
            for (index, pattern) in patterns.enumerated() {
                let y = CGFloat(20 + index * 20)
                var line = DrawingPath()
                line.addLines([CGPoint(x: 10, y: y), CGPoint(x: 90, y: y)])
                context.stroke(line, with: .color(ink), style: StrokeStyle(lineWidth: 3, dash: pattern.0, dashPhase: pattern.1))
            }
        }
    }

    static func curves() throws(DrawingError) -> Drawing {
        try card { context in
            var quad = DrawingPath()
            quad.move(to: CGPoint(x: 10, y: 45))
            quad.addQuadCurve(to: CGPoint(x: 90, y: 45), control: CGPoint(x: 50, y: 5))
            context.stroke(quad, with: .color(blue), style: StrokeStyle(lineWidth: 3))
            var cubic = DrawingPath()
            cubic.move(to: CGPoint(x: 10, y: 85))
            cubic.addCurve(to: CGPoint(x: 90, y: 85), control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 70, y: 110))
            context.stroke(cubic, with: .color(orange), style: StrokeStyle(lineWidth: 3, lineCap: .round))
        }
    }

    static func arcs() throws(DrawingError) -> Drawing {
        try card { context in
            var slice = DrawingPath()
            slice.move(to: CGPoint(x: 30, y: 35))
            slice.addArc(center: CGPoint(x: 30, y: 35), radius: 22, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
            slice.closeSubpath()
            context.fill(slice, with: .color(orange))
            var ring = DrawingPath()
            ring.addArc(center: CGPoint(x: 72, y: 35), radius: 18, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
            context.stroke(ring, with: .color(blue), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            var circle = DrawingPath()
            circle.addArc(center: CGPoint(x: 50, y: 75), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            circle.closeSubpath()
            context.stroke(circle, with: .color(ink), style: StrokeStyle(lineWidth: 2))
        }
    }

    static func linearGradient() throws(DrawingError) -> Drawing {
        let sunset = try? Gradient(
            stops: [.init(color: orange, location: 0), .init(color: guide, location: 0.5), .init(color: blue, location: 1)],
            kind: .linear(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5)))
        return try card { context in
            guard let sunset else { return }
            context.fill(DrawingPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 6), with: .gradient(sunset))
            var wave = DrawingPath()
            wave.move(to: CGPoint(x: 10, y: 75))
            wave.addCurve(to: CGPoint(x: 90, y: 75), control1: CGPoint(x: 35, y: 50), control2: CGPoint(x: 65, y: 100))
            context.stroke(wave, with: .gradient(sunset, in: CGRect(x: 10, y: 60, width: 80, height: 30)), style: StrokeStyle(lineWidth: 6))
        }
    }

    static func radialGradient() throws(DrawingError) -> Drawing {
        let glow = try? Gradient.radial([.white, blue, ink])
        return try card { context in
            guard let glow else { return }
            context.fill(DrawingPath(ellipseIn: CGRect(x: 10, y: 20, width: 80, height: 60)), with: .gradient(glow))
        }
    }

    /// A checkerboard of 16-pixel squares, 128 × 96 pixels at scale 2, drawn at its size: scaling
    /// filters differ between Cairo and browsers, and the gallery compares geometry and colour.
    static func image() throws(DrawingError) -> Drawing {
        var pixels: [UInt8] = []
        for y in 0..<96 {
            for x in 0..<128 {
                pixels += (x / 16 + y / 16).isMultiple(of: 2) ? [25, 100, 230, 255] : [242, 140, 25, 255]
            }
        }
        let checker = try? Image(pixelWidth: 128, pixelHeight: 96, scale: 2, rgba: pixels)
        return try card { context in
            guard let checker else { return }
            context.draw(checker, in: CGRect(x: 18, y: 26, width: 64, height: 48))
        }
    }

    static func text() throws(DrawingError) -> Drawing {
        try card { context in
            var axis = DrawingPath()
            axis.addLines([CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 90)])
            context.stroke(axis, with: .color(guide), style: StrokeStyle(lineWidth: 1))
            context.draw(DrawingText("Start", font: .system(size: 14), color: ink, at: CGPoint(x: 50, y: 30), anchor: .start))
            context.draw(DrawingText("Middle", font: .system(size: 14, weight: .bold), color: blue, at: CGPoint(x: 50, y: 55),
                                     anchor: .center))
            context.draw(DrawingText("End", font: .system(size: 14, isItalic: true), color: ink, at: CGPoint(x: 50, y: 80), anchor: .end))
        }
    }

    static func clips() throws(DrawingError) -> Drawing {
        try card { context in
            context.withSavedState { context in
                context.clip(to: DrawingPath(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 50)))
                for index in 0..<6 {
                    let stripe = CGRect(x: 10, y: CGFloat(10 + index * 10), width: 50, height: 5)
                    context.fill(DrawingPath(rect: stripe), with: .color(blue))
                }
            }
            var ring = DrawingPath(ellipseIn: CGRect(x: 50, y: 50, width: 40, height: 40))
            for element in DrawingPath(ellipseIn: CGRect(x: 60, y: 60, width: 20, height: 20)).elements {
                switch element {
                case let .move(point): ring.move(to: point)
                case let .curve(point, control1, control2): ring.addCurve(to: point, control1: control1, control2: control2)
                default: ring.closeSubpath()
                }
            }
            context.withSavedState { context in
                context.clip(to: ring, rule: .evenOdd)
                context.fill(DrawingPath(rect: CGRect(x: 45, y: 45, width: 50, height: 50)), with: .color(orange))
            }
        }
    }

    static func transforms() throws(DrawingError) -> Drawing {
        try card { context in
            let square = DrawingPath(rect: CGRect(x: -12, y: -12, width: 24, height: 24))
            context.withSavedState { context in
                context.translateBy(x: 30, y: 30)
                context.rotate(by: .pi / 6)
                context.fill(square, with: .color(blue))
            }
            context.withSavedState { context in
                context.translateBy(x: 70, y: 30)
                context.scaleBy(x: 1.5, y: 0.75)
                context.fill(square, with: .color(orange))
            }
            context.withSavedState { context in
                context.concatenate(Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 25, ty: 70))
                context.fill(square, with: .color(ink))
            }
            context.fill(DrawingPath(rect: CGRect(x: 60, y: 60, width: 24, height: 24)), with: .color(guide))
        }
    }
}
