import Flexbox

/// Builds a node from a style-configuring closure and children.
func node(_ configure: (inout FlexStyle) -> Void = { _ in }, _ children: [FlexNode] = []) throws -> FlexNode {
    var style = FlexStyle()
    configure(&style)
    return try FlexNode(style: style, children: children)
}

/// A frame literal for expectations.
func rect(_ left: Double, _ top: Double, _ width: Double, _ height: Double) -> FlexRect {
    FlexRect(left: left, top: top, width: width, height: height)
}

/// Counts calls from @Sendable measure functions.
final class CallCounter: @unchecked Sendable {
    private var value = 0
    var count: Int { value }
    func increment() { value += 1 }
}
