// sample: photoapp-10-photo-app.swift
import ComponentKit

// sample-hide
extension PhotoAppStep10 {
    // sample-show
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
    // sample-hide
}
// end-sample
