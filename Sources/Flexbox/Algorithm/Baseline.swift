// Baselines for `align-items: baseline` (CSS Flexbox 8.3 and 9.4 step 8).
extension FlexNode {
    /// Distance from the node's top to its baseline: its baseline function's
    /// answer, else the baseline of its first baseline-aligned (or first)
    /// child in its first line, else its height.
    func baseline() -> Double {
        if let baselineFunction {
            let value = baselineFunction(measuredSize(.width), measuredSize(.height))
            return value.isNaN ? measuredSize(.height) : value
        }
        var chosen: FlexNode?
        for child in children {
            if child.state.lineIndex > 0 { break }
            if child.styleValue.positionType == .absolute { continue }
            if alignment(of: child) == .baseline || child.isReferenceBaseline {
                chosen = child
                break
            }
            if chosen == nil { chosen = child }
        }
        guard let chosen else { return measuredSize(.height) }
        return chosen.baseline() + chosen.layoutPosition(.top)
    }

    /// Whether the node aligns its (row) children on baselines.
    var isBaselineLayout: Bool {
        if !styleValue.flexDirection.isRow { return false }
        if styleValue.alignItems == .baseline { return true }
        return children.contains { $0.styleValue.positionType != .absolute && $0.styleValue.alignSelf == .baseline }
    }
}
