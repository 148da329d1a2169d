import Foundation

extension DrawingPath {
    /// The smallest upright rectangle holding every point the path passes
    /// through (curves by their extremes, not their control points); nil
    /// for a path with no points.
    ///
    /// A gradient paint with no box of its own spans this rectangle.
    public var boundingBox: CGRect? {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var hasCurrent = false
        for element in elements {
            switch element {
            case let .move(point):
                bounds.add(point)
                current = point
                subpathStart = point
                hasCurrent = true
            case let .line(point):
                if !hasCurrent { subpathStart = point }
                bounds.add(point)
                current = point
                hasCurrent = true
            case let .quadCurve(point, control):
                let start = hasCurrent ? current : point
                bounds.add(start)
                bounds.add(point)
                for t in Self.quadraticExtremes(start, control, point) {
                    bounds.add(Self.quadraticPoint(start, control, point, t))
                }
                current = point
                hasCurrent = true
            case let .curve(point, control1, control2):
                let start = hasCurrent ? current : point
                bounds.add(start)
                bounds.add(point)
                for t in Self.cubicExtremes(start, control1, control2, point) {
                    bounds.add(Self.cubicPoint(start, control1, control2, point, t))
                }
                current = point
                hasCurrent = true
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                let end = Self.sweepEnd(start: startAngle, end: endAngle, clockwise: clockwise)
                let first = Self.point(onCircleAround: center, radius: radius, angle: startAngle)
                if !hasCurrent { subpathStart = first }
                bounds.add(first)
                let last = Self.point(onCircleAround: center, radius: radius, angle: end)
                bounds.add(last)
                // Every quarter turn the sweep passes is an extreme of the circle.
                let low = Swift.min(startAngle, end), high = Swift.max(startAngle, end)
                var quarter = (low / (CGFloat.pi / 2)).rounded(.up)
                while quarter * CGFloat.pi / 2 <= high {
                    bounds.add(Self.point(onCircleAround: center, radius: radius, angle: quarter * CGFloat.pi / 2))
                    quarter += 1
                }
                current = last
                hasCurrent = true
            case .closeSubpath:
                current = subpathStart
            }
        }
        return bounds.rect
    }

    private static func quadraticPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    private static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameters in (0, 1) where a quadratic turns in x or in y.
    private static func quadraticExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where a cubic turns in x or in y: roots of its derivative.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative over 3 is a t² + b t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// The running minimum and maximum of points.
private struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        minX = Swift.min(minX, point.x)
        minY = Swift.min(minY, point.y)
        maxX = Swift.max(maxX, point.x)
        maxY = Swift.max(maxY, point.y)
    }

    var rect: CGRect? {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
