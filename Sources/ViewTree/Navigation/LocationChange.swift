/// How the shown location changed, so the browser's history matches the
/// app's stack: a push adds a history entry, going back returns to one.
public enum LocationChange: Hashable, Sendable {
    /// A new screen: a new history entry.
    case push
    /// The same screen at another location (or a location opened from the
    /// address bar): the current entry is replaced.
    case replace
    /// Back by this many screens: the browser goes back as many entries
    /// when they hold this location, and replaces the current one otherwise.
    case back(Int)
}
