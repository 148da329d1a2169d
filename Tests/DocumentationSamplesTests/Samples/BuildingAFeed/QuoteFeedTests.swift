// sample: feed-test
import ComponentKitLists
import Foundation
import Testing

// sample-hide
extension BuildingAFeed {
    // sample-show
    @MainActor
    @Suite struct QuoteFeedTests {
        /// Gives the feed's tasks a few milliseconds at a time, up to two seconds.
        func waitUntil(_ condition: () -> Bool) async throws {
            for _ in 0..<400 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        }

        @Test func scrollingToTheEndLoadsTheNextPage() async throws {
            let feed = QuoteFeed(source: QuoteSource(delay: .zero, failingPages: []))
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(feed.collectionView)
            feed.startLoadingMore()
            let list = feed.collectionView
            // The empty list asks at once, then until two screens of quotes lie below what shows.
            try await waitUntil { !feed.quotes.isEmpty && list.batchFetchStatus == .idle }
            let loaded = feed.quotes.count

            list.scroll(to: CGPoint(x: 0, y: list.maximumContentOffset.y))
            try await waitUntil { feed.quotes.count > loaded }
            #expect(feed.quotes.count == loaded + 20)
            #expect(list.itemCounts == [feed.quotes.count])
        }
    }
    // sample-hide
}
// end-sample
