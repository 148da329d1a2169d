/// One page of the feed, as ``QuoteSource`` hands it out.
public struct QuotePage: Hashable, Sendable {
    /// Which page, from 0.
    public let number: Int
    /// The feed generation it belongs to (see ``QuoteSource/restart()``).
    public let generation: Int
    /// Its quotes, in order.
    public let quotes: [Quote]
}
