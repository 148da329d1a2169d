import Flexbox
/// A styled node of a corpus case with its expected frame.
public struct ConformanceNode: Sendable {
    /// The node's style, decoded from the corpus properties.
    public var style: FlexStyle
    /// A fixed content size for leaves that need a measure function.
    public var measure: FlexSize?
    /// The children.
    public var children: [ConformanceNode]
    /// The frame the browser computed.
    public var expected: FlexRect?

    /// Builds the engine's node tree for this corpus node.
    public func makeNode() throws(FlexError) -> FlexNode {
        let node = try FlexNode(style: style)
        if let measure {
            try node.setMeasureFunction { _, _, _, _ in measure }
        }
        for child in children { try node.appendChild(try child.makeNode()) }
        return node
    }

    /// The first node in pre-order whose frame differs by more than `tolerance`.
    func firstMismatch(in node: FlexNode, path: String, tolerance: Double)
        -> (path: String, expected: FlexRect, actual: FlexRect)?
    {
        if let expected {
            let actual = node.frame
            let close = abs(actual.left - expected.left) <= tolerance && abs(actual.top - expected.top) <= tolerance
                && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
            if !close { return (path, expected, actual) }
        }
        for (index, child) in children.enumerated() where index < node.children.count {
            if let mismatch = child.firstMismatch(in: node.children[index], path: "\(path)/\(index)", tolerance: tolerance) {
                return mismatch
            }
        }
        return nil
    }
}
