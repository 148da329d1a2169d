import Foundation

/// How an animated change runs: when, how long, and along which curve.
///
/// ```swift
/// let quick = AnimationTiming(duration: 0.2, curve: .easeOut)
/// let bouncy = AnimationTiming(duration: 0.5, curve: .spring(damping: 0.7, initialVelocity: 0))
/// ```
public struct AnimationTiming: Hashable, Sendable {
    /// The shape of the change over time.
    public enum Curve: Hashable, Sendable {
        /// Constant speed.
        case linear
        /// Starts slow.
        case easeIn
        /// Ends slow.
        case easeOut
        /// Starts and ends slow.
        case easeInOut
        /// A damped spring: `damping` 0 < d ≤ 1 (1: no overshoot), initial velocity in units per second.
        case spring(damping: Double, initialVelocity: Double)
    }

    /// Seconds the change takes; negative or NaN values are stored as 0.
    public var duration: TimeInterval
    /// Seconds before it starts; negative or NaN values are stored as 0.
    public var delay: TimeInterval
    /// The curve.
    public var curve: Curve

    /// A timing.
    public init(duration: TimeInterval, delay: TimeInterval = 0, curve: Curve = .easeInOut) {
        self.duration = duration.isNaN ? 0 : max(0, duration)
        self.delay = delay.isNaN ? 0 : max(0, delay)
        if case let .spring(damping, velocity) = curve {
            let d = damping.isNaN ? 1 : min(1, max(0.01, damping))
            self.curve = .spring(damping: d, initialVelocity: velocity.isFinite ? velocity : 0)
        } else {
            self.curve = curve
        }
    }

    /// The default: a quarter second, ease in and out.
    public static let `default` = AnimationTiming(duration: 0.25)
}
