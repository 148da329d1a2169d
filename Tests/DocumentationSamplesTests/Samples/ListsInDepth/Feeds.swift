import ComponentKitLists
import Foundation

extension ListsInDepth {
    /// A quote the feed shows; its `id` is its identity for diffing.
    struct Quote: Diffable, Equatable {
        let id: Int
        let text: String
        var diffID: Int { id }
    }

    /// Pages of quotes, as a server would send them.
    protocol QuoteSource: Sendable {
        func page(after last: Int?) async throws -> (quotes: [Quote], hasMore: Bool)
    }

    // sample: lists-feed
    /// An endless feed: the list asks for the next page as the person nears
    /// the end, and the screen declares the whole list it now has.
    @MainActor
    final class QuoteFeed {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        private(set) lazy var adapter = CollectionViewDataSource(
            collectionView: collectionView,
            configuration: DataSourceConfiguration(
                provider: ComponentProvider<Quote, Void> { quote, _ in
                    InsetComponent(insets: EdgeInsets(all: 16), child: LabelComponent(AttributedText(quote.text)))
                },
                context: (), sizeRange: .flexibleHeight(width: 390)))
        private var quotes: [Quote] = []
        private let source: any QuoteSource

        init(source: any QuoteSource) {
            self.source = source
            _ = adapter
            collectionView.enableBatchFetching(leadingScreens: 2) { [weak self] context in
                self?.loadMore(context)
            }
        }

        private func loadMore(_ context: BatchFetchContext) {
            Task {
                do {
                    let page = try await source.page(after: quotes.last?.id)
                    guard !context.isCancelled else { return }   // the list was refreshed meanwhile
                    quotes += page.quotes
                    try adapter.dataSource.setItems(quotes, mode: .synchronous)
                    context.finish(hasMore: page.hasMore)
                } catch {
                    context.fail(error)   // the list shows the error with Retry
                }
            }
        }
        // sample-hide

        /// The first page again, replacing the list (for the refresh sample's test).
        func reload() async throws {
            let page = try await source.page(after: nil)
            quotes = page.quotes
            try adapter.dataSource.setItems(quotes, mode: .synchronous)
        }
    // sample-show
    }
    // end-sample

    // sample: lists-feed-refresh
    /// Pull to refresh: `reload` fetches the first page again and replaces the list.
    @MainActor
    static func addPullToRefresh(to list: ListView, reload: @escaping @MainActor () async throws -> Void) {
        list.refreshControl = RefreshControl { control in
            Task {
                defer { control.endRefreshing() }
                do {
                    try await reload()
                    list.resetBatchFetching()   // a page still loading for the old list is dropped
                } catch {
                    list.window?.announce("Could not refresh: \(error.localizedDescription)")
                }
            }
        }
    }
    // end-sample

    // sample: lists-scroll-delegate
    /// Fades a header in as the list scrolls under it.
    @MainActor
    final class HeaderFader: ScrollViewDelegate {
        let header: View

        init(header: View) { self.header = header }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            header.alpha = min(1, max(0, scrollView.contentOffset.y / 100))
        }
    }
    // end-sample

    // sample: lists-feed-first-screen
    /// A feed adapter whose first load shows its first screen before the
    /// rest of the items are made, and whose rows glide when others change.
    @MainActor
    static func makeFeedAdapter(in list: CollectionView) -> CollectionViewDataSource<Quote, Void> {
        var configuration = DataSourceConfiguration(
            provider: ComponentProvider<Quote, Void> { quote, _ in
                InsetComponent(insets: EdgeInsets(all: 16), child: LabelComponent(AttributedText(quote.text)))
            },
            context: (), sizeRange: .flexibleHeight(width: 390))
        // Until the list has a size, a phone's screen is the viewport.
        configuration.splitChangesets = SplitChangesetOptions(viewportBoundingSize: CGSize(width: 390, height: 844))
        let adapter = CollectionViewDataSource(collectionView: list, configuration: configuration)
        // Inserted rows fade in, removed ones fade out, and the rest glide to their places.
        adapter.animations = .automatic(timing: AnimationTiming(duration: 0.25, curve: .easeInOut))
        // A row that grows after a tap pushes the rows below down smoothly.
        adapter.dataSource.stateUpdateBoundsAnimation = AnimationTiming(duration: 0.25, curve: .easeInOut)
        return adapter
    }
    // end-sample
}
