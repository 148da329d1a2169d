import Foundation

extension ContentMode {
    /// The size, in whole pixels, to decode a picture of `natural` pixels to
    /// when it is drawn in `target` pixels with this mode: scaled down with
    /// its aspect ratio kept so that it still covers the target
    /// (``aspectFill``, and ``scaleToFill``, which stretches it) or fits
    /// inside it (``aspectFit``), and never scaled up. ``center`` draws a
    /// picture at its own size, so it is decoded whole, as is any picture
    /// for an empty or non-finite target.
    ///
    /// ```swift
    /// ContentMode.aspectFill.decodedPixelSize(natural: CGSize(width: 4000, height: 3000),
    ///                                         target: CGSize(width: 144, height: 144))   // 192 × 144
    /// ```
    public func decodedPixelSize(natural: CGSize, target: CGSize) -> CGSize {
        let width = natural.width.rounded(), height = natural.height.rounded()
        guard self != .center, width >= 1, height >= 1, target.width.isFinite, target.height.isFinite,
              target.width >= 1, target.height >= 1 else { return CGSize(width: Swift.max(0, width), height: Swift.max(0, height)) }
        let horizontal = target.width / width, vertical = target.height / height
        let factor = Swift.min(1, self == .aspectFit ? Swift.min(horizontal, vertical) : Swift.max(horizontal, vertical))
        return CGSize(width: Swift.max(1, (width * factor).rounded()), height: Swift.max(1, (height * factor).rounded()))
    }
}
