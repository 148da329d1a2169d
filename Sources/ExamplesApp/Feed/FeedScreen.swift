import ComponentKit
import ComponentKitLists
import Foundation
import ViewTree

/// An endless feed of quotes, as ComponentKit's sample app WildeGuess: rows
/// in four styles (``QuoteStyle``), one of them with state that changes on
/// tap, loaded 20 at a time from a ``QuoteSource`` as the person scrolls.
///
/// The list asks for the next page through batch fetching when it comes
/// within two screens of its end; a page that fails shows the list's
/// failure row with Retry. Pulling the list down (or Tab to its "Refresh"
/// button and Enter) refreshes it from page 0. The screen declares the whole
/// list it has after every page (`DataSource.setItems`), and the data
/// source works out what changed. Above the quotes, the list's header is a
/// rail of the authors quoted (``AuthorsRail``) that scrolls sideways.
@MainActor
public final class FeedScreen: NavigationScreen, CollectionSupplementaryDataSource {
    /// The screen's content: the list, with a spinner while the first page loads.
    public var view: View { container }
    /// "Quotes" at `/feed`.
    public let navigationItem = NavigationItem(title: "Quotes", path: "/feed")
    /// The list of quotes.
    public let collectionView = CollectionView()
    /// Where the pages come from.
    public let source: QuoteSource
    /// The quotes the list shows, in order.
    public private(set) var quotes: [Quote] = []
    /// The first page's load; done once it has arrived (or failed, after
    /// which the list's own batch fetching asks again).
    public private(set) var loading: Task<Void, Never>?
    /// Refreshes that have replaced the list.
    public private(set) var refreshCount = 0

    private let container = FeedView()
    private let environment: ExamplesEnvironment
    private var adapter: CollectionViewDataSource<Quote, Void>?
    /// The page the next batch asks for.
    private var nextPage = 0
    /// One more for each refresh: a page asked for before it is dropped.
    private var epoch = 0

    init(environment: ExamplesEnvironment) {
        self.environment = environment
        source = QuoteSource(settings: environment.feed)
        container.collectionView = collectionView
        container.onResize = { [weak self] in self?.configure() }
        try? container.addSubview(collectionView)
        collectionView.accessibilityLabel = "Quotes"
        collectionView.refreshControl = RefreshControl { [weak self] control in
            Task { @MainActor [weak self] in
                await self?.refresh()
                control.endRefreshing()
            }
        }
        container.showLoading()
        loading = Task { [weak self] in await self?.loadFirstPage() }
    }

    private static let provider = ComponentProvider<Quote, Void> { quote, _ in QuoteCell(quote: quote) }

    private func configuration(width: CGFloat) -> DataSourceConfiguration<Quote, Void> {
        var configuration = DataSourceConfiguration(provider: Self.provider, context: (), sizeRange: .flexibleHeight(width: width),
                                                    layoutContext: environment.layoutContext)
        // Sessions reading the feed show the same quotes: each is made once for all of them.
        configuration.sharesPreparedItems = true
        return configuration
    }

    private func configure() {
        adapter?.updateConfiguration(configuration(width: container.bounds.width))
    }

    /// The list's data source, made with the container's width the first time.
    private func dataSource() -> CollectionViewDataSource<Quote, Void> {
        if let adapter { return adapter }
        let made = CollectionViewDataSource(collectionView: collectionView, configuration: configuration(width: container.bounds.width))
        made.supplementaryDataSource = self
        // New pages fade in; a row that shows its author pushes the rows below down smoothly.
        let timing = AnimationTiming(duration: 0.2, curve: .easeInOut)
        made.animations = .automatic(timing: timing)
        made.dataSource.stateUpdateBoundsAnimation = timing
        adapter = made
        return made
    }

    /// The authors' rail above the quotes.
    public func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind, inSection section: Int)
        -> (any Component)?
    {
        kind == .header && section == 0 ? AuthorsRail() : nil
    }

    /// Loads page 0, then lets the list ask for the rest. A failed first
    /// page is left to batch fetching, whose footer shows the failure and Retry.
    private func loadFirstPage() async {
        do {
            let page = try await source.page(0)
            try show(quotes + page.quotes, next: page.number + 1)
            container.hideLoading()
            container.window?.announce("\(page.quotes.count) quotes loaded")
        } catch {
            container.hideLoading()
        }
        let settings = environment.feed
        collectionView.enableBatchFetching(leadingScreens: settings.leadingScreens) { [weak self] context in
            self?.loadMore(context)
        }
    }

    /// Declares `all` as the list's items; the page after is `next`.
    private func show(_ all: [Quote], next: Int) throws(DiffError) {
        try dataSource().dataSource.setItems(all, mode: .synchronous)
        quotes = all
        nextPage = next
    }

    /// The list wants the next page: fetch it, add it, complete the context.
    private func loadMore(_ context: BatchFetchContext) {
        let epoch = epoch, number = nextPage
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                let page = try await source.page(number)
                // A page asked for before a refresh, or after the list gave up on it, is dropped.
                guard epoch == self.epoch, !context.isCancelled else { return }
                try show(quotes + page.quotes, next: page.number + 1)
                context.finish(hasMore: true)
            } catch {
                guard epoch == self.epoch else { return }
                context.fail(error)
            }
        }
    }

    /// Starts the feed over from page 0 of a new generation: the list shows
    /// the new first page alone, and a page still loading for the old list
    /// is dropped. On failure the old list stays and the failure is announced.
    public func refresh() async {
        epoch += 1
        let epoch = epoch
        await source.restart()
        do {
            let page = try await source.page(0)
            guard epoch == self.epoch else { return }
            try show(page.quotes, next: page.number + 1)
            refreshCount += 1
            container.hideLoading()
            container.window?.announce("Refreshed: \(page.quotes.count) quotes")
        } catch {
            container.window?.announce("Could not refresh: \(error.localizedDescription)", priority: .assertive)
        }
        // A batch asked for before the refresh is cancelled; the list asks again when it needs more.
        collectionView.resetBatchFetching()
    }
}
