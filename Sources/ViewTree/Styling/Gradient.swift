import Foundation

/// A linear or radial colour gradient, as `CAGradientLayer` draws one.
///
/// Points are in unit coordinates of the box it fills: (0, 0) the top left
/// corner, (1, 1) the bottom right. Between stops colours blend in sRGB.
///
/// ```swift
/// let sky = try Gradient(
///     stops: [.init(color: .white, location: 0), .init(color: Color(red: 0.4, green: 0.6, blue: 1), location: 1)],
///     kind: .linear(start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1)))
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is, 0...1 from the start to the end.
        public var location: CGFloat

        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's geometry.
    public enum Kind: Hashable, Sendable {
        /// Colours change along the line from `start` to `end` (unit
        /// coordinates), constant across it; beyond the ends the end colours go on.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change outward from `center` to an ellipse whose radii
        /// are `radius` (unit coordinates: a width of 0.5 is half the box's
        /// width); beyond it the last colour goes on.
        case radial(center: CGPoint, radius: CGSize)
    }

    /// The most stops a gradient takes: more are never needed for a
    /// background, and each one is work for every frame drawn.
    public static let maximumStopCount = 16

    /// The stops, by location (stops at the same location keep their order).
    public let stops: [Stop]
    /// The geometry.
    public let kind: Kind

    /// A gradient; the stops are sorted by location.
    ///
    /// - Throws: ``LayerStyleError`` for fewer than 2 or more than
    ///   ``maximumStopCount`` stops, a location outside 0...1, or non-finite
    ///   points or a negative radius.
    public init(stops: [Stop], kind: Kind) throws(LayerStyleError) {
        guard stops.count >= 2 else { throw .tooFewGradientStops(stops.count) }
        guard stops.count <= Self.maximumStopCount else { throw .tooManyGradientStops(stops.count) }
        if let bad = stops.first(where: { !($0.location >= 0 && $0.location <= 1) }) {
            throw .gradientStopLocationOutOfRange(bad.location)
        }
        switch kind {
        case let .linear(start, end):
            guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { throw .invalidGradientGeometry }
        case let .radial(center, radius):
            guard [center.x, center.y, radius.width, radius.height].allSatisfy(\.isFinite),
                radius.width >= 0, radius.height >= 0
            else { throw .invalidGradientGeometry }
        }
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.kind = kind
    }

    /// A top-to-bottom linear gradient through `colors`, spaced evenly.
    ///
    /// - Throws: ``LayerStyleError`` for fewer than 2 or more than ``maximumStopCount`` colours.
    public static func vertical(_ colors: [Color]) throws(LayerStyleError) -> Gradient {
        try Gradient(stops: evenlySpaced(colors), kind: .linear(start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1)))
    }

    /// A left-to-right linear gradient through `colors`, spaced evenly.
    ///
    /// - Throws: ``LayerStyleError`` for fewer than 2 or more than ``maximumStopCount`` colours.
    public static func horizontal(_ colors: [Color]) throws(LayerStyleError) -> Gradient {
        try Gradient(stops: evenlySpaced(colors), kind: .linear(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5)))
    }

    /// A radial gradient from the box's centre to the midpoints of its
    /// edges (an ellipse in a box that is not square), through `colors`, spaced evenly.
    ///
    /// - Throws: ``LayerStyleError`` for fewer than 2 or more than ``maximumStopCount`` colours.
    public static func radial(_ colors: [Color]) throws(LayerStyleError) -> Gradient {
        try Gradient(
            stops: evenlySpaced(colors),
            kind: .radial(center: CGPoint(x: 0.5, y: 0.5), radius: CGSize(width: 0.5, height: 0.5)))
    }

    private static func evenlySpaced(_ colors: [Color]) -> [Stop] {
        let last = CGFloat(max(1, colors.count - 1))
        return colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}
