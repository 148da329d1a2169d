// sample: feed-quote
import ComponentKitLists
import Foundation

// sample-hide
extension BuildingAFeed {
    // sample-show
    /// One quote in the feed. Its identity is the refresh that fetched it
    /// and its place in the stream, so a refreshed feed starts afresh.
    struct Quote: Diffable, Hashable {
        struct ID: Hashable, Sendable {
            let generation: Int
            let position: Int
        }

        enum Style: Hashable, Sendable {
            case card       // the quote, then its author
            case headline   // large and centred
            case reveal     // the author hidden until the person asks
        }

        let id: ID
        let text: String
        let author: String
        let style: Style

        var diffID: ID { id }
    }
    // sample-hide
}
// end-sample
