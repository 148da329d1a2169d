import Foundation

/// Recognizes a swipe: a quick, mostly straight drag in one of
/// ``direction``'s directions, as `UISwipeGestureRecognizer`.
///
/// The swipe is recognized (a discrete gesture, so handlers hear `.ended`)
/// as soon as the pointer has travelled ``minimumDistance`` along the
/// direction within ``maximumDuration``, at most ``maximumSlope`` off its
/// axis; anything slower, shorter or more slanted fails.
///
/// ```swift
/// row.addGestureRecognizer(SwipeGestureRecognizer(direction: .left) { _ in archive() })
/// ```
@MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go, as `UISwipeGestureRecognizer.Direction` (with its raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bits, `UISwipeGestureRecognizer.Direction`'s.
        public let rawValue: UInt8
        /// Directions from their raw value.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; right by default, as in UIKit.
    public var direction: Direction
    /// Points the pointer must travel along the direction.
    public var minimumDistance: CGFloat = 50
    /// Seconds from the pointer going down within which the distance must be covered.
    public var maximumDuration: TimeInterval = 0.5
    /// How far off the axis the swipe may stray, as a ratio of the off-axis
    /// distance to the distance along it (0.5: about 27°).
    public var maximumSlope: CGFloat = 0.5
    /// The one direction the last recognized swipe went; empty before one is.
    public private(set) var recognizedDirection: Direction = []

    /// A recognizer of swipes in `direction`, with an optional handler.
    public init(direction: Direction = .right, handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        self.direction = direction
        super.init(handler: handler)
    }

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        guard state == .possible else { return }
        guard time - startTime <= maximumDuration else {
            state = .failed
            return
        }
        let dx = location.x - startLocation.x, dy = location.y - startLocation.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        guard along >= minimumDistance else { return }
        let went: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard direction.contains(went), across <= along * maximumSlope else {
            state = .failed
            return
        }
        recognizedDirection = went
        transition(to: .ended)
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        if state == .possible { state = .failed }
    }
}
