import ComponentKit
import Foundation
import ViewTree

/// One running copy of the examples app (one per browser session): a tab
/// bar with two tabs, Home and Settings, each a navigation stack with a
/// router giving every screen a URL path.
///
/// | path | screen |
/// |---|---|
/// | `/` | Home |
/// | `/photos`, `/photos?layout=grid` | Photos, as a list or a grid |
/// | `/photos/<id>` | one photo |
/// | `/feed` | the quotes feed |
/// | `/animals`, `/animals/new` | Animals, and its Add form |
/// | `/server-driven` | the server-driven screen |
/// | `/drawing`, `/styles`, `/populations` | drawing, views and styles, the bar chart |
/// | `/typography` | the app's own fonts |
/// | `/settings` | every built-in control, in the Settings tab |
///
/// Any other path shows a not-found screen above the root screen of the
/// tab that holds it.
///
/// ```swift
/// let app = ExamplesApp(environment: environment)
/// app.tabBar.frame = window.rootView.bounds
/// try window.rootView.addSubview(app.tabBar)
/// await app.open(.animals)
/// ```
@MainActor
public final class ExamplesApp {
    /// The app's root view: the Home and Settings tabs.
    public let tabBar = TabBarView()
    /// The Home tab's stack: Home and every example screen.
    public let navigation = NavigationView()
    /// The Settings tab's stack.
    public let settingsNavigation = NavigationView()
    /// What the screens depend on.
    public let environment: ExamplesEnvironment

    /// An app showing the home screen. The app object need not be kept:
    /// its tab bar holds everything the screens need.
    public init(environment: ExamplesEnvironment) {
        self.environment = environment
        // Behind every screen, and in the browser around the app: the background of the traits.
        tabBar.semanticBackgroundColor = .systemBackground
        for stack in [navigation, settingsNavigation] { stack.semanticBackgroundColor = .systemBackground }
        navigation.router = Self.router(for: navigation, environment: environment)
        settingsNavigation.router = Self.settingsRouter(environment: environment)
        tabBar.addTab(TabBarItem(title: "Home", image: ExampleIcons.home, path: "/"), navigation: navigation)
        tabBar.addTab(TabBarItem(title: "Settings", image: ExampleIcons.settings, path: "/settings"), navigation: settingsNavigation)
    }

    /// Opens `screen` in its tab, on top of the tab's root screen (and, for
    /// a photo, the list under it); returns the screen shown, once it has
    /// loaded its data.
    @discardableResult
    public func open(_ screen: ExampleScreenID) async -> any NavigationScreen {
        tabBar.selectTab(at: screen == .settings ? 1 : 0)
        tabBar.selectedNavigationView?.popToRoot()
        switch screen {
        case .home:
            return navigation.screens[0]
        case .settings:
            return settingsNavigation.screens[0]
        case .photos, .photosGrid, .photoDetail:
            let photos = showPhotos()
            await photos.loading?.value
            if screen == .photosGrid { photos.toggleLayout() }
            if screen == .photoDetail { await photos.openFirst() }
            return navigation.screens.last ?? photos
        case .feed:
            let feed = showFeed()
            await feed.loading?.value
            return feed
        case .animals:
            return showAnimals()
        case .serverDriven:
            return showServerDriven()
        case .populations:
            return showPopulations()
        case .drawing:
            let screen = DrawingScreen(environment: environment)
            navigation.push(screen)
            return screen
        case .styles:
            let screen = StylesScreen(environment: environment)
            navigation.push(screen)
            return screen
        case .typography:
            let screen = TypographyScreen(environment: environment)
            navigation.push(screen)
            return screen
        }
    }

    /// Pushes the Photos screen.
    @discardableResult
    public func showPhotos() -> PhotosScreen { Self.showPhotos(on: navigation, environment: environment) }

    /// Pushes the quotes feed.
    @discardableResult
    public func showFeed() -> FeedScreen { Self.showFeed(on: navigation, environment: environment) }

    /// Pushes the Animals screen.
    @discardableResult
    public func showAnimals() -> AnimalsScreen { Self.showAnimals(on: navigation, environment: environment) }

    /// Pushes the Populations screen.
    @discardableResult
    public func showPopulations() -> any NavigationScreen { Self.showPopulations(on: navigation, environment: environment) }

    /// Pushes the server-driven screen (or, if its document is unusable, a
    /// screen saying why).
    @discardableResult
    public func showServerDriven() -> any NavigationScreen { Self.showServerDriven(on: navigation, environment: environment) }

    @discardableResult
    static func showServerDriven(on navigation: NavigationView, environment: ExamplesEnvironment) -> any NavigationScreen {
        let screen = makeServerDriven(environment: environment)
        navigation.push(screen)
        return screen
    }

    static func makeServerDriven(environment: ExamplesEnvironment) -> any NavigationScreen {
        do {
            return try ServerDrivenScreen(json: environment.screenJSON, environment: environment)
        } catch {
            return MessageScreen(title: "Server-driven", path: "/server-driven", message: error.description)
        }
    }

    @discardableResult
    static func showPhotos(on navigation: NavigationView, environment: ExamplesEnvironment) -> PhotosScreen {
        let screen = PhotosScreen(environment: environment, navigation: navigation)
        navigation.push(screen)
        return screen
    }

    @discardableResult
    static func showFeed(on navigation: NavigationView, environment: ExamplesEnvironment) -> FeedScreen {
        let screen = FeedScreen(environment: environment)
        navigation.push(screen)
        return screen
    }

    @discardableResult
    static func showPopulations(on navigation: NavigationView, environment: ExamplesEnvironment) -> any NavigationScreen {
        let screen = PopulationsScreen(environment: environment)
        navigation.push(screen)
        return screen
    }

    @discardableResult
    static func showAnimals(on navigation: NavigationView, environment: ExamplesEnvironment) -> AnimalsScreen {
        let screen = AnimalsScreen(environment: environment, navigation: navigation)
        navigation.push(screen)
        return screen
    }
}
