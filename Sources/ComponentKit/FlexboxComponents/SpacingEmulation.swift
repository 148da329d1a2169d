import Flexbox
import Foundation

/// A flexbox's spacing as its children's margins, as ComponentKit lays it
/// out: the first child in the flow gets its `spacingBefore`, each later one
/// its `spacingBefore` plus the container's spacing plus the previous one's
/// `spacingAfter`, and the last one its `spacingAfter` on its trailing
/// edge. Children placed absolutely take no part. Margins (unlike CSS gaps)
/// may be negative, so a negative spacing overlaps the children.
struct SpacingEmulation {
    /// Each child's leading and trailing spacing along the main axis.
    private var leading: [CGFloat]
    private var trailing: [CGFloat]

    init(children: [FlexItem], spacing: CGFloat, problems: inout FlexboxProblems) {
        leading = Array(repeating: 0, count: children.count)
        trailing = Array(repeating: 0, count: children.count)
        let spacing = problems.finite(spacing, "spacing")
        let inFlow = children.indices.filter { children[$0].options.position == nil }
        var previousAfter: CGFloat?
        for index in inFlow {
            problems.child = index
            let options = children[index].options
            let before = problems.finite(options.spacingBefore, "spacingBefore")
            let after = problems.finite(options.spacingAfter, "spacingAfter")
            leading[index] = previousAfter.map { before + spacing + $0 } ?? before
            previousAfter = after
        }
        problems.child = nil
        if let last = inFlow.last { trailing[last] = previousAfter ?? 0 }
    }

    /// The margins that carry child `index`'s spacing in a flexbox laid out
    /// in `direction`: on the main axis's leading and trailing edges
    /// (start and end in a row, so they follow the layout direction).
    func margin(forChild index: Int, direction: FlexDirection) -> FlexEdges {
        var margin = FlexEdges()
        let before = FlexValue.points(Double(leading[index]))
        let after = FlexValue.points(Double(trailing[index]))
        switch direction {
        case .row:
            margin.start = before
            margin.end = after
        case .rowReverse:
            margin.end = before
            margin.start = after
        case .column:
            margin.top = before
            margin.bottom = after
        case .columnReverse:
            margin.bottom = before
            margin.top = after
        }
        return margin
    }
}
