import ComponentKit
import Foundation

extension QuoteCell {
    /// The three still styles, each drawn on its first row of the feed, light and dark.
    static var previews: [Preview] {
        [
            Preview("Quote cell", group: "Feed",
                    samples: ["Headline": Quote(generation: 0, position: 0), "Card": Quote(generation: 0, position: 1),
                              "Night": Quote(generation: 0, position: 2)]) { quote in
                QuoteCell(quote: quote)
            },
        ]
    }
}

extension RevealQuote {
    /// The quote with state, its author hidden, at two widths, light and dark.
    static var previews: [Preview] {
        [
            Preview("Reveal quote", group: "Feed", widths: [320, 390]) { _ in
                RevealQuote(quote: Quote(generation: 0, position: 3))
            },
        ]
    }
}

extension AuthorsRail {
    /// The feed's header, light and dark, in both directions (right to left it starts at its right end).
    static var previews: [Preview] {
        [Preview("Authors rail", group: "Feed", directions: [.leftToRight, .rightToLeft]) { _ in AuthorsRail() }]
    }
}
