import Foundation

/// A view's drop shadow, as a `CALayer`'s shadow properties describe it.
///
/// The defaults are Core Animation's: black, opacity 0 (no shadow), offset
/// (0, -3), radius 3. The shadow is cast by ``path`` when set, otherwise by
/// the view's box with its rounded corners. Unlike Core Animation, which
/// casts from the alpha of everything the layer draws, it never shows
/// through the shape casting it (CSS's `box-shadow` rule, so both backends
/// agree). Like Core Animation with `masksToBounds`, a view that clips to
/// its bounds casts no shadow.
///
/// ```swift
/// card.shadow = Shadow(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 4), radius: 8)
/// ```
public struct Shadow: Hashable, Sendable, CustomStringConvertible {
    /// The shadow's colour; its alpha multiplies ``opacity``.
    public var color: Color
    /// How opaque the shadow is, 0...1; values outside, and NaN (as 0), are clamped.
    public var opacity: CGFloat { didSet { opacity = Self.clampedOpacity(opacity) } }
    /// How far the shadow is moved from the shape, in points, positive down
    /// and right; non-finite components are stored as 0.
    public var offset: CGSize { didSet { offset = Self.finite(offset) } }
    /// How far the shadow's edge is blurred, in points (the Gaussian's
    /// standard deviation; CSS's blur radius is twice it). Negative and NaN
    /// values are stored as 0, values over 100 as 100.
    public var radius: CGFloat { didSet { radius = Self.clampedRadius(radius) } }
    /// The shape casting the shadow, in the view's bounds coordinates; nil for the view's box.
    public var path: ShadowPath?

    /// A shadow; out-of-range values are clamped as each property says.
    public init(
        color: Color = .black, opacity: CGFloat = 0, offset: CGSize = CGSize(width: 0, height: -3),
        radius: CGFloat = 3, path: ShadowPath? = nil
    ) {
        self.color = color
        self.opacity = Self.clampedOpacity(opacity)
        self.offset = Self.finite(offset)
        self.radius = Self.clampedRadius(radius)
        self.path = path
    }

    /// Core Animation's default: an invisible shadow.
    public static let none = Shadow()

    /// Whether the shadow draws anything.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }

    /// How far beyond the casting shape the shadow can reach, in points:
    /// three standard deviations of blur, where it fades below one level in 255.
    public var blurExtent: CGFloat { (radius * 3).rounded(.up) }

    public var description: String {
        var parts = ["opacity \(opacity)", "offset (\(offset.width), \(offset.height))", "radius \(radius)"]
        if let path { parts.append("path \(path.boundingRect)") }
        parts.insert("color \(color)", at: 0)
        return parts.joined(separator: ", ")
    }

    private static func clampedOpacity(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    private static func clampedRadius(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(100, Swift.max(0, value))
    }

    private static func finite(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
}
