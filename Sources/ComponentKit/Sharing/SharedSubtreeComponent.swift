import Foundation

/// A ``SharedSubtree``'s part for one input: lays its child out once for
/// every host that would lay it out the same, and uses that layout.
public struct SharedSubtreeComponent<Input: Hashable & Sendable>: Component {
    /// The shared subtree that makes the child.
    public let subtree: SharedSubtree<Input>
    /// What the child is made from.
    public let input: Input

    /// What a shared layout was made under, beyond its key.
    struct Origin: Sendable {
        /// Held so that its address names no other builder while the entry lives.
        let builder: SharedSubtree<Input>.Identity
        let parentSize: CGSize
        /// The scale and text measurer the layout was made with (nothing else of the pass's context).
        let measuring: LayoutContext
        /// The context values the child read.
        let reads: ContextDependencies
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        var childContext = context
        childContext.scope = nil
        guard let frame = context.scope, context.analyticsPass?.broadcaster.allowsSharedItems ?? true else {
            return made(in: range, parentSize: parentSize, context: childContext)
        }
        let key = SharedSubtrees.Key(builder: ObjectIdentifier(subtree.identity), input: AnyHashable(input), range: range)
        let found = SharedSubtrees.table.layout(for: key) { entry in
            guard let origin = entry as? Origin else { return false }
            return Self.sameSize(origin.parentSize, parentSize) && origin.measuring.measuresTheSame(as: context)
                && origin.reads.areSatisfied(by: context.componentContext)
        }
        if let found, let origin = found.origin as? Origin {
            context.statistics?.countReuse()
            if !origin.reads.reads.isEmpty { frame.root.contextReads.add(origin.reads) }
            return found.layout
        }
        let reads = frame.root.contextReads
        reads.begin()
        let layout = made(in: range, parentSize: parentSize, context: childContext)
        let origin = Origin(builder: subtree.identity, parentSize: parentSize,
                            measuring: LayoutContext(textMeasurer: context.textMeasurer, pointScale: context.pointScale),
                            reads: reads.end())
        SharedSubtrees.table.keep(layout, madeAs: origin, for: key)
        return layout
    }

    private func made(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        subtree.build(input).layout(constrainedTo: range, parentSize: parentSize, context: context)
    }

    private static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.width, b.width) && same(a.height, b.height)
    }
}
