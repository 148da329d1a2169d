import ViewTree

/// A plain screen of a navigation stack: an empty view with a title and a path.
@MainActor
final class PlainScreen: NavigationScreen {
    let view = View()
    let navigationItem: NavigationItem
    init(_ title: String, path: String) { navigationItem = NavigationItem(title: title, path: path) }
}

/// A navigation stack that routes `/` (Home) and `/photos` (Home, then
/// Photos), showing Home: for sessions that move between two screens.
@MainActor
func makeTwoScreenNavigation() -> NavigationView {
    let navigation = NavigationView()
    navigation.router = NavigationRouter { location in
        let home = NavigationRouter.Step(path: "/") { PlainScreen("Home", path: "/") }
        switch location.path {
        case "/": return [home]
        case "/photos": return [home, .init(path: "/photos") { PlainScreen("Photos", path: "/photos") }]
        default: return nil
        }
    }
    navigation.push(PlainScreen("Home", path: "/"))
    return navigation
}
