import ComponentKit
import Foundation
import ViewTree

/// One photo, large, with its title and author, at `/photos/<id>`; a
/// toolbar goes to the previous and next photo of the catalog in place
/// (the address follows, replacing its history entry).
@MainActor
final class PhotoDetailScreen: NavigationScreen {
    var view: View { host }
    var navigationItem: NavigationItem {
        let index = photo.flatMap { shown in catalog.firstIndex { $0.id == shown.id } }
        return NavigationItem(
            title: photo?.title ?? (missing ? "No such photo" : "Photo"), path: "/photos/\(photoID)",
            toolbarItems: index.map { index in
                [BarItem("Previous", accessibilityLabel: "Previous photo", identifier: "photo.previous", isEnabled: index > 0) {
                     [weak self] in self?.step(by: -1)
                 },
                 BarItem("Next", accessibilityLabel: "Next photo", identifier: "photo.next", isEnabled: index < catalog.count - 1) {
                     [weak self] in self?.step(by: 1)
                 }]
            } ?? [])
    }
    private var photoID: String
    /// The photos of the list that opened it, in order, for the toolbar.
    private var catalog: [Photo] = []
    private var photo: Photo?
    private var missing = false
    private let host: HostingView<Photo, PhotoContext>

    /// The screen of `photo`, tapped in `photos`.
    convenience init(photo: Photo, in photos: PhotosScreen, environment: ExamplesEnvironment) {
        self.init(photoID: photo.id, environment: environment)
        catalog = photos.allPhotos
        show(photo)
    }

    /// The screen of the photo `photoID` (a link or a reload): empty until
    /// `photos` has its catalog, then the photo, or a message if there is no
    /// such photo.
    convenience init(photoID: String, from photos: PhotosScreen, environment: ExamplesEnvironment) {
        self.init(photoID: photoID, environment: environment)
        Task { [weak self, weak photos] in
            let photo = await photos?.photo(withID: photoID)
            guard let self else { return }
            self.catalog = photos?.allPhotos ?? []
            if let photo { self.show(photo) } else { self.showMissing() }
        }
    }

    private init(photoID: String, environment: ExamplesEnvironment) {
        self.photoID = photoID
        let context = PhotoContext(downloader: environment.downloader, baseURL: environment.baseURL, layout: .list) { _ in }
        host = HostingView(provider: Self.provider, sizeRangeProvider: .flexibleHeight, context: context,
                           layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
    }

    /// Shows the photo `offset` places from this one in the catalog.
    private func step(by offset: Int) {
        guard let photo, let index = catalog.firstIndex(where: { $0.id == photo.id }),
              catalog.indices.contains(index + offset) else { return }
        show(catalog[index + offset])
    }

    private func show(_ photo: Photo) {
        self.photo = photo
        photoID = photo.id
        host.update(model: photo)
        (host.superview as? NavigationView)?.updateBar()
    }

    private func showMissing() {
        missing = true
        let message = Label()
        message.text = AttributedText("There is no photo \(photoID).")
        message.textAlignment = .center
        message.frame = CGRect(x: 16, y: 24, width: Swift.max(0, host.bounds.width - 32), height: 44)
        message.accessibilityIdentifier = "photo.missing"
        // A fresh label is no ancestor of the host.
        try? host.addSubview(message)
        (host.superview as? NavigationView)?.updateBar()
    }

    private static let provider = ComponentProvider<Photo, PhotoContext> { photo, context in
        PhotoDetail(photo: photo, context: context)
    }
}

/// The detail layout: the photo at full width in 3:2, then its text.
struct PhotoDetail: CompositeComponent {
    let photo: Photo
    let context: PhotoContext

    var body: some Component {
        let url = context.baseURL.appendingPathComponent("media/photos").appendingPathComponent(photo.file)
        let image = NetworkImageComponent(url: url, downloader: context.downloader, accessibilityLabel: photo.title,
                                          placeholder: PhotoCell.placeholder, contentMode: .aspectFill)
        // A constant, valid ratio: the initializer only refuses non-positive ones.
        let framed: any Component = (try? RatioComponent(ratio: 2.0 / 3.0, child: image)) ?? image
        var title = Font.preferred(.title2)
        title.weight = .bold
        return StackComponent(view: ViewConfiguration(View.self, [.accessibilityIdentifier("photo.detail")]), axis: .vertical, spacing: 12) {
            framed
            InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 0), child: StackComponent(axis: .vertical, spacing: 6) {
                LabelComponent(AttributedText(photo.title), font: title, numberOfLines: 0,
                               attributes: [.accessibilityIdentifier("photo.title"), .accessibilityHeading(level: 2)])
                LabelComponent(AttributedText("by \(photo.author)"), font: .preferred(.subheadline), color: .secondaryLabel)
            })
        }
    }
}
