import Foundation

extension DrawingPath {
    /// An arc's end angle as both backends draw it: moved by whole turns so
    /// the sweep runs the arc's way, and at most one turn long.
    ///
    /// Cairo and SVG disagree past one turn (Cairo keeps up to two, SVG's
    /// endpoint arcs cannot say more than one), so the model settles it.
    public static func sweepEnd(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var sweep = end - start
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = Swift.min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = Swift.max(sweep, -turn)
        }
        return start + sweep
    }

    /// The point at `angle` on the circle around `center`.
    public static func point(onCircleAround center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
