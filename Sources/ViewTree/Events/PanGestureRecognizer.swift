import Foundation

/// Recognizes a drag: begins once the pointer has moved ``minimumDistance``.
///
/// ``translation`` is measured from where the pointer went down; ``velocity``
/// from the last two events, in points per second.
@MainActor
public class PanGestureRecognizer: GestureRecognizer {
    /// Points the pointer must move before the pan begins.
    public var minimumDistance: CGFloat = 10

    /// Directions a pan may start in.
    public enum Direction: Hashable, Sendable {
        /// Any direction.
        case any
        /// Mostly left or right: a drag that starts mostly vertical fails.
        case horizontal
        /// Mostly up or down: a drag that starts mostly horizontal fails.
        case vertical
    }

    /// The direction the drag must start in, so a list's vertical scrolling
    /// and a row's horizontal swipe can tell themselves apart.
    public var direction: Direction = .any
    /// Decides the direction when a drag starts, in place of ``direction``
    /// (a scroll view's: the axes its content scrolls along).
    var directionProvider: (@MainActor () -> Direction)?
    /// Offset from the down location to the latest one, in window points.
    public private(set) var translation: CGPoint = .zero
    /// Latest speed in points per second.
    public private(set) var velocity: CGPoint = .zero

    private var lastLocation: CGPoint = .zero
    private var lastTime: TimeInterval = 0

    override public func pointerDown(at location: CGPoint, time: TimeInterval) {
        translation = .zero
        velocity = .zero
        lastLocation = location
        lastTime = time
    }

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        let elapsed = time - lastTime
        if elapsed > 0 {
            velocity = CGPoint(
                x: (location.x - lastLocation.x) / elapsed, y: (location.y - lastLocation.y) / elapsed)
        }
        lastLocation = location
        lastTime = time
        translation = CGPoint(x: location.x - startLocation.x, y: location.y - startLocation.y)
        switch state {
        case .possible where distanceMoved(to: location) >= minimumDistance:
            let horizontal = abs(translation.x) >= abs(translation.y)
            switch directionProvider?() ?? direction {
            case .horizontal where !horizontal, .vertical where horizontal: state = .failed
            default: transition(to: .began)
            }
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        switch state {
        case .possible: state = .failed
        case .began, .changed:
            translation = CGPoint(x: location.x - startLocation.x, y: location.y - startLocation.y)
            transition(to: .ended)
        default: break
        }
    }
}
