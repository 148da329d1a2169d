import ComponentKit
import ComponentKitLists
import Foundation
import ViewTree

/// Seed 000's photo list: a loading indicator while the catalog is fetched,
/// then the photos in a list or a grid; tapping one opens it. A search field
/// above filters the photos by title as it is typed: the filtered list is
/// diffed against the shown one, and the changes reach the list as
/// changesets through its data source, animated.
@MainActor
public final class PhotosScreen: NavigationScreen {
    public var view: View { container }
    /// "Photos" at `/photos`, or `/photos?layout=grid` for the grid, with a button switching between the two.
    public var navigationItem: NavigationItem {
        NavigationItem(
            title: "Photos", path: layout == .grid ? "/photos?layout=grid" : "/photos",
            trailingItems: [BarItem(layout == .list ? "Grid" : "List", identifier: "navigation.action") { [weak self] in
                self?.toggleLayout()
            }])
    }

    /// The list of photos (empty until loaded).
    public let collectionView = CollectionView()
    private let container = PhotosView()
    private let environment: ExamplesEnvironment
    private weak var navigation: NavigationView?
    private var adapter: CollectionViewDataSource<Photo, PhotoContext>?
    /// List or grid.
    public private(set) var layout = PhotoLayout.list
    /// Set once the catalog has arrived (or failed).
    public private(set) var loading: Task<Void, Never>?
    /// Every photo of the catalog.
    public private(set) var allPhotos: [Photo] = []
    /// The photos the list shows: those matching ``query``.
    public private(set) var shownPhotos: [Photo] = []
    /// The search field's text.
    public private(set) var query = ""
    private let searchBar: HostingView<Int, Action<String>>

    init(environment: ExamplesEnvironment, navigation: NavigationView) {
        self.environment = environment
        self.navigation = navigation
        searchBar = HostingView(provider: Self.searchProvider, sizeRangeProvider: .flexibleHeight, context: .noop,
                                layoutContext: environment.layoutContext)
        container.searchBar = searchBar
        container.collectionView = collectionView
        container.onResize = { [weak self] in self?.configure() }
        try? container.addSubview(collectionView)
        try? container.addSubview(searchBar)
        collectionView.isHidden = true
        container.showLoading()
        loading = Task { [weak self] in await self?.load() }
        searchBar.update(context: Action(identity: "photos.search") { [weak self] query in self?.search(query) })
        searchBar.update(model: 0)
    }

    private static let searchProvider = ComponentProvider<Int, Action<String>> { _, search in PhotoSearchField(search: search) }

    /// Shows the photos whose titles contain `query` (ignoring case): the
    /// difference from the shown photos goes to the list as changesets.
    public func search(_ query: String) {
        self.query = query
        guard let adapter else { return }
        let matching = Photo.matching(query, in: allPhotos)
        do {
            try adapter.dataSource.setItems(matching, mode: .synchronous)
        } catch {
            container.showError("Could not show the photos: \(error)")
            return
        }
        shownPhotos = matching
        container.showNoMatches(matching.isEmpty && !allPhotos.isEmpty ? query : nil)
        // The list changed under the search field: a screen reader hears how.
        if !allPhotos.isEmpty, !matching.isEmpty { container.window?.announce(Self.count(matching.count)) }
    }

    private func load() async {
        do {
            let photos = try await environment.photos.loadPhotos()
            show(photos)
        } catch {
            container.showError("Could not load the photos: \(error)")
        }
    }

    private func show(_ photos: [Photo]) {
        let adapter = CollectionViewDataSource(collectionView: collectionView, configuration: configuration(width: container.bounds.width))
        // Photos the search brings back fade in, quickly; those it leaves out go at once, so
        // the list never shows photos that no longer match.
        adapter.animations = ListUpdate.Animations(insertedItems: .fade, timing: AnimationTiming(duration: 0.15, curve: .easeOut))
        self.adapter = adapter
        allPhotos = photos
        shownPhotos = Photo.matching(query, in: photos)
        do {
            try adapter.dataSource.setItems(shownPhotos, mode: .synchronous)
        } catch {
            container.showError("Could not show the photos: \(error)")
            return
        }
        container.hideLoading()
        collectionView.isHidden = false
        container.window?.announce("\(Self.count(shownPhotos.count)) loaded")
    }

    private static func count(_ photos: Int) -> String { photos == 1 ? "1 photo" : "\(photos) photos" }

    private func configuration(width: CGFloat) -> DataSourceConfiguration<Photo, PhotoContext> {
        let context = PhotoContext(downloader: environment.downloader, baseURL: environment.baseURL, layout: layout) { [weak self] photo in
            self?.open(photo)
        }
        let side = (width / 3).rounded(.down)
        return DataSourceConfiguration(
            provider: Self.provider, context: context,
            sizeRange: layout == .grid ? .exactly(CGSize(width: side, height: side)) : .flexibleHeight(width: width),
            layoutContext: environment.layoutContext)
    }

    private static let provider = ComponentProvider<Photo, PhotoContext> { photo, context in PhotoCell(photo: photo, context: context) }

    private func configure() {
        adapter?.updateConfiguration(configuration(width: container.bounds.width))
    }

    /// Switches between the list and the grid.
    public func toggleLayout() {
        layout = layout == .list ? .grid : .list
        // Three columns: screen readers hear each photo's row and column.
        collectionView.layout.arrangement = layout == .grid ? .columns(3) : .flow
        adapter?.updateConfiguration(configuration(width: container.bounds.width), mode: .synchronous)
        navigation?.updateBar()
    }

    private func open(_ photo: Photo) {
        navigation?.push(PhotoDetailScreen(photo: photo, in: self, environment: environment))
    }

    /// The photo `id` once the catalog has loaded, or nil if it has none.
    func photo(withID id: String) async -> Photo? {
        await loading?.value
        return allPhotos.first { $0.id == id }
    }

    /// Shows `layout` (a link or a reload of `/photos?layout=grid`).
    func show(_ layout: PhotoLayout) {
        if layout != self.layout { toggleLayout() }
    }

    /// Opens the first photo, as tapping it would.
    func openFirst() async {
        guard let photo = adapter?.model(at: [0, 0]) else { return }
        open(photo)
    }
}

/// The Photos screen's view: the list, or a spinner and a message over it.
@MainActor
final class PhotosView: View {
    /// The search bar's height.
    static let searchBarHeight: CGFloat = 52
    weak var collectionView: CollectionView?
    weak var searchBar: View?
    var onResize: (() -> Void)?
    let spinner = ActivityIndicator()
    let message = Label()
    private var lastWidth: CGFloat = 0

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        semanticBackgroundColor = .systemBackground
        spinner.accessibilityIdentifier = "photos.loading"
        message.textAlignment = .center
        message.semanticTextColor = .secondaryLabel
        message.numberOfLines = 0
        // Loading, errors and "no matches" are read out when they appear.
        message.accessibilityLiveRegion = .polite
        spinner.accessibilityLabel = "Loading photos"
        try? addSubview(spinner)
        try? addSubview(message)
    }

    func showLoading() {
        spinner.isHidden = false
        spinner.startAnimating()
        message.text = "Loading photos…"
    }

    func hideLoading() {
        spinner.stopAnimating()
        spinner.isHidden = true
        message.isHidden = true
    }

    func showError(_ text: String) {
        spinner.stopAnimating()
        message.text = AttributedText(text)
    }

    /// Says no photo matches `query`, or hides the message for nil.
    func showNoMatches(_ query: String?) {
        message.isHidden = query == nil
        guard let query else { return }
        message.text = AttributedText("No photos match “\(query)”")
        // Above the (empty) list, which was added after the message.
        try? moveSubview(message, to: subviews.count - 1)
    }

    override func layoutSubviews() {
        let top = Self.searchBarHeight
        searchBar?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        collectionView?.frame = CGRect(x: 0, y: top, width: bounds.width, height: Swift.max(0, bounds.height - top))
        spinner.frame = CGRect(x: bounds.midX - 16, y: bounds.midY - 40, width: 32, height: 32)
        message.frame = CGRect(x: 16, y: bounds.midY, width: Swift.max(0, bounds.width - 32), height: 44)
        if bounds.width != lastWidth {
            lastWidth = bounds.width
            onResize?()
        }
    }
}
