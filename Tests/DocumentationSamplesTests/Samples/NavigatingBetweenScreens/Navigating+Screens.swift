// sample: navigation-screens
import Foundation
import ViewTree

// sample-hide
extension Navigating {
    // sample-show
    @MainActor
    final class HomeScreen: NavigationScreen {
        let view = View()
        var navigationItem: NavigationItem { NavigationItem(title: "Albums", path: "/", backTitle: "Albums") }
    }

    @MainActor
    final class AlbumScreen: NavigationScreen {
        let view = View()
        let album: Int

        init(album: Int) {
            self.album = album
        }

        var navigationItem: NavigationItem {
            NavigationItem(title: "Album \(album)", path: "/albums/\(album)")
        }
    }
    // sample-hide
}
// end-sample

/// The samples of "Navigating between screens" (ViewTree), nested so their
/// names do not meet other articles'.
enum Navigating {}
