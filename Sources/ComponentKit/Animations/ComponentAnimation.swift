import Foundation
import ViewTree

/// An animation a component declares: on initial mount (from a value to
/// the view's), on update (from the previous component's value), or on
/// final unmount (from the view's value to one).
///
/// It plays on the component's view (for a component without one, the
/// first view in its subtree) or, with `on:`, on the view of a descendant
/// marked with ``Component/animationTarget(_:)``.
///
/// ```swift
/// var initialMountAnimations: [ComponentAnimation] { [.fadeIn()] }
/// var finalUnmountAnimations: [ComponentAnimation] { [.fadeOut()] }
/// func animations(from previous: Card) -> [ComponentAnimation] {
///     [ComponentAnimation(.alpha(0), on: "badge")]
/// }
/// ```
public struct ComponentAnimation: Hashable, Sendable {
    /// The value at the far end: where a mount starts, where an unmount ends,
    /// or the previous value for an update.
    public var value: ViewProperty
    /// How it runs.
    public var timing: AnimationTiming
    /// The descendant it plays on, by the name it was marked with; nil for
    /// the component's own view.
    public var target: String?

    /// An animation of the property `value` names, on the component's view
    /// or on the descendant marked `target`.
    public init(_ value: ViewProperty, timing: AnimationTiming = .default, on target: String? = nil) {
        self.value = value
        self.timing = timing
        self.target = target
    }

    /// Alpha from (or to) 0.
    public static func fadeIn(_ timing: AnimationTiming = .default, on target: String? = nil) -> ComponentAnimation {
        ComponentAnimation(.alpha(0), timing: timing, on: target)
    }

    /// Alpha to 0, for final unmount.
    public static func fadeOut(_ timing: AnimationTiming = .default, on target: String? = nil) -> ComponentAnimation {
        ComponentAnimation(.alpha(0), timing: timing, on: target)
    }
}

/// A component with animations: ComponentKit's `animationsOnInitialMount`,
/// `animationsFromPreviousComponent:` and `animationsOnFinalUnmount`.
///
/// Animations follow the component, not the view it happens to be mounted
/// on. A component is the same one from mount to mount when it has the same
/// scope (a ``StatefulComponent``, told apart by its ``StatefulComponent/scopeKey``),
/// or else the same type at the same place among that type's components
/// under the nearest stateful ancestor (the first, second, … in mount
/// order). Give components that are inserted, removed or reordered among
/// their siblings a scope with a key, as ComponentKit requires a scope.
public protocol AnimatedComponent: Component {
    /// Played when the component first appears: from each value to the view's.
    var initialMountAnimations: [ComponentAnimation] { get }
    /// Played when this component replaces `previous`, the same component
    /// in the last mount: from each returned value to the view's.
    func animations(from previous: Self) -> [ComponentAnimation]
    /// Played when the component leaves: from the view's value to each one,
    /// then the view is hidden. Its view is not given to another component
    /// in the mount it leaves in, so the animation shows on it.
    var finalUnmountAnimations: [ComponentAnimation] { get }
}

extension AnimatedComponent {
    public var initialMountAnimations: [ComponentAnimation] { [] }
    public func animations(from previous: Self) -> [ComponentAnimation] { [] }
    public var finalUnmountAnimations: [ComponentAnimation] { [] }

    func updateAnimations(fromAny previous: any Component) -> [ComponentAnimation] {
        guard let previous = previous as? Self else { return [] }
        return animations(from: previous)
    }
}
