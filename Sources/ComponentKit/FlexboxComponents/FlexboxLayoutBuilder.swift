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
        let root: FlexNode
        do {
            root = try FlexNode(style: containerStyle())
            root.reserveChildCapacity(component.children.count)
            for child in component.children {
                let node = try FlexNode(style: childStyle(child.options, size: child.component.componentSize))
                let memo = ChildMeasurements(component: child.component, context: context)
                try node.setMeasureFunction { width, widthMode, height, heightMode in
                    memo.measure(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
                }
                try root.appendChild(node)
                measured.append(memo)
            }
            try root.calculateLayout(direction: rootDirection,
                                     pointScaleFactor: Double(context.pointScale))
        } catch {
            // Options the engine refuses (NaN or negative spacing and padding):
            // the flexbox takes the smallest size allowed and shows no children.
            return Layout(component: component, size: range.min)
        }
        let size = range.clamp(CGSize(width: root.frame.width, height: root.frame.height))
        var children: [Layout.Child] = []
        children.reserveCapacity(measured.count)
        for (index, (node, memo)) in zip(root.children, measured).enumerated() {
            let frame = node.frame
            // A child's padding insets its content inside the flex item's frame.
            let padding = component.children[index].options.padding
            let childSize = CGSize(width: max(0, frame.width - padding.horizontal), height: max(0, frame.height - padding.vertical))
            let layout = memo.layout(exactly: childSize, parentSize: size)
            children.append(Layout.Child(position: CGPoint(x: frame.left + padding.left, y: frame.top + padding.top), layout: layout))
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

    /// The flexbox's own direction, or the tree's (from the component
    /// context) when it inherits.
    private var rootDirection: LayoutDirection {
        switch component.style.layoutDirection {
        case .rtl: .rtl
        case .ltr: .ltr
        case .inherit: context.componentContext.layoutDirection == .rightToLeft ? .rtl : .ltr
        }
    }

    private func containerStyle() -> FlexStyle {
        let options = component.style
        var style = FlexStyle()
        style.flexDirection = options.direction
        style.justifyContent = options.justifyContent
        style.alignItems = options.alignItems
        style.alignContent = options.alignContent
        style.flexWrap = options.wrap
        style.direction = options.layoutDirection
        if options.direction.isRow {
            style.gap = FlexGap(row: .points(Double(options.lineSpacing)), column: .points(Double(options.spacing)))
        } else {
            style.gap = FlexGap(row: .points(Double(options.spacing)), column: .points(Double(options.lineSpacing)))
        }
        style.padding = Self.edges(options.padding)
        style.border = Self.edges(options.border)
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

    private func childStyle(_ options: FlexItemOptions, size: ComponentSize) -> FlexStyle {
        var style = FlexStyle()
        style.flexGrow = Double(options.flexGrow)
        style.flexShrink = Double(options.flexShrink)
        style.flexBasis = Self.value(options.flexBasis, auto: .auto)
        style.alignSelf = options.alignSelf
        style.width = Self.value(size.width, auto: .auto)
        style.height = Self.value(size.height, auto: .auto)
        style.minWidth = Self.value(size.minWidth, auto: .undefined)
        style.minHeight = Self.value(size.minHeight, auto: .undefined)
        style.maxWidth = Self.value(size.maxWidth, auto: .undefined)
        style.maxHeight = Self.value(size.maxHeight, auto: .undefined)
        // Spacing before and after follow the flow: before is the edge items start from.
        var margin = options.margin
        switch component.style.direction {
        case .row:
            margin.left += options.spacingBefore
            margin.right += options.spacingAfter
        case .rowReverse:
            margin.right += options.spacingBefore
            margin.left += options.spacingAfter
        case .column:
            margin.top += options.spacingBefore
            margin.bottom += options.spacingAfter
        case .columnReverse:
            margin.bottom += options.spacingBefore
            margin.top += options.spacingAfter
        }
        style.margin = Self.edges(margin)
        style.padding = Self.edges(options.padding)
        if let ratio = options.aspectRatio { style.aspectRatio = Double(ratio) }
        if let position = options.position {
            style.positionType = .absolute
            if let top = position.top { style.position.top = .points(Double(top)) }
            if let left = position.left { style.position.left = .points(Double(left)) }
            if let bottom = position.bottom { style.position.bottom = .points(Double(bottom)) }
            if let right = position.right { style.position.right = .points(Double(right)) }
        }
        return style
    }

    static func value(_ dimension: RelativeDimension, auto: FlexValue) -> FlexValue {
        switch dimension {
        case .auto: auto
        case let .points(points): .points(Double(points))
        case let .percent(percent): .percent(Double(percent))
        }
    }

    static func edges(_ insets: EdgeInsets) -> FlexEdges {
        FlexEdges(left: .points(Double(insets.left)), top: .points(Double(insets.top)),
                  right: .points(Double(insets.right)), bottom: .points(Double(insets.bottom)))
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
