import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Navigation view: locations, routing and the browser's history")
struct NavigationLocationTests {
    let window = Window(size: CGSize(width: 390, height: 844))
    let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let made = Counter()

    init() throws {
        try window.rootView.addSubview(navigation)
        let made = self.made
        navigation.router = NavigationRouter { location in
            let home = NavigationRouter.Step(path: "/") { made.add("/"); return TestScreen("Home", path: "/") }
            let parts = location.pathComponents
            if parts.isEmpty { return [home] }
            guard parts[0] == "photos" else { return nil }
            let photos = NavigationRouter.Step(path: "/photos") { made.add("/photos"); return TestScreen("Photos", path: "/photos") }
            if parts.count == 1 { return [home, photos] }
            let id = parts[1]
            return [home, photos, .init(path: "/photos/\(id)") { made.add("/photos/\(id)"); return TestScreen("Photo \(id)", path: "/photos/\(id)") }]
        }
    }

    @Test("Push, pop and pop to root record the location as the browser's history must change")
    func stackChangesRecordLocations() {
        navigation.push(TestScreen("Home", path: "/"))
        navigation.push(TestScreen("Photos", path: "/photos"))
        navigation.push(TestScreen("Sheet", path: nil))
        navigation.push(TestScreen("Photo 3", path: "/photos/3"))
        navigation.pop()
        navigation.popToRoot()
        #expect(recordedLocations(window) == [
            "push / Home", "push /photos Photos",
            // A screen without a path keeps the location below; only the title changes.
            "replace /photos Sheet",
            "push /photos/3 Photo 3",
            "back1 /photos Sheet",
            "back1 / Home",
        ])
    }

    @Test("A screen changing its path or title replaces the location; an unchanged bar records nothing")
    func updateBarReplaces() {
        let photos = TestScreen("Photos", path: "/photos")
        navigation.push(photos)
        _ = recordedLocations(window)
        navigation.updateBar()
        photos.navigationItem.path = "/photos?layout=grid"
        navigation.updateBar()
        photos.navigationItem.title = "Grid"
        navigation.updateBar()
        #expect(recordedLocations(window) == ["replace /photos?layout=grid Photos", "replace /photos?layout=grid Grid"])
        #expect(navigation.currentLocation?.location == "/photos?layout=grid")
    }

    @Test("Opening a location builds its stack from the router, and records it as a replace")
    func openBuildsTheStack() {
        window.open(Location("/photos/3"))
        #expect(navigation.screens.map(\.navigationItem.title) == ["Home", "Photos", "Photo 3"])
        #expect(made.values == ["/", "/photos", "/photos/3"])
        #expect(recordedLocations(window) == ["replace /photos/3 Photo 3"])
        // The browser may hold entries for these screens (it came Forward to
        // them): the app's Back asks it to go back, and the page checks.
        navigation.pop()
        #expect(recordedLocations(window) == ["back1 /photos Photos"])
    }

    @Test("Back and Forward: a location on the stack pops to its screen, kept; a deeper one keeps the screens it shares")
    func openKeepsScreens() {
        window.open(Location("/photos/3"))
        let photos = navigation.screens[1]
        navigation.open(Location("/photos"))
        #expect(navigation.topScreen === photos)
        navigation.open(Location("/photos/4"))
        #expect(navigation.screens[1] === photos)
        #expect(navigation.screens.map(\.navigationItem.title) == ["Home", "Photos", "Photo 4"])
        #expect(made.values == ["/", "/photos", "/photos/3", "/photos/4"])
        navigation.open(Location("/photos/4"))
        #expect(made.values.count == 4)
    }

    @Test("An unknown location shows the not-found screen above the root, at that location")
    func unknownLocation() throws {
        navigation.open(Location("/nowhere/at/all"))
        #expect(navigation.screens.count == 2)
        let notFound = try #require(navigation.topScreen as? NotFoundScreen)
        #expect(notFound.navigationItem.path == "/nowhere/at/all")
        #expect(notFound.navigationItem.title == "Not found")
        #expect(notFound.view.dump().contains("There is no screen at /nowhere/at/all."))
        let home = try #require(notFound.view.subviews.compactMap { $0 as? Button }.first)
        home.sendTouchUpInside()
        #expect(navigation.screens.map(\.navigationItem.title) == ["Home"])
    }

    @Test("Following a link inside the app pushes a history entry; back to a screen on the stack goes back")
    func showPushesOrGoesBack() {
        navigation.open(Location("/"))
        _ = recordedLocations(window)
        navigation.show(Location("/photos/3"))
        navigation.show(Location("/"))
        #expect(recordedLocations(window) == ["push /photos/3 Photo 3", "back1 / Home"])
    }

    @Test("Without a router only screens on the stack can be reached")
    func noRouter() {
        navigation.router = nil
        navigation.push(TestScreen("Home", path: "/"))
        navigation.push(TestScreen("Photos", path: "/photos"))
        navigation.open(Location("/elsewhere"))
        #expect(navigation.screens.count == 2)
        navigation.open(Location("/"))
        #expect(navigation.screens.count == 1)
    }

    @Test("Locations from outside are checked: paths only, bounded, no control characters")
    func locationValidation() {
        #expect(Location(validating: "/photos/3?layout=grid")?.pathComponents == ["photos", "3"])
        #expect(Location(validating: "/photos?layout=grid")?.queryValue("layout") == "grid")
        #expect(Location(validating: "/a%20b")?.path == "/a b")
        #expect(Location(validating: "/a%20b")?.description == "/a%20b")
        for bad in ["", "photos", "//evil.example/x", "https://evil.example/", "/a\nb", "/" + String(repeating: "a", count: 2048)] {
            #expect(Location(validating: bad) == nil, "\(bad.prefix(30))")
        }
        #expect(Location("not a path").description == "/")
    }
}
