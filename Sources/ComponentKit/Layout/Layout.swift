import Foundation

/// A laid-out component: its size and its children's layouts with their
/// positions. Made off the main actor; mounting turns it into views.
///
/// Layouts are immutable objects, so an unchanged subtree can be shared
/// between two layout trees; mounting recognizes a shared subtree by
/// identity and skips it.
public final class Layout: Sendable {
    /// A child's layout and where it sits in its parent's coordinates.
    public struct Child: Sendable {
        /// The child's top-left corner relative to the parent's.
        public var position: CGPoint
        /// The child's layout.
        public var layout: Layout

        /// A positioned child.
        public init(position: CGPoint, layout: Layout) {
            self.position = position
            self.layout = layout
        }
    }

    /// The component laid out.
    public let component: any Component
    /// Its size, in points.
    public let size: CGSize
    /// Its children, in mount order (later ones are in front).
    public let children: [Child]

    /// The scope of a stateful component's layout, for controllers.
    let scopeNode: ScopeNode?

    /// A layout.
    public init(component: any Component, size: CGSize, children: [Child] = []) {
        self.component = component
        self.size = size
        self.children = children
        self.scopeNode = nil
    }

    init(component: any Component, size: CGSize, children: [Child], scopeNode: ScopeNode?) {
        self.component = component
        self.size = size
        self.children = children
        self.scopeNode = scopeNode
    }

    /// The same layout at another size (children unchanged).
    public func resized(to size: CGSize) -> Layout {
        Layout(component: component, size: size, children: children, scopeNode: scopeNode)
    }

    /// A copy with the child at `index` replaced; the other children are shared.
    public func replacingChild(at index: Int, with child: Child) -> Layout {
        var children = self.children
        children[index] = child
        return Layout(component: component, size: size, children: children, scopeNode: scopeNode)
    }

    /// Number of layouts in this tree, itself included.
    public var nodeCount: Int {
        children.reduce(1) { $0 + $1.layout.nodeCount }
    }

    /// The frames of every component with a view, in mount order, relative
    /// to this layout's origin (what mounting will set, before the pixel grid).
    public func viewFrames(origin: CGPoint = .zero) -> [CGRect] {
        var frames: [CGRect] = []
        if component.viewConfiguration.hasView { frames.append(CGRect(origin: origin, size: size)) }
        let childOrigin = component.viewConfiguration.hasView ? CGPoint.zero : origin
        for child in children {
            frames += child.layout.viewFrames(origin: CGPoint(x: childOrigin.x + child.position.x, y: childOrigin.y + child.position.y))
        }
        return frames
    }
}
