import ComponentKitLists

/// One quote in the feed: its text, its author, its place in the endless
/// stream and how it is drawn.
///
/// The stream cycles through ``Quote/samples``; each refresh (a new
/// generation) starts it further on, so a refreshed feed shows other
/// quotes first. Identities include the generation: nothing of a replaced
/// feed (a revealed author) carries over to the new one.
public struct Quote: Diffable, Hashable, Sendable {
    /// A quote's identity: the generation of the feed and the place in it.
    public struct ID: Hashable, Sendable {
        /// The refresh that made the feed (0 for the first).
        public let generation: Int
        /// The place in the stream, from 0.
        public let position: Int
    }

    /// The identity the list diffs by.
    public let id: ID
    /// The words quoted.
    public let text: String
    /// Who said or wrote them.
    public let author: String
    /// How the row draws it.
    public let style: QuoteStyle

    /// How far each generation starts further on in ``samples``.
    static let generationStride = 7

    /// The quote at `position` of the stream of `generation`.
    public init(generation: Int, position: Int) {
        let count = Self.samples.count
        let index = ((position + generation * Self.generationStride) % count + count) % count
        id = ID(generation: generation, position: position)
        text = Self.samples[index].text
        author = Self.samples[index].author
        style = .at(position: position)
    }

    /// The identity the list diffs by.
    public var diffID: ID { id }
}
