import ComponentKitLists
import Foundation

/// The list of photos: a collection view whose items come from changesets.
@MainActor
final class PhotosScreen {
    let collectionView = PhotoListView()
    let images: any ImageDownloading
    /// The collection view's data source; it makes and lays out each item's component.
    private(set) lazy var feed = CollectionViewDataSource(collectionView: collectionView, configuration: configuration())
    /// The photos shown, once they have arrived.
    private(set) var photos: [Photo] = []

    init(images: any ImageDownloading) {
        self.images = images
        // The list starts empty: add its section, holding the loading row.
        try? feed.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: .loading]))
        collectionView.onResize = { [weak self] in self?.layOutRows() }
    }

    /// Replaces the loading row with `photos`.
    func show(_ photos: [Photo]) throws {
        var changeset = Changeset<PhotoListItem>(removedItems: [[0, 0]])
        for (index, photo) in photos.enumerated() {
            changeset.insertedItems[[0, index]] = .photo(photo)
        }
        try feed.apply(changeset)
        self.photos = photos
    }

    /// Rows as wide as the list, as tall as they need.
    private func configuration() -> DataSourceConfiguration<PhotoListItem, PhotoContext> {
        DataSourceConfiguration(
            provider: PhotoListItem.provider,
            context: PhotoContext(images: images, open: .noop),   // a tap does nothing yet
            sizeRange: SizeRangeProvider.flexibleHeight.sizeRange(for: collectionView.bounds.size))
    }

    /// Lays every row out again for the list's new size.
    private func layOutRows() {
        feed.updateConfiguration(configuration())
    }
}

/// A collection view that says when its size changed.
final class PhotoListView: CollectionView {
    var onResize: () -> Void = {}

    override func boundsSizeDidChange() {
        onResize()
    }
}
