import Foundation
import ViewTree

/// An immutable description of part of a screen: a view configuration, a
/// size, and how its children are placed. Not a view: components are
/// `Sendable` values built and laid out on any thread, then mounted.
///
/// Write your own components as ``CompositeComponent``s; conform to
/// `Component` directly only for new kinds of layout.
///
/// The requirements are named ``viewConfiguration`` and ``componentSize``
/// (not `view` and `size`) so that a component's own properties with those
/// natural names are simply its own: they never stand in for, or get
/// silently replaced by, the framework's defaults. To give a composite a
/// size of its own, implement `componentSize`.
///
/// ```swift
/// let avatar = ViewComponent(
///     view: ViewConfiguration(ImageView.self, [.image(photo), .cornerRadius(20), .clipsToBounds(true)]),
///     size: ComponentSize(width: 40, height: 40))
/// ```
public protocol Component: Sendable {
    /// The view this component mounts; `.none` by default.
    var viewConfiguration: ViewConfiguration { get }
    /// The requested size; auto by default.
    var componentSize: ComponentSize { get }

    /// Lays out within `range`, already intersected with ``componentSize`` resolved
    /// against `parentSize`. Returns a layout whose size lies in `range`.
    ///
    /// The default gives the smallest size of the range and no children.
    func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout

    /// A layout from an earlier pass that can be used as is, or nil. Stateful
    /// components answer from their scope's cache; others return nil.
    func reusableLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout?
}

extension Component {
    public var viewConfiguration: ViewConfiguration { .none }
    public var componentSize: ComponentSize { .auto }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        Layout(component: self, size: range.min)
    }

    public func reusableLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout? {
        nil
    }

    /// Lays the component out for a constraint, inside a parent of
    /// `parentSize` (NaN where undefined): resolves ``componentSize``, intersects
    /// it with the constraint (the constraint wins where they do not
    /// overlap), and clamps the result so the layout always fits.
    public func layout(
        constrainedTo constraint: SizeRange, parentSize: CGSize = CGSize(width: CGFloat.nan, height: .nan),
        context: LayoutContext = LayoutContext()
    ) -> Layout {
        let range = constraint.intersect(componentSize.resolve(parentSize: parentSize))
        if let reused = reusableLayout(in: range, parentSize: parentSize, context: context) { return reused }
        context.statistics?.countLayout()
        let layout: Layout
        if let pass = context.analyticsPass, pass.broadcaster.wantsComponentLayoutEvents {
            layout = pass.timeLayout(of: self) { computeLayout(in: range, parentSize: parentSize, context: context) }
        } else {
            layout = computeLayout(in: range, parentSize: parentSize, context: context)
        }
        let clamped = range.clamp(layout.size)
        return clamped == layout.size ? layout : layout.resized(to: clamped)
    }
}
