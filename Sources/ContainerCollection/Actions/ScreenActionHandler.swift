import Foundation

/// Carries out what a server screen's actions ask of the app: the part of
/// an action that leaves the container (showing another screen, a web
/// page, sending a form, fetching, logging). The container itself sets and
/// toggles variables and runs lists and `if`s; everything reaching the
/// handler has passed the decoder's ``ScreenActionPolicy``.
///
/// Every method is required, so a misspelt one is a compile error rather
/// than an action that silently does nothing.
///
/// ```swift
/// final class Actions: ScreenActionHandler {
///     func navigate(to destination: ScreenDestination, presentation: ScreenPresentation,
///                   from container: ContainerCollectionController) {
///         if case let .route(path) = destination { navigation.show(Location(path)) }
///     }
///     // open, submit, refresh, loadMore, log, refused …
/// }
/// container.actionHandler = actions
/// ```
@MainActor
public protocol ScreenActionHandler: AnyObject {
    /// Shows an app route or another screen document.
    func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from container: ContainerCollectionController)
    /// Opens a web page in a new browser tab.
    func open(_ url: URL, from container: ContainerCollectionController)
    /// Sends `values` (the named variables) as a JSON object to `endpoint`
    /// and shows the screen it answers with, or an error.
    func submit(_ values: [String: JSONValue], to endpoint: URL, from container: ContainerCollectionController)
    /// Fetches the container's screen again.
    func refresh(_ container: ContainerCollectionController)
    /// Pages in the next sections of `section` (the last paged one when nil).
    func loadMore(section: String?, in container: ContainerCollectionController)
    /// Reports an analytics event.
    func log(event: String, parameters: [String: String], from container: ContainerCollectionController)
    /// An action the container did not run, and why (too many in a second,
    /// a variable it does not hold): the app logs it with the element.
    func refused(_ action: ScreenAction, because reason: String, element: String?, in container: ContainerCollectionController)
}
