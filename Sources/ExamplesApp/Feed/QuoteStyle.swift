/// How a quote is drawn in the feed; the feed varies it from row to row.
public enum QuoteStyle: Int, CaseIterable, Hashable, Sendable {
    /// Large serif text, centred on a pale yellow ground, the author below.
    case headline
    /// A card in the system's grouped colours: the quote, then a row with the
    /// author's initial in a circle and the author's name.
    case card
    /// Small monospaced text on a dark blue ground, the author in capitals.
    case night
    /// The quote alone on a pale blue ground, with a "Who said it?" button
    /// that shows or hides the author: the style with state.
    case reveal

    /// The style of the item at `position` in the feed: the styles in turn,
    /// so every fourth row (the 4th, 8th, …, and the last of every page of
    /// 20) can be revealed.
    public static func at(position: Int) -> QuoteStyle {
        allCases[((position % allCases.count) + allCases.count) % allCases.count]
    }
}
