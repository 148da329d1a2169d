import Foundation

/// The size of laid-out text and facts a layout needs about it.
public struct TextMeasurement: Hashable, Sendable {
    /// Width of the widest shown line and height of the shown lines, in points.
    public var size: CGSize
    /// Lines shown.
    public var lineCount: Int
    /// Whether text was cut off or ellipsized.
    public var isTruncated: Bool
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last shown line's baseline.
    public var lastBaseline: CGFloat

    /// A measurement.
    public init(size: CGSize, lineCount: Int, isTruncated: Bool, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
