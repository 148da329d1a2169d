import Foundation

/// Recognizes two pointers moving apart or together on its view, as
/// `UIPinchGestureRecognizer`.
///
/// The first pointer goes down on the view (or a subview); the second must
/// go down inside the view while the first is down. The pinch begins once
/// the distance between them has changed by ``minimumDistanceChange``
/// points, changes as they move, and ends when either goes up. ``scale`` is
/// the distance now over the distance when the second pointer went down;
/// ``velocity`` is the scale's change per second.
///
/// A pinch has no keyboard equivalent: give what it does a control as well
/// (zoom buttons, a slider), as on every platform.
@MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// Points the distance between the pointers must change before the pinch begins.
    public var minimumDistanceChange: CGFloat = 8
    /// The distance now over the distance when both pointers were down.
    public private(set) var scale: CGFloat = 1
    /// The scale's change per second, from the last two events.
    public private(set) var velocity: CGFloat = 0
    /// The midpoint of the two pointers, in window coordinates.
    public private(set) var center: CGPoint = .zero

    private var locations: [Int: CGPoint] = [:]
    private var startDistance: CGFloat = 0
    private var lastTime: TimeInterval = 0

    override public var maximumNumberOfPointers: Int { 2 }

    override public func pointerDown(at location: CGPoint, time: TimeInterval) {
        locations = [pointers.first ?? 0: location]
        scale = 1
        velocity = 0
        center = location
        startDistance = 0
        lastTime = time
    }

    override public func additionalPointerDown(_ pointer: Int, at location: CGPoint, time: TimeInterval) {
        locations[pointer] = location
        startDistance = currentDistance
        center = currentCenter
        lastTime = time
    }

    override public func pointerMoved(to location: CGPoint, time: TimeInterval) {
        locations[pointers.first ?? 0] = location
        update(time: time)
    }

    override public func additionalPointerMoved(_ pointer: Int, to location: CGPoint, time: TimeInterval) {
        locations[pointer] = location
        update(time: time)
    }

    override public func pointerUp(at location: CGPoint, time: TimeInterval) {
        finish()
    }

    override public func additionalPointerUp(_ pointer: Int, at location: CGPoint, time: TimeInterval) {
        finish()
    }

    private var currentDistance: CGFloat {
        let points = Array(locations.values)
        guard points.count == 2 else { return 0 }
        let dx = points[0].x - points[1].x
        let dy = points[0].y - points[1].y
        return (dx * dx + dy * dy).squareRoot()
    }

    private var currentCenter: CGPoint {
        let points = Array(locations.values)
        guard !points.isEmpty else { return .zero }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    private func update(time: TimeInterval) {
        guard locations.count == 2, startDistance > 0 else { return }
        let distance = currentDistance
        let newScale = distance / startDistance
        let elapsed = time - lastTime
        if elapsed > 0 { velocity = (newScale - scale) / CGFloat(elapsed) }
        lastTime = time
        scale = newScale
        center = currentCenter
        switch state {
        case .possible where abs(distance - startDistance) >= minimumDistanceChange: transition(to: .began)
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    private func finish() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: transition(to: .ended)
        default: break
        }
        locations.removeAll()
    }
}
