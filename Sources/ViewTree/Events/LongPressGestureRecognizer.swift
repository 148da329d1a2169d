import Foundation

/// Recognizes a press held for ``minimumPressDuration`` without moving far.
///
/// Continuous: it begins when the duration has passed (on the next event or
/// clock tick), changes as the pointer moves and ends when it goes up.
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Every press on the view is this recognizer's.
    override public func claimsPress(at location: CGPoint) -> Bool { true }

    /// Seconds the pointer must stay down.
    public var minimumPressDuration: TimeInterval = 0.5
    /// Farthest the pointer may travel, in points, before the press begins.
    public var allowableMovement: CGFloat = 10

    override public func timeElapsed(now: TimeInterval) {
        if state == .possible, now - startTime >= minimumPressDuration { transition(to: .began) }
    }

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        switch state {
        case .possible where distanceMoved(to: location) > allowableMovement: state = .failed
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: transition(to: .ended)
        default: break
        }
    }
}
