import ComponentKit

/// An item of the photo list: a loading row until the catalog arrives, then its photos.
enum PhotoListItem: Hashable, Sendable {
    case loading
    case photo(Photo)

    /// Makes each item's component; called off the main actor.
    static let provider = ComponentProvider<PhotoListItem, PhotoContext> { item, context in
        switch item {
        case .loading:
            CenterComponent(size: ComponentSize(height: 120), child: ActivityIndicatorComponent())
        case .photo(let photo):
            PhotoComponent(photo: photo, context: context)
        }
    }
}
