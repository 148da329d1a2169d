// sample: photoapp-11-photo-app.swift
import ComponentKit

// sample-hide
extension PhotoAppStep11 {
    // sample-show
    /// The app: the photo list at the bottom of a navigation stack.
    @MainActor
    final class PhotoApp {
        /// The app's root view: put it in a window, or serve it to browsers.
        let navigation = NavigationView()
        let list: PhotosScreen

        init(images: any ImageDownloading) {
            let list = PhotosScreen(images: images, navigation: navigation)
            self.list = list
            navigation.push(list)
            navigation.router = NavigationRouter { location in
                Self.screens(at: location, list: list, images: images)
            }
        }

        /// The screens at `location`, from the list up: the list at `/`, a
        /// photo at `/photos/<id>`; nil for anything else.
        private static func screens(at location: Location, list: PhotosScreen,
                                    images: any ImageDownloading) -> [NavigationRouter.Step]? {
            let home = NavigationRouter.Step(path: "/") { list }
            let parts = location.pathComponents
            if parts.isEmpty { return [home] }
            guard parts.count == 2, parts[0] == "photos",
                  let photo = list.photos.first(where: { "\($0.id)" == parts[1] }) else { return nil }
            let detail = NavigationRouter.Step(path: "/photos/\(photo.id)") {
                PhotoDetailScreen(photo: photo, images: images)
            }
            return [home, detail]
        }
    }
    // sample-hide
}
// end-sample
