import Foundation

extension ActivityIndicator {
    /// One spoke of the spinner: a round-capped line and how opaque it is
    /// (a fraction of the indicator's colour's alpha).
    public struct Spoke: Equatable, Sendable {
        /// Where the spoke starts, near the centre.
        public var start: CGPoint
        /// Where it ends, near the rim.
        public var end: CGPoint
        /// Its opacity, from faint (the first) to full (the last).
        public var opacity: Double
    }

    /// The spokes' width, as a fraction of the indicator's radius.
    public nonisolated static let spokeWidth = 0.18

    /// UIKit's twelve spokes for an indicator drawn in `box`, clockwise from
    /// twelve o'clock, each more opaque than the one before: one frame of
    /// the spin (a spinning indicator turns a spoke at a time). Empty for a
    /// box with no area. Both backends draw exactly these.
    ///
    /// ```swift
    /// let spokes = ActivityIndicator.spokes(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    /// // spokes[0] runs from (10, 5.5) up to (10, 1), a quarter opaque
    /// ```
    public nonisolated static func spokes(in box: CGRect) -> [Spoke] {
        let radius = Double(min(box.width, box.height)) / 2
        guard radius > 0 else { return [] }
        let centre = (x: Double(box.midX), y: Double(box.midY))
        return (0..<12).map { spoke in
            let angle = Double(spoke) * Double.pi / 6 - Double.pi / 2
            let inner = radius * 0.45, outer = radius * 0.9
            return Spoke(start: CGPoint(x: centre.x + cos(angle) * inner, y: centre.y + sin(angle) * inner),
                         end: CGPoint(x: centre.x + cos(angle) * outer, y: centre.y + sin(angle) * outer),
                         opacity: 0.25 + 0.75 * Double(spoke) / 11)
        }
    }
}
