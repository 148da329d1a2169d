import Foundation
import Testing
import ViewTree

extension Navigating {
    @MainActor
    @Suite("Navigating between screens")
    struct NavigatingTests {
        let window = Window(size: CGSize(width: 390, height: 844))

        /// The titles of the buttons in `view`'s tree, in tree order.
        func buttonTitles(in view: View) -> [String] {
            view.subtree.compactMap { ($0 as? Button).flatMap { $0.isHidden ? nil : $0.currentTitle } }
        }

        /// The locations the window recorded for the browser, in order.
        func recordedLocations() -> [String] {
            window.takeTransaction().mutations.compactMap { mutation in
                guard case let .location(location, _, change) = mutation else { return nil }
                switch change {
                case .push: return "push \(location)"
                case .replace: return "replace \(location)"
                case .back(let count): return "back\(count) \(location)"
                }
            }
        }

        @Test("Push and pop: album 1 is on top again, as it was left, with Back titled by the screen below")
        func pushAndPop() throws {
            let navigation = try Navigating.pushAndPop(in: window)
            #expect(navigation.screens.map(\.navigationItem.title) == ["Albums", "Album 1"])
            #expect(buttonTitles(in: navigation) == ["‹ Albums"])
            let album = try #require(navigation.topScreen as? AlbumScreen)
            let scroll = ScrollView(frame: album.view.bounds)
            try album.view.addSubview(scroll)
            scroll.contentSize = CGSize(width: 390, height: 3000)
            scroll.scroll(to: CGPoint(x: 0, y: 500))
            navigation.push(AlbumScreen(album: 2))
            #expect(album.view.isHidden)
            navigation.pop()
            #expect(navigation.topScreen === album)
            #expect(scroll.contentOffset.y == 500)
            navigation.popToRoot()
            #expect(buttonTitles(in: navigation).isEmpty)
        }

        @Test("A bar item runs its action; after updateBar the bar shows the new title and path")
        func barItems() throws {
            let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            try window.rootView.addSubview(navigation)
            let photos = PhotosScreen()
            photos.navigation = navigation
            navigation.push(photos)
            let grid = try #require(navigation.subtree.compactMap { $0 as? Button }.first { $0.currentTitle == "Grid" })
            grid.sendTouchUpInside()
            #expect(photos.grid)
            #expect(buttonTitles(in: navigation) == ["List"])
            #expect(navigation.currentLocation?.location == "/photos?layout=grid")
        }

        @Test("The router builds the stack for a location, keeps the screens it shares, and shows Not found")
        func routing() throws {
            let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            try window.rootView.addSubview(navigation)
            Navigating.route(navigation)
            navigation.open(Location("/"))
            let home = try #require(navigation.topScreen)
            let stacks = Navigating.open(in: navigation)
            #expect(stacks == [
                ["Albums", "Album 7"], ["Albums", "Album 8"], ["Albums"], ["Albums", "Not found"],
            ])
            #expect(navigation.screens[0] === home)
            #expect(navigation.topScreen is NotFoundScreen)
        }

        @Test("show(_:) adds a history entry for a new screen and goes back for one on the stack; open(_:) replaces")
        func showAndOpen() throws {
            let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            try window.rootView.addSubview(navigation)
            Navigating.route(navigation)
            navigation.open(Location("/"))
            #expect(recordedLocations() == ["replace /"])
            Navigating.follow(in: navigation)
            #expect(recordedLocations() == ["push /albums/3", "back1 /"])
            navigation.open(Location("/albums/4"))
            #expect(recordedLocations() == ["replace /albums/4"])
        }
    }
}
