import Foundation

/// Why a batch fetch failed, as a list's footer shows it.
public struct BatchFetchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The app's fetch reported an error (its description is the message).
        case failed
        /// The fetch did not complete within the list's timeout.
        case timedOut(after: Duration)
    }

    /// What went wrong.
    public let reason: Reason
    /// What the footer shows and assistive technology announces.
    public let message: String

    /// A failure the app reported: the error's `LocalizedError` description
    /// when it has one, else its description.
    public init(_ error: any Error) {
        if let own = error as? BatchFetchError {
            self = own
            return
        }
        reason = .failed
        let described = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        message = "Could not load more: \(described)"
    }

    /// A fetch that took longer than `timeout`.
    public static func timedOut(after timeout: Duration) -> BatchFetchError {
        BatchFetchError(reason: .timedOut(after: timeout), message: "Could not load more: no answer in time")
    }

    private init(reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}
