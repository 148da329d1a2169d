import Foundation
import ViewTree

extension ExamplesApp {
    /// The Home tab's paths (see ``ExamplesApp``).
    static func router(for navigation: NavigationView, environment: ExamplesEnvironment) -> NavigationRouter {
        NavigationRouter { [weak navigation] location in
            guard let navigation else { return nil }
            return steps(for: location, navigation: navigation, environment: environment)
        }
    }

    /// The screens at `location`, from Home up. Steps that need the screen
    /// below (a photo needs the catalog, the Add form the table) find it on
    /// top of the stack: the router places steps in order.
    private static func steps(for location: Location, navigation: NavigationView,
                              environment: ExamplesEnvironment) -> [NavigationRouter.Step]? {
        let home = NavigationRouter.Step(path: "/") { HomeScreen(navigation: navigation, environment: environment) }
        let parts = location.pathComponents
        guard let first = parts.first else { return [home] }
        switch (first, parts.count) {
        case ("photos", 1):
            return [home, photosStep(location, navigation, environment)]
        case ("photos", 2):
            let id = parts[1]
            let detail = NavigationRouter.Step(path: "/photos/\(id)") { () -> any NavigationScreen in
                guard let list = navigation.topScreen as? PhotosScreen else { return NotFoundScreen(location: location) }
                return PhotoDetailScreen(photoID: id, from: list, environment: environment)
            }
            return [home, photosStep(location, navigation, environment), detail]
        case ("animals", 1):
            return [home, animalsStep(navigation, environment)]
        case ("animals", 2) where parts[1] == "new":
            let form = NavigationRouter.Step(path: "/animals/new") { () -> any NavigationScreen in
                (navigation.topScreen as? AnimalsScreen)?.makeAddForm() ?? NotFoundScreen(location: location)
            }
            return [home, animalsStep(navigation, environment), form]
        case ("feed", 1):
            return [home, NavigationRouter.Step(path: "/feed") { FeedScreen(environment: environment) }]
        case ("drawing", 1):
            return [home, NavigationRouter.Step(path: "/drawing") { DrawingScreen(environment: environment) }]
        case ("styles", 1):
            return [home, NavigationRouter.Step(path: "/styles") { StylesScreen(environment: environment) }]
        case ("typography", 1):
            return [home, NavigationRouter.Step(path: "/typography") { TypographyScreen(environment: environment) }]
        case ("populations", 1):
            return [home, NavigationRouter.Step(path: "/populations") { PopulationsScreen(environment: environment) }]
        case ("server-driven", 1):
            return [home, NavigationRouter.Step(path: "/server-driven") { makeServerDriven(environment: environment) }]
        case ("screens", 2...ActingScreen.maximumDepth + 1):
            // Documents fetched from the server, each above the one that navigated to it.
            let names = Array(parts.dropFirst())
            guard names.allSatisfy(ActingScreen.isDocumentName) else { return nil }
            return [home] + names.indices.map { last in
                let chain = Array(names[...last])
                return NavigationRouter.Step(path: "/screens/" + chain.joined(separator: "/")) {
                    ActingScreen(names: chain, navigation: navigation, environment: environment)
                }
            }
        default:
            return nil
        }
    }

    /// The Settings tab's one path, `/settings` (its root screen, also for
    /// a not-found path under it).
    static func settingsRouter(environment: ExamplesEnvironment) -> NavigationRouter {
        NavigationRouter { location in
            guard location.pathComponents.isEmpty || location.pathComponents == ["settings"] else { return nil }
            return [NavigationRouter.Step(path: "/settings") { SettingsScreen(environment: environment) }]
        }
    }

    private static func photosStep(_ location: Location, _ navigation: NavigationView,
                                   _ environment: ExamplesEnvironment) -> NavigationRouter.Step {
        let grid = location.pathComponents.count == 1 && location.queryValue("layout") == "grid"
        return NavigationRouter.Step(path: grid ? "/photos?layout=grid" : "/photos") {
            let screen = PhotosScreen(environment: environment, navigation: navigation)
            if grid { screen.show(.grid) }
            return screen
        }
    }

    private static func animalsStep(_ navigation: NavigationView, _ environment: ExamplesEnvironment) -> NavigationRouter.Step {
        NavigationRouter.Step(path: "/animals") { AnimalsScreen(environment: environment, navigation: navigation) }
    }
}
