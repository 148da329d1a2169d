import Foundation

/// Where the text of a laid-out component sits: the baselines of its first
/// and last lines, in points from the layout's top edge.
///
/// ```swift
/// let layout = LabelComponent("Hello").layout(constrainedTo: .unconstrained, context: context)
/// let baselines = layout.baselines(in: context)   // first == last for one line
/// ```
public struct LayoutBaselines: Hashable, Sendable {
    /// The first line's baseline.
    public var first: CGFloat
    /// The last line's baseline (the first's, for one line).
    public var last: CGFloat

    /// Baselines `first` and `last` points below the top.
    public init(first: CGFloat, last: CGFloat) {
        self.first = first
        self.last = last
    }

    /// The same baselines for a layout placed `offset` points lower.
    func moved(by offset: CGFloat) -> LayoutBaselines {
        LayoutBaselines(first: first + offset, last: last + offset)
    }
}
