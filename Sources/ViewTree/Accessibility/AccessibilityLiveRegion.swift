/// How eagerly a screen reader announces a change nobody asked for: a view
/// whose text changes on its own (``View/accessibilityLiveRegion``) or an
/// announcement (``Window/announce(_:priority:)``).
public enum AccessibilityLiveRegion: String, Hashable, Sendable, CaseIterable {
    /// Changes are not announced.
    case off
    /// Announced when the screen reader has finished what it is saying.
    case polite
    /// Announced at once, interrupting: for errors and warnings only.
    case assertive
}
