import Flexbox
import Foundation

/// Turns a ``FlexboxComponent`` into a flex node tree, lays it out and reads
/// back the children's frames.
///
/// Each child is a leaf whose measure function lays out the child component
/// for the offered constraint; the layout made for the final size is kept,
/// so most children are laid out once.
struct FlexboxLayoutBuilder {
    let component: FlexboxComponent
    let range: SizeRange
    let context: LayoutContext

    func layout() -> Layout {
        var measured: [ChildMeasurements] = []
        measured.reserveCapacity(component.children.count)
        var problems = FlexboxProblems(component: component)
        let root: FlexNode
        do {
            root = try FlexNode(style: containerStyle(&problems))
            root.reserveChildCapacity(component.children.count)
            let spacing = SpacingEmulation(children: component.children, spacing: component.style.spacing, problems: &problems)
            let alignsByBaseline = component.style.alignItems == .baseline || component.children.contains { $0.options.alignSelf == .baseline }
            for (index, child) in component.children.enumerated() {
                let style = childStyle(child.options, size: child.component.componentSize, index: index,
                                       spacing: spacing, problems: &problems)
                let node = try FlexNode(style: style)
                let memo = ChildMeasurements(component: child.component, context: context)
                try node.setMeasureFunction { width, widthMode, height, heightMode in
                    memo.measure(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
                }
                // ComponentKit's children round as plain nodes: edges to the
                // nearest pixel, so neighbours meet (a component's own size is
                // already on the grid, labels' rounded up by themselves).
                node.nodeType = .default
                if alignsByBaseline {
                    // Only read when items align by baseline: then every item with text aligns by its first line.
                    let context = self.context
                    node.setBaselineFunction { width, height in
                        let layout = memo.layout(exactly: CGSize(width: width, height: height),
                                                 parentSize: CGSize(width: CGFloat.nan, height: .nan))
                        return layout.baselines(in: context).map { Double($0.first) } ?? height
                    }
                }
                try root.appendChild(node)
                measured.append(memo)
            }
            problems.reportAll()
            try root.calculateLayout(direction: rootDirection,
                                     pointScaleFactor: Double(context.pointScale))
        } catch {
            // Every value is made acceptable above; an error here is the engine's
            // own (a child measuring NaN). Say so, and still show the children.
            problems.report(engineError: error)
            return stackedFallback()
        }
        let size = range.clamp(CGSize(width: root.frame.width, height: root.frame.height))
        var children: [Layout.Child] = []
        children.reserveCapacity(measured.count)
        for (node, memo) in zip(root.children, measured) {
            let frame = node.frame
            // As in ComponentKit, the child covers its flex item's whole frame,
            // padding included: the padding enlarged what it was measured at.
            let childSize = CGSize(width: max(0, frame.width), height: max(0, frame.height))
            let layout = memo.layout(exactly: childSize, parentSize: size)
            children.append(Layout.Child(position: CGPoint(x: frame.left, y: frame.top), layout: layout))
        }
        if let firstZIndex = component.children.first?.options.zIndex,
            component.children.contains(where: { $0.options.zIndex != firstZIndex })
        {
            let zIndexes = component.children.map(\.options.zIndex)
            // Higher z-indexes mount later (on top); equal ones keep their order.
            children = children.indices.sorted { (zIndexes[$0], $0) < (zIndexes[$1], $1) }.map { children[$0] }
        }
        return Layout(component: component, size: size, children: children)
    }

    /// The children at the origin, each at its own size within the range:
    /// what is shown when the engine fails, rather than nothing.
    private func stackedFallback() -> Layout {
        let children = component.children.map { child in
            Layout.Child(position: .zero, layout: child.component.layout(constrainedTo: SizeRange(unchecked: .zero, range.max),
                                                                        parentSize: range.max, context: context))
        }
        return Layout(component: component, size: range.min, children: children)
    }

    /// The flexbox's own direction, or the tree's (from the component
    /// context) when it inherits.
    private var rootDirection: LayoutDirection {
        switch component.style.layoutDirection {
        case .rtl: .rtl
        case .ltr: .ltr
        case .inherit: context.componentContext.layoutDirection == .rightToLeft ? .rtl : .ltr
        }
    }

    private func containerStyle(_ problems: inout FlexboxProblems) -> FlexStyle {
        let options = component.style
        var style = FlexStyle()
        style.flexDirection = options.direction
        style.justifyContent = options.justifyContent
        style.alignItems = options.alignItems
        style.alignContent = options.alignContent
        style.flexWrap = options.wrap
        style.direction = options.layoutDirection
        // Spacing between children is their margins (ComponentKit's emulation,
        // which lets a negative spacing overlap them); only the space between
        // wrapped lines is a gap.
        let lineSpacing = problems.nonNegative(options.lineSpacing, "lineSpacing")
        if options.direction.isRow {
            style.gap = FlexGap(row: .points(Double(lineSpacing)), column: .undefined)
        } else {
            style.gap = FlexGap(row: .undefined, column: .points(Double(lineSpacing)))
        }
        style.padding = problems.edges(options.padding, "padding")
        style.border = problems.edges(options.border, "border")
        // The range (already intersected with the component's size) bounds the container.
        if range.min.width == range.max.width {
            style.width = .points(Double(range.min.width))
        } else {
            style.minWidth = .points(Double(range.min.width))
            if range.max.width.isFinite { style.maxWidth = .points(Double(range.max.width)) }
        }
        if range.min.height == range.max.height {
            style.height = .points(Double(range.min.height))
        } else {
            style.minHeight = .points(Double(range.min.height))
            if range.max.height.isFinite { style.maxHeight = .points(Double(range.max.height)) }
        }
        return style
    }

    private func childStyle(_ options: FlexItemOptions, size: ComponentSize, index: Int, spacing: SpacingEmulation,
                            problems: inout FlexboxProblems) -> FlexStyle {
        problems.child = index
        defer { problems.child = nil }
        var style = FlexStyle()
        style.flexGrow = Double(problems.nonNegative(options.flexGrow, "flexGrow"))
        style.flexShrink = Double(problems.nonNegative(options.flexShrink, "flexShrink"))
        style.flexBasis = problems.value(options.flexBasis, "flexBasis", auto: .auto)
        style.alignSelf = options.alignSelf
        // A percentage of a length the container does not know yet (its range
        // leaves it open) is auto, as in CSS: the child is then stretched or
        // measured, and resolves the percentage itself against the final size.
        style.width = problems.value(definite(size.width, range.min.width == range.max.width), "width", auto: .auto)
        style.height = problems.value(definite(size.height, range.min.height == range.max.height), "height", auto: .auto)
        style.minWidth = problems.value(size.minWidth, "minWidth", auto: .undefined)
        style.minHeight = problems.value(size.minHeight, "minHeight", auto: .undefined)
        style.maxWidth = problems.value(size.maxWidth, "maxWidth", auto: .undefined)
        style.maxHeight = problems.value(size.maxHeight, "maxHeight", auto: .undefined)
        style.margin = spacing.margin(forChild: index, direction: component.style.direction)
        // An edge set on the child replaces the spacing there.
        let margin = options.margin
        if let top = margin.top { style.margin.top = problems.margin(top, "margin.top") }
        if let bottom = margin.bottom { style.margin.bottom = problems.margin(bottom, "margin.bottom") }
        if let start = margin.start { style.margin.start = problems.margin(start, "margin.start") }
        if let end = margin.end { style.margin.end = problems.margin(end, "margin.end") }
        style.padding = problems.padding(options.padding)
        if let ratio = problems.aspectRatio(options.aspectRatio) { style.aspectRatio = Double(ratio) }
        if let position = options.position {
            style.positionType = .absolute
            if let top = position.top { style.position.top = problems.position(top, "position.top") }
            if let left = position.left { style.position.left = problems.position(left, "position.left") }
            if let bottom = position.bottom { style.position.bottom = problems.position(bottom, "position.bottom") }
            if let right = position.right { style.position.right = problems.position(right, "position.right") }
            if let start = position.start { style.position.start = problems.position(start, "position.start") }
            if let end = position.end { style.position.end = problems.position(end, "position.end") }
        }
        return style
    }

    /// `dimension`, or auto when it is a percentage of a length that is not `known`.
    private func definite(_ dimension: RelativeDimension, _ known: Bool) -> RelativeDimension {
        if case .percent = dimension, !known { return .auto }
        return dimension
    }

    static func value(_ dimension: RelativeDimension, auto: FlexValue) -> FlexValue {
        switch dimension {
        case .auto: auto
        case let .points(points): .points(Double(points))
        case let .percent(percent): .percent(Double(percent))
        }
    }

}

/// A child's layouts by constraint, so measuring and the final layout share work.
/// Used only by the one thread laying out its flexbox, hence unchecked.
final class ChildMeasurements: @unchecked Sendable {
    let component: any Component
    let context: LayoutContext
    // A child is laid out for one to three ranges: the first two are kept
    // inline and the rest searched linearly, so most children allocate no table.
    private var first: (range: SizeRange, layout: Layout)?
    private var second: (range: SizeRange, layout: Layout)?
    private var others: [(range: SizeRange, layout: Layout)] = []

    init(component: any Component, context: LayoutContext) {
        self.component = component
        self.context = context
    }

    func measure(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) -> FlexSize {
        let range = SizeRange(
            unchecked: CGSize(width: widthMode == .exactly ? CGFloat(width) : 0, height: heightMode == .exactly ? CGFloat(height) : 0),
            CGSize(width: widthMode == .undefined || width.isNaN ? .infinity : CGFloat(width),
                   height: heightMode == .undefined || height.isNaN ? .infinity : CGFloat(height)))
        let layout = layout(in: range, parentSize: CGSize(width: CGFloat.nan, height: .nan))
        return FlexSize(width: Double(layout.size.width), height: Double(layout.size.height))
    }

    func layout(exactly size: CGSize, parentSize: CGSize) -> Layout {
        if let first, first.layout.size == size { return first.layout }
        if let second, second.layout.size == size { return second.layout }
        if let existing = others.first(where: { $0.layout.size == size }) { return existing.layout }
        return layout(in: .exactly(size), parentSize: parentSize)
    }

    private func layout(in range: SizeRange, parentSize: CGSize) -> Layout {
        if let first, first.range == range { return first.layout }
        if let second, second.range == range { return second.layout }
        if let cached = others.first(where: { $0.range == range }) { return cached.layout }
        let layout = component.layout(constrainedTo: range, parentSize: parentSize, context: context)
        if first == nil {
            first = (range, layout)
        } else if second == nil {
            second = (range, layout)
        } else {
            others.append((range, layout))
        }
        return layout
    }
}
