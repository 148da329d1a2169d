import Foundation
import ViewTree

/// SVG markup being written, with the groups open and the ids used so far.
struct SVGMarkup {
    let idPrefix: String
    var out = ""
    /// Groups opened by clips and transforms and not yet closed.
    var openGroups = 0
    /// ``openGroups`` at each save not yet restored.
    var savedGroups: [Int] = []
    private var ids = 0

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    mutating func nextID(_ kind: String) -> String {
        ids += 1
        return "\(idPrefix)\(kind)\(ids)"
    }

    mutating func closeGroups(downTo target: Int) {
        while openGroups > target {
            out += "</g>"
            openGroups -= 1
        }
    }

    /// A fill or stroke value; a gradient is defined first and named by
    /// its id, over the box both backends compute alike.
    mutating func paint(_ paint: DrawingPaint, for path: DrawingPath) -> String {
        switch paint {
        case let .color(color):
            return PropertyEncoding.css(color)
        case let .gradient(gradient, box):
            let area = box?.standardized ?? path.boundingBox ?? .zero
            guard area.width > 0, area.height > 0 else {
                return PropertyEncoding.css(gradient.stops[gradient.stops.count - 1].color)
            }
            let id = nextID("g")
            switch gradient.kind {
            case let .linear(start, end):
                out += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
                out += " x1=\"\(Self.number(area.minX + start.x * area.width))\" y1=\"\(Self.number(area.minY + start.y * area.height))\""
                out += " x2=\"\(Self.number(area.minX + end.x * area.width))\" y2=\"\(Self.number(area.minY + end.y * area.height))\">"
                stops(gradient)
                out += "</linearGradient>"
            case let .radial(center, radius):
                let rx = radius.width * area.width, ry = radius.height * area.height
                guard rx > 0, ry > 0 else { return PropertyEncoding.css(gradient.stops[gradient.stops.count - 1].color) }
                // A unit circle stretched to the ellipse, as the raster backend's pattern matrix does.
                let values = [rx, 0, 0, ry, area.minX + center.x * area.width, area.minY + center.y * area.height]
                out += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\""
                out += " gradientTransform=\"matrix(\(values.map(Self.number).joined(separator: " ")))\">"
                stops(gradient)
                out += "</radialGradient>"
            }
            return "url(#\(id))"
        }
    }

    private mutating func stops(_ gradient: Gradient) {
        for stop in gradient.stops {
            out += "<stop offset=\"\(Self.number(stop.location))\" stop-color=\"\(PropertyEncoding.css(stop.color))\"/>"
        }
    }

    static func strokeAttributes(_ style: StrokeStyle) -> String {
        var out = " stroke-width=\"\(number(style.lineWidth))\""
        if style.lineCap != .butt { out += " stroke-linecap=\"\(style.lineCap.rawValue)\"" }
        if style.lineJoin != .miter { out += " stroke-linejoin=\"\(style.lineJoin.rawValue)\"" }
        if style.miterLimit != 4 { out += " stroke-miterlimit=\"\(number(style.miterLimit))\"" }
        if !style.dash.isEmpty {
            out += " stroke-dasharray=\"\(style.dash.map(number).joined(separator: " "))\""
            if style.dashPhase != 0 { out += " stroke-dashoffset=\"\(number(style.dashPhase))\"" }
        }
        return out
    }

    /// A `<text>` whose baseline starts, centres or ends at the position.
    static func text(_ text: DrawingText) -> String {
        let line = text.singleLine
        guard !line.isEmpty else { return "" }
        let anchor = switch text.anchor {
        case .start: ""
        case .center: " text-anchor=\"middle\""
        case .end: " text-anchor=\"end\""
        }
        var out = "<text x=\"\(number(text.position.x))\" y=\"\(number(text.position.y))\"\(anchor)"
        out += " font-family=\"\(escape(text.font.family)), sans-serif\" font-size=\"\(number(text.font.size))\""
        if text.font.weight != .regular { out += " font-weight=\"\(text.font.weight.rawValue)\"" }
        if text.font.isItalic { out += " font-style=\"italic\"" }
        out += " fill=\"\(PropertyEncoding.css(text.color))\" style=\"white-space:pre\">\(escape(line))</text>"
        return out
    }

    /// Path data: `Q` for quadratics, arcs as endpoint arcs of at most a
    /// quarter turn each (a whole circle cannot be one endpoint arc).
    static func pathData(_ path: DrawingPath) -> String {
        var d = ""
        var hasCurrent = false
        func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        for element in path.elements {
            switch element {
            case let .move(p):
                d += "M\(point(p))"
                hasCurrent = true
            case let .line(p):
                d += (hasCurrent ? "L" : "M") + point(p)
                hasCurrent = true
            case let .quadCurve(p, control):
                if !hasCurrent { d += "M\(point(p))" }
                d += "Q\(point(control)) \(point(p))"
                hasCurrent = true
            case let .curve(p, control1, control2):
                if !hasCurrent { d += "M\(point(p))" }
                d += "C\(point(control1)) \(point(control2)) \(point(p))"
                hasCurrent = true
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                let end = DrawingPath.sweepEnd(start: startAngle, end: endAngle, clockwise: clockwise)
                let start = DrawingPath.point(onCircleAround: center, radius: radius, angle: startAngle)
                d += (hasCurrent ? "L" : "M") + point(start)
                hasCurrent = true
                let sweep = end - startAngle
                guard radius > 0, sweep != 0 else { continue }
                let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
                for piece in 1...pieces {
                    let angle = startAngle + sweep * CGFloat(piece) / CGFloat(pieces)
                    let r = number(radius)
                    d += "A\(r) \(r) 0 0 \(clockwise ? 1 : 0) \(point(DrawingPath.point(onCircleAround: center, radius: radius, angle: angle)))"
                }
            case .closeSubpath:
                guard hasCurrent else { continue }
                d += "Z"
            }
        }
        return d
    }

    /// A number for an attribute: at most four decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// Text and attribute values with markup characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\0": continue
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
