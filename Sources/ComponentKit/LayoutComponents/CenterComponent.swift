import Foundation
import ViewTree

/// Centers its child in the space it is given, on one axis or both.
///
/// Where the constraint's maximum is infinite the component takes the child's
/// size; the sizing options shrink it to the child's size on an axis anyway.
///
/// ```swift
/// CenterComponent(centering: .xy, sizing: .minimumY) { ActivityIndicatorComponent() }
/// ```
public struct CenterComponent: Component {
    /// Which axes the child is centered on.
    public struct Centering: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Center horizontally.
        public static let x = Centering(rawValue: 1)
        /// Center vertically.
        public static let y = Centering(rawValue: 2)
        /// Center on both axes.
        public static let xy: Centering = [.x, .y]
    }

    /// Which axes the component shrinks to its child's size on.
    public struct Sizing: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Take all the space allowed.
        public static let `default`: Sizing = []
        /// As narrow as the child.
        public static let minimumX = Sizing(rawValue: 1)
        /// As short as the child.
        public static let minimumY = Sizing(rawValue: 2)
        /// As small as the child on both axes.
        public static let minimumXY: Sizing = [.minimumX, .minimumY]
    }

    public let componentSize: ComponentSize
    /// Centering axes.
    public let centering: Centering
    /// Shrinking axes.
    public let sizing: Sizing
    /// The centered component.
    public let child: any Component

    /// A center component.
    public init(centering: Centering = .xy, sizing: Sizing = .default, size: ComponentSize = .auto, child: any Component) {
        self.centering = centering
        self.sizing = sizing
        self.componentSize = size
        self.child = child
    }

    /// A center component built from a block of exactly one child (more is a compile error).
    public init(
        centering: Centering = .xy, sizing: Sizing = .default, size: ComponentSize = .auto,
        @SingleComponentBuilder child: () -> any Component
    ) {
        self.init(centering: centering, sizing: sizing, size: size, child: child())
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        // A centered axis lets the child be smaller than the space.
        let minChild = CGSize(
            width: centering.contains(.x) ? 0 : range.min.width,
            height: centering.contains(.y) ? 0 : range.min.height)
        let childLayout = child.layout(constrainedTo: SizeRange(unchecked: minChild, range.max), parentSize: range.max, context: context)
        let childSize = childLayout.size
        var size = CGSize(
            width: range.max.width.isInfinite ? childSize.width : range.max.width,
            height: range.max.height.isInfinite ? childSize.height : range.max.height)
        if sizing.contains(.minimumX) { size.width = Swift.min(size.width, childSize.width) }
        if sizing.contains(.minimumY) { size.height = Swift.min(size.height, childSize.height) }
        size = range.clamp(size)
        let position = CGPoint(
            x: centering.contains(.x) ? PixelGrid.round((size.width - childSize.width) / 2, scale: context.pointScale) : 0,
            y: centering.contains(.y) ? PixelGrid.round((size.height - childSize.height) / 2, scale: context.pointScale) : 0)
        return Layout(component: self, size: size, children: [Layout.Child(position: position, layout: childLayout)])
    }
}
