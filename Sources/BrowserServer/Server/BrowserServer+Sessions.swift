extension BrowserServer {
    /// Runs `work` where the sessions live and returns its result: the main
    /// actor, which owns the registry and every `BrowserSession` in it.
    ///
    /// The server's handlers run on SwiftNIO's threads; this is their one
    /// way to a session (admitting a connection, applying a message,
    /// ending or draining sessions, reading an image a page may fetch), so
    /// every hop is written, found and reviewed the same way.
    ///
    /// ```swift
    /// let live = await onSessions { $0.count }
    /// ```
    func onSessions<Result: Sendable>(_ work: @MainActor @Sendable (SessionRegistry) -> Result) async -> Result {
        await MainActor.run { work(registry) }
    }
}
