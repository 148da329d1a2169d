import Foundation

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    ///
    /// A width or height that would become negative is clamped to zero.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: Swift.max(0, size.width - insets.horizontal),
            height: Swift.max(0, size.height - insets.vertical)
        )
    }
}
