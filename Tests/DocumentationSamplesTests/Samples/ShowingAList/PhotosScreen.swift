import ComponentKitLists
import Foundation

extension ShowingAList {
    // sample: list-screen
    @MainActor
    final class PhotosScreen {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let downloader: any ImageDownloading
        private(set) lazy var feed = CollectionViewDataSource(collectionView: collectionView, configuration: configuration())
        private(set) var openedPhotos: [Photo] = []

        init(downloader: any ImageDownloading) {
            self.downloader = downloader
        }

        /// What cells are made with: this screen's images and actions, and the list's width.
        func configuration() -> DataSourceConfiguration<Photo, PhotoListContext> {
            DataSourceConfiguration(
                provider: ComponentProvider { photo, context in PhotoCell(photo: photo, context: context) },
                context: PhotoListContext(downloader: downloader, open: Action(target: self, method: PhotosScreen.open)),
                sizeRange: SizeRangeProvider.flexibleHeight.sizeRange(for: collectionView.bounds.size))
        }

        func open(_ photo: Photo) {
            openedPhotos.append(photo)   // or push the photo's detail screen
        }
    }
    // end-sample
}
