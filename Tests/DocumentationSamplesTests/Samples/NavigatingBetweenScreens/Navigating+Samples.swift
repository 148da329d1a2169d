import Foundation
import ViewTree

extension Navigating {
    /// Pushes and pops; returns the navigation view.
    @MainActor
    static func pushAndPop(in window: Window) throws -> NavigationView {
        // sample: navigation-push-pop
        let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        try window.rootView.addSubview(navigation)
        navigation.push(HomeScreen())            // the root: no Back button
        navigation.push(AlbumScreen(album: 1))   // "‹ Albums" in the bar
        navigation.push(AlbumScreen(album: 2))
        navigation.pop()                         // album 1, as it was left
        // end-sample
        return navigation
    }

    /// Gives `navigation` the article's router.
    @MainActor
    static func route(_ navigation: NavigationView) {
        // sample: navigation-router
        navigation.router = NavigationRouter { location in
            let home = NavigationRouter.Step(path: "/") { HomeScreen() }
            let parts = location.pathComponents
            if parts.isEmpty { return [home] }
            guard parts.count == 2, parts[0] == "albums", let album = Int(parts[1]) else { return nil }
            return [home, NavigationRouter.Step(path: "/albums/\(album)") { AlbumScreen(album: album) }]
        }
        // end-sample
    }

    /// Opens the article's locations, one at a time; returns the titles after each.
    @MainActor
    static func open(in navigation: NavigationView) -> [[String]] {
        var stacks: [[String]] = []
        func titles() { stacks.append(navigation.screens.map(\.navigationItem.title)) }
        // sample: navigation-open
        navigation.open(Location("/albums/7"))   // Albums, then album 7
        // sample-hide
        titles()
        // sample-show
        navigation.open(Location("/albums/8"))   // Albums is kept; album 8 replaces album 7
        // sample-hide
        titles()
        // sample-show
        navigation.open(Location("/"))           // back to Albums, as it was left
        // sample-hide
        titles()
        // sample-show
        navigation.open(Location("/tracks/1"))   // Albums, then "Not found"
        // end-sample
        titles()
        return stacks
    }

    /// Follows a link inside the app, then goes back to the root.
    @MainActor
    static func follow(in navigation: NavigationView) {
        // sample: navigation-show
        navigation.show(Location("/albums/3"))   // a new history entry
        navigation.show(Location("/"))           // back one entry, to Albums
        // end-sample
    }
}
