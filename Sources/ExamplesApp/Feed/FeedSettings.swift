import Foundation

/// How the quotes feed's local source behaves: how long a page takes, how
/// big it is, and which pages fail, so the screen can show its loading
/// footer and its failure row with Retry without a network.
///
/// The app uses the defaults (a 300 ms delay, pages of 20, every fourth
/// page failing on its first attempt); tests set the delay to zero.
///
/// ```swift
/// let quick = FeedSettings(delay: .zero, failingPageInterval: 0)   // never fails
/// ```
public struct FeedSettings: Hashable, Sendable {
    /// How long each page takes to arrive. Zero or less: at once.
    public var delay: Duration
    /// Quotes per page; at least 1.
    public var pageSize: Int
    /// Every `failingPageInterval`-th page (the 4th, 8th, … for 4) fails on
    /// its first attempt and arrives on the next; 0 or less: no page fails.
    public var failingPageInterval: Int
    /// How many screens before the end of the list the next page is asked for.
    public var leadingScreens: CGFloat

    /// Settings; the defaults are the examples app's.
    public init(delay: Duration = .milliseconds(300), pageSize: Int = 20, failingPageInterval: Int = 4, leadingScreens: CGFloat = 2) {
        self.delay = delay
        self.pageSize = Swift.max(1, pageSize)
        self.failingPageInterval = failingPageInterval
        self.leadingScreens = leadingScreens
    }

    /// Whether attempt `attempt` (1 for the first) at page `number` (0 for the first) fails.
    public func fails(page number: Int, attempt: Int) -> Bool {
        failingPageInterval > 0 && attempt == 1 && (number + 1) % failingPageInterval == 0
    }
}
