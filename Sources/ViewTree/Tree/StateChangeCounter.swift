/// Counts changes to state that lives outside the view tree (a stateful
/// component's state), so a backend can tell which of its windows a person
/// changed in a way the page alone does not show.
///
/// ComponentKit counts each state update it enqueues; the browser backend
/// reads the count around each client message it applies. A session whose
/// person changed such state is never rebuilt from its URL (see
/// `BrowserServer.Configuration.hibernation`), since a rebuild would start
/// that state over.
///
/// ```swift
/// let before = StateChangeCounter.count
/// window.send(tap)
/// let changedState = StateChangeCounter.count != before
/// ```
@MainActor
public enum StateChangeCounter {
    /// State changes recorded in this process so far.
    public private(set) static var count: UInt64 = 0

    /// Records one state change.
    public static func recordChange() {
        count &+= 1
    }
}
