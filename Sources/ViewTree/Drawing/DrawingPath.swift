import Foundation

/// A shape for a ``Drawing``: subpaths of lines, curves and arcs, in the
/// drawing's coordinates (points, y down).
///
/// Building a path never fails; a ``Drawing`` checks its numbers when it is
/// made, so a path built from bad data is refused there with the command it
/// was in.
///
/// ```swift
/// var wave = DrawingPath()
/// wave.move(to: CGPoint(x: 0, y: 20))
/// wave.addCurve(to: CGPoint(x: 80, y: 20), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 60, y: 40))
/// let dot = DrawingPath(ellipseIn: CGRect(x: 36, y: 16, width: 8, height: 8))
/// ```
public struct DrawingPath: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A circular arc; when the subpath has a current point, a line
        /// joins it to the arc's start. Angles are in radians from the
        /// positive x axis; `clockwise` is as seen on screen (y down). An arc
        /// turns at most once around: a longer sweep is drawn as a circle.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        /// Closes the subpath with a line back to its start.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of these steps.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// A closed rectangle, drawn clockwise from its top left corner.
    public init(rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// A closed rectangle with circular corners; the radius is fitted to
    /// half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(abs(rect.width), abs(rect.height)) / 2))
        guard radius > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        let half = CGFloat.pi / 2
        addArc(center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
               startAngle: -half, endAngle: 0, clockwise: true)
        addArc(center: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius,
               startAngle: 0, endAngle: half, clockwise: true)
        addArc(center: CGPoint(x: rect.minX + radius, y: rect.maxY - radius), radius: radius,
               startAngle: half, endAngle: .pi, clockwise: true)
        addArc(center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius,
               startAngle: .pi, endAngle: .pi + half, clockwise: true)
        closeSubpath()
    }

    /// A closed ellipse filling `rect`, as four cubic curves.
    public init(ellipseIn rect: CGRect) {
        // The control distance that makes a quarter cubic closest to a circle.
        let kappa: CGFloat = 0.552_284_749_8
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let ox = rx * kappa, oy = ry * kappa
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy), control2: CGPoint(x: cx + ox, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + oy))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy), control2: CGPoint(x: cx - ox, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - oy))
        closeSubpath()
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds straight lines through `points`: a move to the first, lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds a circular arc (see ``Element/arc(center:radius:startAngle:endAngle:clockwise:)``).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}
