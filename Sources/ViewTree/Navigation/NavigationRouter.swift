/// Maps locations (URL paths) to the stack of screens that shows them, so a
/// ``NavigationView`` can open a shared link, a reloaded page, or the
/// browser's Back and Forward buttons.
///
/// A route returns the screens from the root up, each with its own path;
/// screens already on the stack with the same paths are kept (with their
/// state and scroll position), the others are made.
///
/// ```swift
/// let router = NavigationRouter { location in
///     let home = NavigationRouter.Step(path: "/") { HomeScreen() }
///     switch location.pathComponents {
///     case []: return [home]
///     case ["photos"]: return [home, .init(path: "/photos") { PhotosScreen() }]
///     default: return nil   // the not-found screen
///     }
/// }
/// navigation.router = router
/// ```
public struct NavigationRouter: Sendable {
    /// One screen of a routed stack: its path, and how to make it when the
    /// stack does not already hold a screen at that path.
    public struct Step: Sendable {
        /// The path the made screen's ``NavigationItem/path`` will have.
        public var path: String
        /// Makes the screen.
        public var make: @MainActor @Sendable () -> any NavigationScreen

        /// A step at `path` made by `make`.
        public init(path: String, make: @escaping @MainActor @Sendable () -> any NavigationScreen) {
            self.path = path
            self.make = make
        }
    }

    private let route: @MainActor @Sendable (Location) -> [Step]?
    private let notFound: @MainActor @Sendable (Location) -> any NavigationScreen

    /// A router; `route` returns nil for locations the app does not know,
    /// which show `notFound` (by default a ``NotFoundScreen``) above the root.
    public init(
        notFound: @escaping @MainActor @Sendable (Location) -> any NavigationScreen = { NotFoundScreen(location: $0) },
        route: @escaping @MainActor @Sendable (Location) -> [Step]?
    ) {
        self.route = route
        self.notFound = notFound
    }

    /// The stack for `location`: its route, or the root route with the
    /// not-found screen above it.
    @MainActor
    public func steps(for location: Location) -> [Step] {
        if let steps = route(location), !steps.isEmpty { return steps }
        let root = route(Location("/")) ?? []
        let notFound = self.notFound
        return Array(root.prefix(1)) + [Step(path: location.description) { notFound(location) }]
    }
}
