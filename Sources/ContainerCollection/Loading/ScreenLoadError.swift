import Foundation

/// Why a ``ScreenLoader`` could not get a screen, with the URL it was for.
public struct ScreenLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The URL is not one the loader may fetch (scheme, host, endpoint).
        case refused(String)
        /// No answer within the timeout.
        case timedOut(seconds: Double)
        /// An answer that is not a success (a redirect included: none is followed).
        case status(Int)
        /// A body longer than the limit.
        case tooLarge(limit: Int)
        /// The connection failed.
        case transport(String)
    }

    /// The URL asked for.
    public var url: URL
    /// Why it failed.
    public var reason: Reason

    /// An error.
    public init(url: URL, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// What a person is told: short, without the URL.
    public var message: String {
        switch reason {
        case .refused: "This screen is not allowed here."
        case .timedOut: "The server took too long to answer."
        case let .status(code): "The server answered with an error (\(code))."
        case .tooLarge: "The screen is too large to show."
        case .transport: "The server could not be reached."
        }
    }

    public var description: String {
        let detail = switch reason {
        case let .refused(why): "refused: \(why)"
        case let .timedOut(seconds): "no answer in \(seconds) s"
        case let .status(code): "HTTP status \(code)"
        case let .tooLarge(limit): "body over \(limit) bytes"
        case let .transport(why): "transport: \(why)"
        }
        return "\(url.absoluteString): \(detail)"
    }
}
