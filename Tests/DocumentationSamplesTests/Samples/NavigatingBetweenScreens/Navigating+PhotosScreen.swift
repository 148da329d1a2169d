import Foundation
import ViewTree

extension Navigating {
    // sample: navigation-bar
    @MainActor
    final class PhotosScreen: NavigationScreen {
        let view = View()
        weak var navigation: NavigationView?
        private(set) var grid = false

        var navigationItem: NavigationItem {
            NavigationItem(title: "Photos", path: grid ? "/photos?layout=grid" : "/photos",
                           trailingItems: [BarItem(grid ? "List" : "Grid") { [weak self] in self?.toggleLayout() }])
        }

        func toggleLayout() {
            grid.toggle()
            navigation?.updateBar()   // the bar reads the item again: "List", and the new path
        }
    }
    // end-sample
}
