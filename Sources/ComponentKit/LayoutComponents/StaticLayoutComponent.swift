import Foundation
import ViewTree

/// Places children at fixed positions. Its size, unless given, is the union
/// of the children's frames (from the origin), kept within the constraint.
///
/// ```swift
/// try StaticLayoutComponent(children: [
///     .init(position: CGPoint(x: 0, y: 0), avatar),
///     .init(position: CGPoint(x: 28, y: -4), badge),
/// ])
/// ```
public struct StaticLayoutComponent: Component {
    /// A child and where it goes.
    public struct Child: Sendable {
        /// Top-left corner in the parent.
        public var position: CGPoint
        /// The child's size constraint, if it should not be unconstrained.
        public var sizeRange: SizeRange
        /// The child.
        public var component: any Component

        /// A positioned child.
        public init(position: CGPoint, sizeRange: SizeRange = .unconstrained, _ component: any Component) {
            self.position = position
            self.sizeRange = sizeRange
            self.component = component
        }
    }

    public let viewConfiguration: ViewConfiguration
    public let componentSize: ComponentSize
    /// The children, back to front.
    public let children: [Child]

    /// A static layout.
    ///
    /// - Throws: ``LayoutComponentError/invalidPosition(index:position:)`` for a non-finite position.
    public init(view: ViewConfiguration = .none, size: ComponentSize = .auto, children: [Child]) throws(LayoutComponentError) {
        for (index, child) in children.enumerated() where !(child.position.x.isFinite && child.position.y.isFinite) {
            throw .invalidPosition(index: index, position: child.position)
        }
        self.viewConfiguration = view
        self.componentSize = size
        self.children = children
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let childParent = CGSize(
            width: range.max.width.isFinite ? range.max.width : .nan,
            height: range.max.height.isFinite ? range.max.height : .nan)
        var laidOut: [Layout.Child] = []
        var extent = range.min
        for child in children {
            let layout = child.component.layout(constrainedTo: child.sizeRange, parentSize: childParent, context: context)
            laidOut.append(Layout.Child(position: child.position, layout: layout))
            extent.width = Swift.max(extent.width, child.position.x + layout.size.width)
            extent.height = Swift.max(extent.height, child.position.y + layout.size.height)
        }
        return Layout(component: self, size: range.clamp(extent), children: laidOut)
    }
}
