import ComponentKitLists
import Foundation

extension ShowingAList {
    /// Fills the list, then removes its fourth photo.
    @MainActor
    static func fill(_ feed: CollectionViewDataSource<Photo, PhotoListContext>, with photos: [Photo]) throws {
        // sample: list-apply
        var changeset = Changeset<Photo>(insertedSections: [0])
        for (index, photo) in photos.enumerated() { changeset.insertedItems[[0, index]] = photo }
        try feed.apply(changeset)                        // queued, prepared in the background
        try feed.apply(Changeset(removedItems: [[0, 3]]), mode: .synchronous)  // applies both now
        // end-sample
    }

    /// The list in a window, resized.
    @MainActor
    static func resize(_ screen: PhotosScreen, in window: Window) throws {
        // sample: list-resize
        try window.rootView.addSubview(screen.collectionView)
        screen.collectionView.frame.size.width = 600
        screen.feed.updateConfiguration(screen.configuration())   // every cell is laid out again, 600 wide
        // end-sample
    }

    /// The size ranges the article lists.
    @MainActor
    static func sizeRanges(for collectionView: CollectionView) -> [SizeRange] {
        // sample: list-size-ranges
        let rows = SizeRange.flexibleHeight(width: 390)                 // a vertical list: 390 wide, any height
        let rail = SizeRange.flexibleWidth(height: 120)                 // a horizontal rail: 120 high, any width
        let side: CGFloat = (390 / 3).rounded(.down)
        let grid = SizeRange.exactly(CGSize(width: side, height: side)) // three squares a row
        let fromBounds = SizeRangeProvider.flexibleHeight.sizeRange(for: collectionView.bounds.size)
        // end-sample
        return [rows, rail, grid, fromBounds]
    }
}
