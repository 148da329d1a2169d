import Foundation

/// The quotes feed's local source: an endless stream of ``Quote``s handed
/// out in pages after a simulated delay, with a failure every so often (as
/// ``FeedSettings`` says), so the feed behaves as one loading from a network.
///
/// It counts the attempts at each page: a page scheduled to fail fails on
/// its first attempt only. ``restart()`` begins a new generation (other
/// quotes first) and forgets the attempts, so the schedule plays again.
///
/// ```swift
/// let source = QuoteSource(settings: FeedSettings(delay: .zero))
/// let first = try await source.page(0)    // 20 quotes
/// ```
public actor QuoteSource {
    /// The delay, page size and failure schedule.
    public let settings: FeedSettings
    /// The current generation: 0, then one more for each ``restart()``.
    public private(set) var generation = 0
    /// Pages asked for since the source was made, failed ones included.
    public private(set) var requestCount = 0
    private var attempts: [Int: Int] = [:]

    /// A source behaving as `settings` say.
    public init(settings: FeedSettings = FeedSettings()) {
        self.settings = settings
    }

    /// Page `number` (from 0) of the current generation, after the delay.
    ///
    /// - Throws: ``QuoteSourceError/unavailable(page:)`` on a scheduled
    ///   failure, ``QuoteSourceError/noSuchPage(_:)`` for a negative number.
    public func page(_ number: Int) async throws(QuoteSourceError) -> QuotePage {
        guard number >= 0 else { throw .noSuchPage(number) }
        requestCount += 1
        let generation = generation
        let attempt = attempts[number, default: 0] + 1
        attempts[number] = attempt
        // A cancelled wait ends early; the page is still given.
        if settings.delay > .zero { try? await Task.sleep(for: settings.delay) }
        if settings.fails(page: number, attempt: attempt) { throw .unavailable(page: number) }
        let size = settings.pageSize
        let quotes = (number * size..<(number + 1) * size).map { Quote(generation: generation, position: $0) }
        return QuotePage(number: number, generation: generation, quotes: quotes)
    }

    /// Starts a new generation from page 0: other quotes come first, and the
    /// failure schedule plays again.
    public func restart() {
        generation += 1
        attempts = [:]
    }
}
