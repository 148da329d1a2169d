import ComponentKitLists

extension Readme {
    /// The README's list block: the PhotoCell above, in a collection view.
    @MainActor
    static func feed(in collectionView: CollectionView) throws -> CollectionViewDataSource<String, Void> {
        // sample: readme-feed
        let feed = CollectionViewDataSource(
            collectionView: collectionView,
            configuration: DataSourceConfiguration(
                provider: ComponentProvider<String, Void> { title, _ in PhotoCell(title: title) },
                context: (), sizeRange: .flexibleHeight(width: 390)))
        try feed.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: "Golden Gate"]), mode: .asynchronous)
        // end-sample
        return feed
    }
}
