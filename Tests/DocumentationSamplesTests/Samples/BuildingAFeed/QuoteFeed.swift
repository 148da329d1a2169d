import ComponentKitLists
import Foundation

extension BuildingAFeed {
    // sample: feed-screen
    /// The feed: a collection view, its data source, and the quotes it shows.
    @MainActor
    final class QuoteFeed {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let source: QuoteSource
        /// Makes a `QuoteRow` for each quote and keeps the list in step.
        private(set) lazy var adapter = CollectionViewDataSource(collectionView: collectionView,
                                                                 configuration: configuration())
        /// What the list shows, in order.
        private(set) var quotes: [Quote] = []
        /// The page to ask for next.
        private(set) var nextPage = 0

        init(source: QuoteSource) {
            self.source = source
        }

        /// Rows as wide as the list and as tall as they need.
        func configuration() -> DataSourceConfiguration<Quote, Void> {
            DataSourceConfiguration(
                provider: ComponentProvider { quote, _ in QuoteRow(quote: quote) },
                context: (),
                sizeRange: .flexibleHeight(width: collectionView.bounds.width))
        }

        /// Declares `all` as the whole list; the data source works out what changed.
        func show(_ all: [Quote], nextPage: Int) throws {
            try adapter.dataSource.setItems(all, mode: .synchronous)
            quotes = all
            self.nextPage = nextPage
        }
    }
    // end-sample

    /// The first page, by hand (the article's step 2).
    @MainActor
    static func showFirstPage(in window: Window) async throws -> QuoteFeed {
        // sample: feed-first-page
        let feed = QuoteFeed(source: QuoteSource())
        try window.rootView.addSubview(feed.collectionView)
        try feed.show(try await feed.source.page(0), nextPage: 1)
        // sample-hide
        return feed
        // sample-show
        // end-sample
    }
}

// sample: feed-load-more
extension QuoteFeed {
    /// Lets the list ask for the next page whenever it comes within two
    /// screens of its end (and at once, while it is empty).
    func startLoadingMore() {
        _ = adapter   // the list asks for nothing until it has a data source
        collectionView.enableBatchFetching(leadingScreens: 2, timeout: .seconds(10)) { [weak self] context in
            self?.loadMore(context)
        }
    }

    private func loadMore(_ context: BatchFetchContext) {
        let number = nextPage
        Task {
            do {
                let page = try await source.page(number)
                // A refresh replaced the list while this page loaded: it belongs to the old one.
                guard !context.isCancelled else { return }
                try show(quotes + page, nextPage: number + 1)
                context.finish(hasMore: true)   // an endless feed always has more
            } catch {
                context.fail(error)   // the footer shows the error with Retry
            }
        }
    }
}
// end-sample

// sample: feed-refresh
extension QuoteFeed {
    /// Pulling the list down, or Tab to its "Refresh" button and Enter, starts the feed over.
    func addPullToRefresh() {
        collectionView.refreshControl = RefreshControl { [weak self] control in
            Task {
                await self?.refresh()
                control.endRefreshing()   // the spinner stays until this
            }
        }
    }

    func refresh() async {
        await source.restart()
        do {
            try show(try await source.page(0), nextPage: 1)
            // Drop a page still loading for the old list, and ask again when more is needed.
            collectionView.resetBatchFetching()
        } catch {
            // The old list stays; say why nothing changed.
            collectionView.window?.announce("Could not refresh: \(error.localizedDescription)")
        }
    }
}
// end-sample

// sample: feed-polish
extension QuoteFeed {
    /// A fast first screen, and rows that glide instead of jumping.
    /// Call it before the first page is shown.
    func polish() {
        var configuration = configuration()
        // Until the list has a size, a phone's screen is the viewport.
        configuration.splitChangesets = SplitChangesetOptions(viewportBoundingSize: CGSize(width: 390, height: 844))
        adapter.updateConfiguration(configuration, mode: .synchronous)   // the list is empty: nothing to lay out

        let timing = AnimationTiming(duration: 0.25, curve: .easeInOut)
        // New pages fade in; rows that stay glide to their new places.
        adapter.animations = .automatic(timing: timing)
        // A row that grows (its author shown) pushes the rows below down smoothly.
        adapter.dataSource.stateUpdateBoundsAnimation = timing
    }
}
// end-sample

// sample: feed-grid
extension QuoteFeed {
    /// The quotes as a grid of columns at least `minimumWidth` wide: one on
    /// a phone, two or three on a wide window.
    func showAsGrid(minimumWidth: CGFloat = 300, spacing: CGFloat = 8) {
        collectionView.layout = ListLayout(itemSpacing: spacing, lineSpacing: spacing,
                                           sectionInsets: EdgeInsets(all: spacing),
                                           arrangement: .adaptiveColumns(minimumWidth: minimumWidth))
        // The list makes every item a column wide; lay the rows out at that width too.
        let width = collectionView.layout.itemCrossExtent(inSection: 0, crossExtent: collectionView.bounds.width)
        var configuration = adapter.dataSource.state.configuration   // the same rows, at a new width
        configuration.sizeRange = .flexibleHeight(width: width ?? collectionView.bounds.width)
        adapter.updateConfiguration(configuration)
    }
}
// end-sample

// sample: feed-rail
// sample-hide
private typealias AuthorsRail = BuildingAFeed.AuthorsRail
private typealias QuoteSource = BuildingAFeed.QuoteSource

extension BuildingAFeed {
    // sample-show
    /// The authors the feed quotes, as chips in a rail that scrolls sideways.
    struct AuthorsRail: CompositeComponent {
        let authors: [String]

        var body: some Component {
            ScrollComponent(axis: .horizontal, key: "authors", attributes: [.accessibilityLabel("Authors")]) {
                InsetComponent(insets: EdgeInsets(all: 12)) {
                    StackComponent(axis: .horizontal, spacing: 8) {
                        for author in authors {
                            InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.secondaryGroupedBackground),
                                                                               .cornerRadius(16)]),
                                           insets: EdgeInsets(horizontal: 14, vertical: 8)) {
                                LabelComponent(author)
                            }
                        }
                    }
                }
            }
        }
    }
    // sample-hide
}
// sample-show

extension QuoteFeed: CollectionSupplementaryDataSource {
    /// Puts the rail above the quotes; call it once.
    func showAuthorsRail() {
        adapter.supplementaryDataSource = self   // not retained: the feed owns the adapter
    }

    func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind,
                        inSection section: Int) -> (any Component)? {
        guard kind == .header else { return nil }
        var authors: [String] = []   // each once, in the source's order
        for saying in QuoteSource.sayings where !authors.contains(saying.author) { authors.append(saying.author) }
        return AuthorsRail(authors: authors)
    }
}
// end-sample
