// CSS Flexbox §8.3 and §9.4 step 8: baseline alignment.
extension FlexNode {
    /// The node's first baseline, from its top border edge: its baseline
    /// function's answer, else that of its first baseline-aligned child (or
    /// first child) on the first line, else its bottom edge.
    func baseline(_ context: LayoutContext) -> Double {
        if let baselineFunction {
            let value = baselineFunction(measuredWidth, measuredHeight)
            if value.isFinite { return value }
            // Report the bad answer; lay out as if the baseline were the bottom edge meanwhile.
            _ = context.check(value, node: self, function: "baseline function")
            return measuredHeight
        }
        var reference: FlexNode?
        for child in children {
            if child.lineIndex > 0 { break }
            if child.storage.pointee.computed.positionType == .absolute || child.storage.pointee.computed.display == .none { continue }
            if alignment(of: child) == .baseline {
                reference = child
                break
            }
            if reference == nil { reference = child }
        }
        guard let reference else { return measuredHeight }
        return reference.baseline(context) + reference.position.top
    }

    /// Whether this row container aligns any in-flow child by baseline.
    var isBaselineLayout: Bool {
        if !storage.pointee.computed.flexDirection.isRow { return false }
        if storage.pointee.computed.alignItems == .baseline { return true }
        for child in children where child.storage.pointee.computed.positionType != .absolute && child.storage.pointee.computed.alignSelf == .baseline {
            return true
        }
        return false
    }
}
