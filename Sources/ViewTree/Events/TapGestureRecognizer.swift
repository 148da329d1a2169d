import Foundation

/// Recognizes a tap: down and up without moving more than ``allowableMovement``.
///
/// ```swift
/// cell.addGestureRecognizer(TapGestureRecognizer { _ in openDetail() })
/// ```
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// Every press on the view is this recognizer's.
    override public func claimsPress(at location: CGPoint) -> Bool { true }

    /// Farthest the pointer may travel, in points, before the tap fails.
    public var allowableMovement: CGFloat = 10

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        if state == .possible, distanceMoved(to: location) > allowableMovement { state = .failed }
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        guard state == .possible else { return }
        if distanceMoved(to: location) > allowableMovement {
            state = .failed
        } else {
            transition(to: .ended)
        }
    }
}
