import Foundation

/// Why a view tree could not be drawn.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scale was not one of the supported factors (positive, finite, at most 4).
    case invalidScale(CGFloat)
    /// The view has no area to draw.
    case emptyCanvas(CGSize)
    /// The canvas would exceed the largest surface Cairo draws (32,767 pixels a side).
    case canvasTooLarge(pixelWidth: Int, pixelHeight: Int)

    public var description: String {
        switch self {
        case let .invalidScale(scale):
            "scale \(scale) is not supported: use a positive, finite factor up to 4 (1, 2 and 3 in practice)"
        case let .emptyCanvas(size):
            "cannot draw a view of size \(size.width)×\(size.height) points: width and height must be positive"
        case let .canvasTooLarge(width, height):
            "a \(width)×\(height) pixel canvas is larger than 32,767 pixels on a side"
        }
    }
}
