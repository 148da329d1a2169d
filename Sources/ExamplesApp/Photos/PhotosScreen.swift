import ComponentKitLists
import Foundation
import ViewTree

/// Seed 000's photo list: a loading indicator while the catalog is fetched,
/// then the photos in a list or a grid; tapping one opens it.
@MainActor
public final class PhotosScreen: ExampleScreen {
    public let title = "Photos"
    public var view: View { container }
    public var barButton: (title: String, action: @MainActor () -> Void)? {
        (layout == .list ? "Grid" : "List", { [weak self] in self?.toggleLayout() })
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

    init(environment: ExamplesEnvironment, navigation: NavigationView) {
        self.environment = environment
        self.navigation = navigation
        container.collectionView = collectionView
        container.onResize = { [weak self] in self?.configure() }
        try? container.addSubview(collectionView)
        collectionView.isHidden = true
        container.showLoading()
        loading = Task { [weak self] in await self?.load() }
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
        self.adapter = adapter
        var changeset = Changeset<Photo>(insertedSections: [0])
        for (index, photo) in photos.enumerated() { changeset.insertedItems[[0, index]] = photo }
        try? adapter.apply(changeset, mode: .synchronous)
        container.hideLoading()
        collectionView.isHidden = false
    }

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
        adapter?.updateConfiguration(configuration(width: container.bounds.width), mode: .synchronous)
        navigation?.updateBar()
    }

    private func open(_ photo: Photo) {
        navigation?.push(PhotoDetailScreen(photo: photo, environment: environment))
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
    weak var collectionView: CollectionView?
    var onResize: (() -> Void)?
    let spinner = ActivityIndicator()
    let message = Label()
    private var lastWidth: CGFloat = 0

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        spinner.accessibilityIdentifier = "photos.loading"
        message.textAlignment = .center
        message.textColor = Color(white: 0.4)
        message.numberOfLines = 0
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

    override func layoutSubviews() {
        collectionView?.frame = bounds
        spinner.frame = CGRect(x: bounds.midX - 16, y: bounds.midY - 40, width: 32, height: 32)
        message.frame = CGRect(x: 16, y: bounds.midY, width: Swift.max(0, bounds.width - 32), height: 44)
        if bounds.width != lastWidth {
            lastWidth = bounds.width
            onResize?()
        }
    }
}
