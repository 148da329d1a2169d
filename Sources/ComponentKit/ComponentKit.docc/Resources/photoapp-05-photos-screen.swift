import ComponentKitLists
import Foundation

/// The list of photos: a collection view whose items come from changesets.
@MainActor
final class PhotosScreen {
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 640))
    let images: any ImageDownloading
    /// The collection view's data source; it makes and lays out each item's component.
    private(set) lazy var feed = CollectionViewDataSource(collectionView: collectionView, configuration: configuration())

    init(images: any ImageDownloading) {
        self.images = images
        // The list starts empty: add its section, holding the loading row.
        try? feed.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: .loading]))
    }

    private func configuration() -> DataSourceConfiguration<PhotoListItem, PhotoContext> {
        DataSourceConfiguration(
            provider: PhotoListItem.provider,
            context: PhotoContext(images: images, open: .noop),   // a tap does nothing yet
            sizeRange: .flexibleHeight(width: 390))
    }
}
