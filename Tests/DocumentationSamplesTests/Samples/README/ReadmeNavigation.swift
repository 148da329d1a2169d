// sample: readme-navigation
import ViewTree

final class PhotoScreen: NavigationScreen {
    let view = View()
    let id: String
    init(id: String) { self.id = id }
    var navigationItem: NavigationItem { NavigationItem(title: "Photo \(id)", path: "/photos/\(id)") }
}

final class HomeScreen: NavigationScreen {
    let view = View()
    let navigationItem = NavigationItem(title: "Home", path: "/")
}

// sample-hide
extension Readme {
    /// The README's navigation block: a stack with a router, opened at a photo's URL.
    @MainActor
    static func navigation() -> NavigationView {
        // sample-show
        let navigation = NavigationView()
        navigation.router = NavigationRouter { location in
            let home = NavigationRouter.Step(path: "/") { HomeScreen() }
            let parts = location.pathComponents
            if parts.isEmpty { return [home] }
            guard parts.count == 2, parts[0] == "photos" else { return nil }   // nil: the not-found screen
            return [home, .init(path: location.path) { PhotoScreen(id: parts[1]) }]
        }
        navigation.push(HomeScreen())
        navigation.open(Location("/photos/3"))   // as a reload or a shared link would
        // sample-hide
        return navigation
    }
}
// end-sample
