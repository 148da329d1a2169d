import Foundation

extension Layout {
    /// The baselines of the text this layout shows, in points from its top,
    /// or nil when it shows none; `context` measures the text (as it did
    /// when the layout was made).
    ///
    /// - A component that supplies its own (``BaselineProviding``) decides.
    /// - Labels, text components, buttons, text fields and text views give
    ///   the baselines of their text where their views draw it.
    /// - Any other layout forwards its children's: the first baseline is the
    ///   first child's (in mount order) that has one, the last baseline the
    ///   last such child's. A composite component forwards its body's, a
    ///   column the baselines of its top and bottom lines of text.
    ///
    /// A flexbox aligning its items by baseline (``/Flexbox/FlexAlign/baseline``)
    /// uses each item's first baseline, and an item without one aligns by
    /// its bottom edge, as in ComponentKit.
    public func baselines(in context: LayoutContext) -> LayoutBaselines? {
        if let provider = component as? any BaselineProviding {
            return LayoutBaselines(first: provider.baseline(of: self), last: provider.lastBaseline(of: self))
        }
        if let text = component as? any TextBaselineProviding {
            guard let measurer = context.textMeasurer else { return nil }
            return text.textBaselines(of: self, measurer: measurer)
        }
        var first: CGFloat?, last: CGFloat?
        for child in children {
            guard let own = child.layout.baselines(in: context) else { continue }
            if first == nil { first = own.first + child.position.y }
            last = own.last + child.position.y
        }
        guard let first, let last else { return nil }
        return LayoutBaselines(first: first, last: last)
    }
}
