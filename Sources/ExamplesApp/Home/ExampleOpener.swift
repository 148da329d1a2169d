import ComponentKit
import ViewTree

extension ActionName where Value == String {
    /// Opens the example with this identifier (a home screen card's).
    static let openExample = ActionName("openExample")
}

/// Opens examples on one session's navigation when a home card is tapped.
@MainActor
final class ExampleOpener: ActionResponding {
    private weak var navigation: NavigationView?
    private let environment: ExamplesEnvironment

    init(navigation: NavigationView, environment: ExamplesEnvironment) {
        self.navigation = navigation
        self.environment = environment
    }

    func handle(_ event: ActionEvent) -> Bool {
        guard let id = event.value(for: .openExample), let navigation else { return false }
        switch id {
        case "photos": ExamplesApp.showPhotos(on: navigation, environment: environment)
        case "feed": ExamplesApp.showFeed(on: navigation, environment: environment)
        case "animals": ExamplesApp.showAnimals(on: navigation, environment: environment)
        case "populations": ExamplesApp.showPopulations(on: navigation, environment: environment)
        case "drawing": navigation.push(DrawingScreen(environment: environment))
        case "styles": navigation.push(StylesScreen(environment: environment))
        case "server": ExamplesApp.showServerDriven(on: navigation, environment: environment)
        case "acting": navigation.show(Location("/screens/acting"))
        case "typography": navigation.push(TypographyScreen(environment: environment))
        default: return false
        }
        return true
    }
}
