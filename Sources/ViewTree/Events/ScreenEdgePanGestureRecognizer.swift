import Foundation

/// Recognizes a drag that starts at one edge of its view, as
/// `UIScreenEdgePanGestureRecognizer`: a navigation view's back gesture.
///
/// A press further than ``edgeWidth`` from the edge fails at once, so the
/// views under it keep their own drags and taps.
///
/// ```swift
/// let back = ScreenEdgePanGestureRecognizer { recognizer in
///     guard let pan = recognizer as? ScreenEdgePanGestureRecognizer else { return }
///     print(pan.state, pan.translation.x)
/// }
/// back.edge = .leading
/// container.addGestureRecognizer(back)
/// ```
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Which edge of the view a drag must start at.
    public enum Edge: Hashable, Sendable {
        /// The left edge, or the right one in a right-to-left layout.
        case leading
        /// The right edge, or the left one in a right-to-left layout.
        case trailing
    }

    /// The edge drags start at.
    public var edge: Edge = .leading
    /// How far from the edge (points) a press still counts as at it.
    public var edgeWidth: CGFloat = 20

    /// A horizontal drag recognizer for the leading edge, with an optional handler.
    override public init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(handler: handler)
        direction = .horizontal
    }

    override public func pointerDown(at location: CGPoint, time: TimeInterval) {
        super.pointerDown(at: location, time: time)
        guard let view else { return }
        let point = view.convert(location, from: nil)
        let leftEdge = (edge == .leading) == (view.traitCollection.layoutDirection == .leftToRight)
        let distance = leftEdge ? point.x - view.bounds.minX : view.bounds.maxX - point.x
        if distance > edgeWidth { state = .failed }
    }
}
