// sample: feed-server
import BrowserServer
import Foundation

// sample-hide
extension BuildingAFeed {
    // sample-show
    struct FeedApp {  // sample-main
        @MainActor static func main() async throws {
            let server = BrowserServer(configuration: .init(port: 8080)) { session in
                // A feed, and a stream of quotes, for each browser tab.
                let feed = QuoteFeed(source: QuoteSource())
                feed.collectionView.frame.size = session.window.size   // rows as wide as the page
                feed.polish()
                feed.addPullToRefresh()
                feed.startLoadingMore()
                // The navigation view holds the feed for as long as the tab's view tree lives.
                let navigation = NavigationView()
                navigation.push(feed)
                return navigation
            }
            try await server.run()
        }
    }
    // sample-hide
}
// end-sample

// sample: feed-screen-conformance
extension QuoteFeed: NavigationScreen {
    var view: View { collectionView }
    var navigationItem: NavigationItem { NavigationItem(title: "Quotes", path: "/") }
}
// end-sample
