import CPangoCairo
import Foundation
import ViewTree

extension CairoCanvas {
    /// Adds a drawing path to Cairo's path. A step that needs a current
    /// point and has none starts a subpath at its own end, as the browser's
    /// SVG encoding does, so both backends draw the same shape.
    func addPath(_ path: DrawingPath) {
        let cr = context
        var current: CGPoint?
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(point):
                cairo_move_to(cr, Double(point.x), Double(point.y))
                current = point
                subpathStart = point
            case let .line(point):
                if current == nil {
                    cairo_move_to(cr, Double(point.x), Double(point.y))
                    subpathStart = point
                } else {
                    cairo_line_to(cr, Double(point.x), Double(point.y))
                }
                current = point
            case let .quadCurve(point, control):
                let start = current ?? point
                if current == nil {
                    cairo_move_to(cr, Double(point.x), Double(point.y))
                    subpathStart = point
                }
                // The cubic with the same curve: controls two thirds of the way to the quadratic's.
                let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(point.x), Double(point.y))
                current = point
            case let .curve(point, control1, control2):
                if current == nil {
                    cairo_move_to(cr, Double(point.x), Double(point.y))
                    subpathStart = point
                }
                cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                               Double(point.x), Double(point.y))
                current = point
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                let end = DrawingPath.sweepEnd(start: startAngle, end: endAngle, clockwise: clockwise)
                if current == nil {
                    subpathStart = DrawingPath.point(onCircleAround: center, radius: radius, angle: startAngle)
                }
                if clockwise {
                    cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(end))
                } else {
                    cairo_arc_negative(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(end))
                }
                current = DrawingPath.point(onCircleAround: center, radius: radius, angle: end)
            case .closeSubpath:
                guard current != nil else { continue }
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }

    /// Sets the line width, caps, joins and dashes.
    func setStrokeStyle(_ style: StrokeStyle) {
        let cr = context
        cairo_set_line_width(cr, Double(style.lineWidth))
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        var dashes = style.dash.map(Double.init)
        // An odd count repeats once, as SVG's stroke-dasharray does.
        if dashes.count % 2 == 1 { dashes += dashes }
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
    }
}
