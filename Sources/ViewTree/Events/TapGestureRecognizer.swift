import Foundation

/// Recognizes a tap: down and up without moving more than ``allowableMovement``;
/// with ``numberOfTapsRequired`` above one, that many taps in quick succession.
///
/// ```swift
/// cell.addGestureRecognizer(TapGestureRecognizer { _ in openDetail() })
/// ```
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// Every press on the view is this recognizer's.
    override public func claimsPress(at location: CGPoint) -> Bool { true }

    /// Farthest the pointer may travel, in points, before the tap fails; also
    /// how far from the first tap the later taps of a multiple tap may be.
    public var allowableMovement: CGFloat = 10
    /// Taps needed to recognize: 2 for a double tap. Each tap before the
    /// last fails the recognizer, so other recognizers of the same pointer
    /// (a single tap on the same view) still recognize it.
    public var numberOfTapsRequired = 1
    /// Most seconds from one tap's up to the next one's down.
    public var maximumTapInterval: TimeInterval = 0.35

    private var tapsSoFar = 0
    private var lastTapTime: TimeInterval = 0
    private var firstTapLocation: CGPoint = .zero

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        if state == .possible, distanceMoved(to: location) > allowableMovement { state = .failed }
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        guard state == .possible else { return }
        guard distanceMoved(to: location) <= allowableMovement else {
            tapsSoFar = 0
            state = .failed
            return
        }
        guard numberOfTapsRequired > 1 else {
            transition(to: .ended)
            return
        }
        let dx = startLocation.x - firstTapLocation.x, dy = startLocation.y - firstTapLocation.y
        if tapsSoFar > 0, startTime - lastTapTime <= maximumTapInterval, (dx * dx + dy * dy).squareRoot() <= allowableMovement {
            tapsSoFar += 1
        } else {
            tapsSoFar = 1
            firstTapLocation = startLocation
        }
        lastTapTime = time
        if tapsSoFar >= numberOfTapsRequired {
            tapsSoFar = 0
            transition(to: .ended)
        } else {
            state = .failed
        }
    }
}
