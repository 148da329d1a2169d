import Foundation

/// How an image view places its image in its bounds.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretch to fill the bounds exactly, ignoring aspect ratio.
    case scaleToFill
    /// Scale to fit inside the bounds, keeping the aspect ratio (letterboxed).
    case aspectFit
    /// Scale to cover the bounds, keeping the aspect ratio (cropped).
    case aspectFill
    /// Natural size, centered.
    case center

    /// Where an image of `imageSize` is drawn for this mode inside `bounds`.
    public func rect(forImageOfSize imageSize: CGSize, in bounds: CGRect) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            let sx = bounds.width / imageSize.width
            let sy = bounds.height / imageSize.height
            let factor = self == .aspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let size = CGSize(width: imageSize.width * factor, height: imageSize.height * factor)
            return CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
        case .center:
            return CGRect(
                x: bounds.midX - imageSize.width / 2, y: bounds.midY - imageSize.height / 2,
                width: imageSize.width, height: imageSize.height)
        }
    }
}
