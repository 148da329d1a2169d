import Foundation

/// Rounding to device pixels, as ComponentKit's `CKRoundPixelValue`.
enum PixelGrid {
    static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }

    static func floor(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded(.down) / scale
    }

    static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded(.up) / scale
    }
}
