import Foundation

/// Why a layer style value (a transform, a gradient) was refused.
public enum LayerStyleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The transform flattens the plane (a scale by 0) or has a non-finite
    /// entry, so points cannot be mapped back through it.
    case nonInvertibleTransform(Transform)
    /// A gradient needs at least two stops; it had this many.
    case tooFewGradientStops(Int)
    /// A gradient takes at most ``Gradient/maximumStopCount`` stops; it had this many.
    case tooManyGradientStops(Int)
    /// A stop's location was NaN, infinite or outside 0...1.
    case gradientStopLocationOutOfRange(CGFloat)
    /// A gradient's points or radius were not finite, or a radius was negative.
    case invalidGradientGeometry

    public var description: String {
        switch self {
        case let .nonInvertibleTransform(transform): "the transform \(transform) cannot be inverted"
        case let .tooFewGradientStops(count): "a gradient needs at least 2 stops, not \(count)"
        case let .tooManyGradientStops(count): "a gradient takes at most \(Gradient.maximumStopCount) stops, not \(count)"
        case let .gradientStopLocationOutOfRange(location): "a gradient stop's location must be in 0...1, not \(location)"
        case .invalidGradientGeometry: "a gradient's points and radii must be finite, and radii not negative"
        }
    }
}
