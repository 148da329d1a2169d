/// What one session lets its page cost: message size and rate, bytes the
/// session may hold for it, and output queued for a page that reads slowly.
///
/// A server passes its own limits down (`BrowserServer.Limits.session`,
/// where each value is documented with its default); a session made
/// directly, in a test or a tool, takes these defaults.
///
/// ```swift
/// var limits = SessionLimits()
/// limits.maximumSessionBytes = 64 << 10
/// let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1",
///                              viewport: CGSize(width: 390, height: 844), limits: limits) { _ in View() }
/// ```
public struct SessionLimits: Sendable, Equatable {
    /// The largest message accepted from the page, in bytes; it also bounds
    /// one input's text (a quarter of what is left after 256 bytes, in
    /// UTF-16 units).
    public var maximumMessageBytes: Int
    /// Bytes the page may make the session hold: its inputs' texts and
    /// undo histories, and messages queued while it wakes.
    public var maximumSessionBytes: Int
    /// Client messages per second on average.
    public var messagesPerSecond: Int
    /// Client messages accepted at once after a quiet period.
    public var messageBurst: Int
    /// Bytes of updates queued for a page that reads slowly; past it, one
    /// reset of the whole tree replaces them.
    public var maximumQueuedBytes: Int

    /// Limits with the server's defaults.
    public init(maximumMessageBytes: Int = 16_384, maximumSessionBytes: Int = 1 << 20, messagesPerSecond: Int = 240,
                messageBurst: Int = 480, maximumQueuedBytes: Int = 1 << 20) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumSessionBytes = maximumSessionBytes
        self.messagesPerSecond = messagesPerSecond
        self.messageBurst = messageBurst
        self.maximumQueuedBytes = maximumQueuedBytes
    }

    /// The most UTF-16 units a page lets a person put in one input, so an
    /// edit message (the input's whole value, escaped) fits the message limit.
    var maximumInputUnits: Int { Swift.max(0, (maximumMessageBytes - 256) / 4) }
}
