import Foundation

extension View {
    /// The origin of this view's bounds in window coordinates.
    var originInWindow: CGPoint {
        var origin = CGPoint.zero
        var current: View? = self
        while let view = current {
            origin.x += view.frame.origin.x - view.bounds.origin.x
            origin.y += view.frame.origin.y - view.bounds.origin.y
            current = view.superview
        }
        return origin
    }

    /// Converts a point in this view's bounds coordinates to `view`'s
    /// (to window coordinates when `view` is nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let from = originInWindow
        let to = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// Converts a point in `view`'s bounds coordinates (window coordinates
    /// when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let from = view?.originInWindow ?? .zero
        let to = originInWindow
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// Converts a rectangle in this view's bounds coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
}
