import Foundation

/// Wheel overscroll at a scroll view's top, added up toward a refresh: a
/// wheel has no release, so events within ``window`` of the one before
/// count as one pull.
struct WheelPull {
    /// How long after one overscroll the next still adds to the pull.
    static let window: Duration = .milliseconds(400)

    /// The distance pulled so far.
    private(set) var distance: CGFloat = 0
    /// When the last overscroll came.
    private(set) var last: ContinuousClock.Instant?

    /// Adds `amount` (made non-negative and finite) at `time`, starting over
    /// when the last one is older than ``window``; returns the total.
    mutating func add(_ amount: CGFloat, at time: ContinuousClock.Instant) -> CGFloat {
        if let last, time - last > Self.window { distance = 0 }
        distance += amount.isFinite ? Swift.max(0, amount) : 0
        last = time
        return distance
    }

    /// Forgets the pull.
    mutating func reset() {
        distance = 0
        last = nil
    }
}
