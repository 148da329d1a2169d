import Flexbox
/// One corpus case: a tree to lay out and the direction to lay it out in.
public struct ConformanceCase: Sendable {
    /// The case's name (`__rtl` marks the right-to-left twin).
    public var name: String
    /// The root's layout direction.
    public var direction: LayoutDirection
    /// The root of the styled tree with expected frames.
    public var root: ConformanceNode

    /// Lays the tree out and returns the first node whose frame differs, if any.
    public func check(tolerance: Double, pointScaleFactor: Double) -> ConformanceFailure? {
        let node: FlexNode
        do {
            node = try root.makeNode()
            try node.calculateLayout(direction: direction, pointScaleFactor: pointScaleFactor)
        } catch {
            return ConformanceFailure(caseName: name, path: "root", expected: nil, actual: nil, error: "\(error)")
        }
        return root.firstMismatch(in: node, path: "root", tolerance: tolerance).map {
            ConformanceFailure(caseName: name, path: $0.path, expected: $0.expected, actual: $0.actual, error: nil)
        }
    }
}
