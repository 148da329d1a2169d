import Foundation

/// What a ``RemoteScreen`` hands to the app: the parts of its screen's
/// actions that leave the screen (showing another one, a web page,
/// analytics) and the actions it refused. Every method is required.
///
/// ```swift
/// extension AppRouter: ScreenNavigator {
///     func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from screen: RemoteScreen) {
///         switch destination {
///         case let .route(path): navigation.push(screen(for: path))
///         case let .document(url): navigation.push(RemoteScreenPage(url: url))
///         }
///     }
///     // open, log, refused …
/// }
/// ```
@MainActor
public protocol ScreenNavigator: AnyObject {
    /// Shows an app route or another screen document.
    func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from screen: RemoteScreen)
    /// Opens a web page in a new browser tab.
    func open(_ url: URL, from screen: RemoteScreen)
    /// Reports an analytics event.
    func log(event: String, parameters: [String: String], from screen: RemoteScreen)
    /// An action the screen did not run, and why.
    func refused(_ action: ScreenAction, because reason: String, element: String?, in screen: RemoteScreen)
}
