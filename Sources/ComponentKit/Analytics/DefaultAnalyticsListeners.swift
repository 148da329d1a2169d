/// The analytics listeners every host made from now on starts with: hosting
/// views and list data source configurations take the current list when
/// they are made (hosts made before keep theirs), as ComponentKit's default
/// analytics listener.
///
/// ```swift
/// let tracer = ChromeTraceRecorder()
/// DefaultAnalyticsListeners.add(tracer)       // at launch, before making hosts
/// // …
/// DefaultAnalyticsListeners.remove(tracer)
/// ```
///
/// The list is process-wide: tests, which share one process, should attach
/// listeners to their own hosts instead, or use ``withListener(_:perform:)``
/// in a serialized suite.
public enum DefaultAnalyticsListeners {
    static let slot = AnalyticsListenerSlot()

    /// The listeners hosts made now start with.
    public static var current: [any AnalyticsListener] { slot.listeners }

    /// Adds `listener` for hosts made from now on (once: adding it again does nothing).
    public static func add(_ listener: any AnalyticsListener) { slot.add(listener) }

    /// Removes `listener`; hosts already made keep it.
    public static func remove(_ listener: any AnalyticsListener) { slot.remove(listener) }

    /// Runs `body` with `listener` added, and removes it afterwards (unless
    /// it was there before): hosts made inside `body` keep it.
    public static func withListener<Result>(_ listener: any AnalyticsListener, perform body: () throws -> Result) rethrows -> Result {
        let added = slot.add(listener)
        defer { if added { slot.remove(listener) } }
        return try body()
    }
}
