/// A node's frame: its border box, relative to its parent's border box.
public struct FlexRect: Sendable, Hashable, CustomStringConvertible {
    /// Distance from the parent's left border edge.
    public var left: Double
    /// Distance from the parent's top border edge.
    public var top: Double
    /// Border-box width.
    public var width: Double
    /// Border-box height.
    public var height: Double

    /// A frame with the given position and size.
    public init(left: Double, top: Double, width: Double, height: Double) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    /// `{left, top, width, height}` with up to three decimals.
    public var description: String {
        func text(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "{\(text(left)), \(text(top)), \(text(width)), \(text(height))}"
    }
}
