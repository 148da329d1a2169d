/// Where a ``ViewController`` is in its appearance cycle.
///
/// Transitions go disappeared → appearing → appeared → disappearing →
/// disappeared; an appearing controller may be turned back (appearing →
/// disappearing) and the other way round.
public enum AppearanceState: Hashable, Sendable {
    /// Not on screen (the initial state).
    case disappeared
    /// Told it will appear; not yet told it did.
    case appearing
    /// On screen.
    case appeared
    /// Told it will disappear; not yet told it did.
    case disappearing

    /// Whether the controller is on screen or on its way there.
    public var isAppearingOrAppeared: Bool { self == .appearing || self == .appeared }
}
