/// A width and height in points.
public struct FlexSize: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size with the given dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
