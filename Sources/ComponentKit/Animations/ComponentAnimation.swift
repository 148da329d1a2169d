import Foundation
import ViewTree

/// An animation a component declares for its view: on initial mount (from a
/// value to the view's), on update (from the previous component's value),
/// or on final unmount (from the view's value to one).
///
/// ```swift
/// var initialMountAnimations: [ComponentAnimation] { [.fadeIn()] }
/// var finalUnmountAnimations: [ComponentAnimation] { [.fadeOut()] }
/// ```
public struct ComponentAnimation: Hashable, Sendable {
    /// The value at the far end: where a mount starts, where an unmount ends,
    /// or the previous value for an update.
    public var value: ViewProperty
    /// How it runs.
    public var timing: AnimationTiming

    /// An animation of the property `value` names.
    public init(_ value: ViewProperty, timing: AnimationTiming = .default) {
        self.value = value
        self.timing = timing
    }

    /// Alpha from (or to) 0.
    public static func fadeIn(_ timing: AnimationTiming = .default) -> ComponentAnimation {
        ComponentAnimation(.alpha(0), timing: timing)
    }

    /// Alpha to 0, for final unmount.
    public static func fadeOut(_ timing: AnimationTiming = .default) -> ComponentAnimation {
        ComponentAnimation(.alpha(0), timing: timing)
    }
}

/// A component with animations for its view.
public protocol AnimatedComponent: Component {
    /// Played when the component's view first shows it: from each value to the view's.
    var initialMountAnimations: [ComponentAnimation] { get }
    /// Played when this component replaces `previous` on the same view:
    /// from each returned value to the view's.
    func animations(from previous: Self) -> [ComponentAnimation]
    /// Played when the component leaves: from the view's value to each one,
    /// then the view is hidden.
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
