import Flexbox

/// Random flex trees: every style property, measured text-like leaves, both directions.
struct RandomTrees {
    var state: UInt64

    init(seed: UInt64) { state = seed | 1 }

    mutating func random(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }

    mutating func chance(_ percent: Int) -> Bool { random(100) < percent }

    mutating func length() -> FlexValue {
        switch random(10) {
        case 0..<5: return .auto
        case 5..<8: return .points(Double(random(120)))
        case 8: return .percent(Double(random(100)))
        default: return .undefined
        }
    }

    mutating func limit() -> FlexValue {
        chance(80) ? .points(Double(random(120))) : .percent(Double(random(100)))
    }

    mutating func style() -> FlexStyle {
        var style = FlexStyle()
        style.flexDirection = [.column, .row, .column, .columnReverse, .rowReverse][random(5)]
        if chance(20) { style.flexWrap = [.wrap, .wrapReverse][random(2)] }
        if chance(30) { style.alignItems = [.flexStart, .center, .flexEnd, .stretch, .baseline][random(5)] }
        if chance(20) { style.alignSelf = [.flexStart, .center, .stretch][random(3)] }
        if chance(20) { style.justifyContent = [.center, .spaceBetween, .flexEnd, .spaceAround][random(4)] }
        if chance(30) { style.width = length() }
        if chance(30) { style.height = length() }
        if chance(10) { style.minHeight = limit() }
        if chance(10) { style.maxHeight = limit() }
        if chance(10) { style.minWidth = limit() }
        if chance(10) { style.maxWidth = limit() }
        if chance(30) { style.flexGrow = Double(random(3)) }
        if chance(20) { style.flexShrink = Double(random(3)) }
        if chance(15) { style.flexBasis = length() }
        if chance(40) { style.margin = FlexEdges(all: .points(Double(random(8)) - 2)) }
        if chance(10) { style.margin.top = [.auto, .percent(10), .points(-5)][random(3)] }
        if chance(10) { style.margin.start = .points(Double(random(6))) }
        if chance(40) { style.padding = FlexEdges(all: .points(Double(random(6)))) }
        if chance(10) { style.padding.bottom = .percent(Double(random(10))) }
        if chance(10) { style.border = FlexEdges(all: .points(Double(random(3)))) }
        if chance(10) { style.gap = FlexGap(all: chance(50) ? .points(Double(random(6))) : .percent(5)) }
        if chance(8) { style.overflow = .scroll }
        if chance(8) { style.aspectRatio = Double(random(3) + 1) / 2 }
        if chance(8) {
            style.positionType = .absolute
            style.position.top = length()
            style.position.left = length()
        }
        if chance(4) { style.display = .none }
        return style
    }

    mutating func tree(depth: Int) throws -> FlexNode {
        let isLeaf = depth == 0 || chance(25)
        let node = try (try? FlexNode(style: style())) ?? FlexNode(style: FlexStyle())
        if isLeaf {
            if chance(50) {
                // Text-like: wraps to a narrower width, fills an exact size, stays within an at-most height.
                let naturalWidth = Double(random(200))
                let lineHeight = Double(random(60) + 10)
                try node.setMeasureFunction { width, widthMode, height, heightMode in
                    var size = FlexSize(width: naturalWidth, height: lineHeight)
                    if widthMode != .undefined && width < naturalWidth {
                        size.width = width
                        size.height = lineHeight * (naturalWidth / max(width, 1)).rounded(.up)
                    }
                    if heightMode == .atMost { size.height = min(size.height, height) }
                    if heightMode == .exactly { size.height = height }
                    if widthMode == .exactly { size.width = width }
                    return size
                }
            }
            return node
        }
        for _ in 0..<(random(4) + 1) { try node.appendChild(tree(depth: depth - 1)) }
        return node
    }

    /// The next tree and the size and direction to lay it out in.
    mutating func next() throws -> (FlexNode, Double?, Double?, LayoutDirection) {
        let root = try tree(depth: 4 + random(3))
        let width: Double? = chance(80) ? Double(random(400) + 50) : nil
        let height: Double? = chance(40) ? Double(random(400) + 50) : nil
        return (root, width, height, chance(20) ? .rtl : .ltr)
    }
}
