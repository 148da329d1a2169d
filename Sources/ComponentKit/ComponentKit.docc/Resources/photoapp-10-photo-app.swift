import ComponentKit

/// The app: the photo list at the bottom of a navigation stack.
@MainActor
final class PhotoApp {
    /// The app's root view: put it in a window, or serve it to browsers.
    let navigation = NavigationView()
    let list: PhotosScreen

    init(images: any ImageDownloading) {
        list = PhotosScreen(images: images, navigation: navigation)
        navigation.push(list)
    }
}
