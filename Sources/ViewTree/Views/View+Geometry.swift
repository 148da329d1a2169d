import Foundation

extension View {
    /// Maps this view's bounds coordinates to window coordinates, through
    /// every ancestor's position and ``transform``.
    public var transformToWindow: Transform {
        var result = Transform.identity
        var current: View? = self
        while let view = current {
            result = result.concatenating(view.transformToSuperview)
            current = view.superview
        }
        return result
    }

    /// The inverse of `transform`; one that cannot be inverted (a view
    /// scaled to 0) maps points unchanged, as `CGAffineTransformInvert`
    /// returns such a transform as it is, so no NaN reaches gesture code.
    private static func inverse(_ transform: Transform) -> Transform {
        (try? transform.inverted()) ?? .identity
    }

    /// Converts a point in this view's bounds coordinates to `view`'s
    /// (to window coordinates when `view` is nil), through both views'
    /// ancestors' positions and transforms.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inWindow = transformToWindow.apply(to: point)
        guard let view else { return inWindow }
        return Self.inverse(view.transformToWindow).apply(to: inWindow)
    }

    /// Converts a point in `view`'s bounds coordinates (window coordinates
    /// when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inWindow = view?.transformToWindow.apply(to: point) ?? point
        return Self.inverse(transformToWindow).apply(to: inWindow)
    }

    /// Converts a rectangle in this view's bounds coordinates to `view`'s:
    /// the upright rectangle holding its corners when either is rotated.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let toWindow = transformToWindow
        guard let view else { return toWindow.apply(to: rect) }
        return toWindow.concatenating(Self.inverse(view.transformToWindow)).apply(to: rect)
    }
}
