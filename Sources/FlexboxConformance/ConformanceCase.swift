import Flexbox
import Foundation

/// One case: a tree of styled nodes with expected frames.
public struct ConformanceCase: Sendable {
    /// A node of the case's tree.
    public struct Node: Sendable {
        /// The node's style.
        public var style: FlexStyle
        /// A fixed content size for a measured leaf.
        public var measure: FlexSize?
        /// Children.
        public var children: [Node]
        /// The expected frame (left, top, width, height).
        public var expected: FlexLayout?
    }

    /// The case's name.
    public var name: String
    /// The layout direction.
    public var direction: LayoutDirection
    /// The tree.
    public var root: Node

    init(json: Any, path: String) throws {
        guard let object = json as? [String: Any] else { throw ConformanceError(path: path, message: "expected an object") }
        name = object["name"] as? String ?? path
        switch object["direction"] as? String ?? "ltr" {
        case "ltr": direction = .ltr
        case "rtl": direction = .rtl
        case let other: throw ConformanceError(path: "\(path).direction", message: "unknown direction '\(other)'")
        }
        guard let root = object["root"] else { throw ConformanceError(path: "\(path).root", message: "missing") }
        self.root = try Node(json: root, path: "\(path).root")
    }

    /// Builds the flex tree; returns the root and all nodes paired with their case nodes, depth first.
    public func makeTree() throws -> (FlexNode, [(FlexNode, Node, String)]) {
        var pairs: [(FlexNode, Node, String)] = []
        func build(_ node: Node, _ path: String) throws -> FlexNode {
            let flexNode = FlexNode(style: node.style)
            if let size = node.measure {
                flexNode.measureFunction = { _, _, _, _ in size }
            }
            pairs.append((flexNode, node, path))
            for (index, child) in node.children.enumerated() {
                try flexNode.addChild(try build(child, "\(path)/\(index)"))
            }
            return flexNode
        }
        return (try build(root, "root"), pairs)
    }

    /// Lays the case out and returns the first node whose frame differs, or nil.
    public func firstDifference(tolerance: Double, pointScaleFactor: Double) throws -> String? {
        let (root, pairs) = try makeTree()
        try root.calculateLayout(width: .nan, height: .nan, direction: direction, pointScaleFactor: pointScaleFactor)
        for (flexNode, node, path) in pairs {
            guard let expected = node.expected else { continue }
            let actual = flexNode.layout
            let pairs = [(expected.left, actual.left), (expected.top, actual.top), (expected.width, actual.width), (expected.height, actual.height)]
            if pairs.contains(where: { !(abs($0.0 - $0.1) <= tolerance) }) {
                return "\(path): expected \(expected), actual \(actual)"
            }
        }
        return nil
    }
}
