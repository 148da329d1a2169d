// sample: photoapp-09-photos-screen.swift
import ComponentKitLists
import Foundation

// sample-hide
extension PhotoAppStep09 {
    // sample-show
    /// The list of photos: a collection view whose items come from changesets.
    @MainActor
    final class PhotosScreen: NavigationScreen {
        let collectionView = PhotoListView()
        var view: View { collectionView }
        var navigationItem: NavigationItem { NavigationItem(title: "Photos", path: "/") }
        let images: any ImageDownloading
        /// The collection view's data source; it makes and lays out each item's component.
        private(set) lazy var feed = CollectionViewDataSource(collectionView: collectionView, configuration: configuration())
        /// The photos shown, once they have arrived.
        private(set) var photos: [Photo] = []
        private weak var navigation: NavigationView?

        init(images: any ImageDownloading, navigation: NavigationView) {
            self.images = images
            self.navigation = navigation
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

        /// Shows `photo` on a screen of its own, above this one.
        func open(_ photo: Photo) {
            navigation?.push(PhotoDetailScreen(photo: photo, images: images))
        }

        /// Rows as wide as the list, as tall as they need; a tap opens the row's photo.
        private func configuration() -> DataSourceConfiguration<PhotoListItem, PhotoContext> {
            DataSourceConfiguration(
                provider: PhotoListItem.provider,
                context: PhotoContext(images: images, open: Action(target: self, method: PhotosScreen.open)),
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
    // sample-hide
}
// end-sample
