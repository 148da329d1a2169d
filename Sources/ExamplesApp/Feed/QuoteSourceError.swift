import Foundation

/// Why ``QuoteSource`` could not give a page.
public enum QuoteSourceError: Error, Hashable, Sendable, LocalizedError {
    /// The page's scheduled failure (``FeedSettings/failingPageInterval``):
    /// asking again brings it.
    case unavailable(page: Int)
    /// A page number below 0.
    case noSuchPage(Int)

    /// What the feed's failure row shows after "Could not load more: ".
    public var errorDescription: String? {
        switch self {
        case let .unavailable(page): "page \(page + 1) did not arrive"
        case let .noSuchPage(page): "there is no page \(page)"
        }
    }
}
