import Foundation

/// A synthetic pointer event (mouse, touch or pen), in window coordinates.
///
/// Backends turn platform input into these; tests write them by hand.
///
/// ```swift
/// window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 30), time: 0))
/// window.send(PointerEvent(.up, at: CGPoint(x: 20, y: 30), time: 0.1))
/// ```
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable {
        /// It went down (pressed).
        case down
        /// It moved while down.
        case move
        /// It went up (released).
        case up
        /// It was lost (the platform took it away).
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// Where, in window coordinates.
    public var location: CGPoint
    /// When, in seconds on the caller's clock (which must not run backwards).
    public var time: TimeInterval
    /// Which pointer, for several at once.
    public var pointerID: Int

    /// An event.
    public init(_ phase: Phase, at location: CGPoint, time: TimeInterval, pointerID: Int = 0) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pointerID = pointerID
    }
}
