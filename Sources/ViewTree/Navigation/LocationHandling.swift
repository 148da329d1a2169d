/// A view that shows different things at different locations and can be
/// sent to one: ``NavigationView`` is one. The browser backend finds the
/// first in a session's tree, opens the page's URL in it, and sends it the
/// browser's Back and Forward.
@MainActor
public protocol LocationHandling: AnyObject {
    /// The location shown now, and its title; nil when there is none.
    var currentLocation: (location: String, title: String)? { get }
    /// Shows `location`, recording the change with
    /// ``Window/recordLocation(_:title:change:)`` (the browser has already
    /// moved there: a replace keeps its history as it is).
    func open(_ location: Location)
}
