import Foundation

/// Gives its child a height that is `ratio` times its width, as far as the
/// constraint allows (the size closest to the ratio wins).
///
/// Without a finite maximum on either axis no ratio can be applied, and the
/// constraint passes through unchanged.
///
/// ```swift
/// try RatioComponent(ratio: 9.0 / 16.0) { photoComponent }   // 16:9
/// ```
public struct RatioComponent: Component {
    /// Height divided by width; positive and finite.
    public let ratio: CGFloat
    /// The sized component.
    public let child: any Component

    /// A ratio layout.
    ///
    /// - Throws: ``LayoutComponentError/invalidRatio(_:)`` unless `ratio` is positive and finite.
    public init(ratio: CGFloat, child: any Component) throws(LayoutComponentError) {
        guard ratio > 0, ratio.isFinite else { throw .invalidRatio(ratio) }
        self.ratio = ratio
        self.child = child
    }

    /// A ratio layout of `child`, or nil when there is no child (as
    /// ComponentKit's builder makes no component for a nil one).
    ///
    /// - Throws: ``LayoutComponentError/invalidRatio(_:)`` unless `ratio` is positive and finite.
    public init?(ratio: CGFloat, child: (any Component)?) throws(LayoutComponentError) {
        guard let child else { return nil }
        try self.init(ratio: ratio, child: child)
    }

    /// A ratio layout built from a block of exactly one child (more is a compile error).
    public init(ratio: CGFloat, @SingleComponentBuilder child: () -> any Component) throws(LayoutComponentError) {
        try self.init(ratio: ratio, child: child())
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        var options: [CGSize] = []
        if range.max.width.isFinite {
            options.append(range.clamp(CGSize(width: range.max.width, height: PixelGrid.floor(ratio * range.max.width, scale: context.pointScale))))
        }
        if range.max.height.isFinite {
            options.append(range.clamp(CGSize(width: PixelGrid.floor(range.max.height / ratio, scale: context.pointScale), height: range.max.height)))
        }
        let best = options.min { error(of: $0) < error(of: $1) }
        let childRange = best.map { range.intersect(.exactly($0)) } ?? range
        let childParent = best ?? CGSize(width: CGFloat.nan, height: .nan)
        let childLayout = child.layout(constrainedTo: childRange, parentSize: childParent, context: context)
        return Layout(component: self, size: childLayout.size, children: [Layout.Child(position: .zero, layout: childLayout)])
    }

    private func error(of size: CGSize) -> CGFloat {
        guard size.width > 0 else { return .infinity }
        return abs(size.height / size.width - ratio)
    }
}

/// A layout component given options it cannot lay out with.
public enum LayoutComponentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A ratio that is zero, negative or not finite.
    case invalidRatio(CGFloat)
    /// A static child at a position that is not finite.
    case invalidPosition(index: Int, position: CGPoint)

    public var description: String {
        switch self {
        case let .invalidRatio(ratio):
            "ratio \(ratio) is invalid: it must be a positive, finite height / width"
        case let .invalidPosition(index, position):
            "static child \(index) has position \(position): both coordinates must be finite"
        }
    }
}
