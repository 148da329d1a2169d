import Foundation
import ViewTree

/// Where a view draws: the maps from its box (origin at its top left
/// corner) to its superview's bounds coordinates and to window points.
struct ViewPlacement {
    /// Box coordinates to the superview's bounds coordinates.
    let boxToSuperview: Transform
    /// Box coordinates to window points.
    let boxToWindow: Transform
    /// The view's bounds coordinates (its subviews' space) to window points.
    let boundsToWindow: Transform

    /// The placement of `view` whose superview's bounds map to the window by
    /// `superviewToWindow`; nil when its transform flattens it (a scale by
    /// 0), which draws nothing and would leave Cairo's context unusable.
    @MainActor
    init?(of view: View, superviewToWindow: Transform) {
        let transform = view.transform
        if transform.isIdentity {
            boxToSuperview = Transform(translationX: view.frame.minX, y: view.frame.minY)
        } else {
            guard (try? transform.inverted()) != nil else { return nil }
            boxToSuperview = Transform(translationX: -view.frame.width / 2, y: -view.frame.height / 2)
                .concatenating(transform)
                .concatenating(Transform(translationX: view.frame.midX, y: view.frame.midY))
        }
        boxToWindow = boxToSuperview.concatenating(superviewToWindow)
        boundsToWindow = Transform(translationX: -view.bounds.minX, y: -view.bounds.minY).concatenating(boxToWindow)
    }

    /// How many device pixels a point of the box covers along one axis, on
    /// average: the blur radius scales with it.
    var scale: CGFloat { sqrt(abs(boxToWindow.determinant)) }
}
