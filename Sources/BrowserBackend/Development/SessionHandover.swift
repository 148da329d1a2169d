import ComponentKit
import Foundation

/// One session as a process hands it to another: who may reconnect to it
/// and the snapshot of its window. The new process opens the session under
/// the same identifier and tokens, so its page reconnects to it without
/// knowing it moved, and finds the screen as it left it.
///
/// It holds the session's reconnect secrets: it travels only over the
/// handover channel (loopback, with the parent's secret), never to a page.
public struct SessionHandover: Codable, Sendable {
    /// The session's identifier.
    public var id: String
    /// The tokens that open the session's next connection.
    public var acceptedTokens: [String]
    /// The token sent to the page that it has not confirmed yet.
    public var unconfirmedToken: String?
    /// The page's ticket, while it still opens connections.
    public var ticket: String?
    /// The address the session was opened from, for the per-address limits.
    public var clientAddress: String
    /// The page's viewport, in points.
    public var viewportWidth: Double
    /// The page's viewport, in points.
    public var viewportHeight: Double
    /// Whether the page showed component outlines (debug mode).
    public var showsDebugOutlines: Bool
    /// The last client message applied.
    public var acknowledgedSequence: Int
    /// What rebuilding the screen from its URL would lose.
    public var window: WindowSnapshot
}
