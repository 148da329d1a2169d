import Foundation

extension View {
    /// The frontmost view under `point` (in this view's bounds coordinates)
    /// that takes pointer events, or nil.
    ///
    /// Hidden views, views with alpha ≤ 0.01 and views with user interaction
    /// off are skipped with their subtrees. A view that clips to its bounds
    /// takes no hit outside them, for itself or its subviews; one that does
    /// not clip lets subviews that stick out be hit. Later subviews are in
    /// front of earlier ones. A subview's ``transform`` is undone before the
    /// point is tested against it, so a rotated view is hit where it is
    /// drawn; a subview whose transform flattens it (a scale by 0) is skipped.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, !isInert else { return nil }
        let inside = self.point(inside: point)
        if clipsToBounds && !inside { return nil }
        for subview in subviews.reversed() {
            let local: CGPoint
            if subview.transform.isIdentity {
                local = CGPoint(
                    x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
                    y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
            } else {
                guard let inverse = try? subview.transformToSuperview.inverted() else { continue }
                local = inverse.apply(to: point)
            }
            if let hit = subview.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Whether `point` (in bounds coordinates) is inside the bounds.
    public func point(inside point: CGPoint) -> Bool {
        point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }
}
