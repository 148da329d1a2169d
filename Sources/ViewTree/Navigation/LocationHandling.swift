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
    /// moved there: a replace keeps its history as it is). Animated for the
    /// browser's Back and Forward; not for the location a page opens with
    /// (a reload, a shared link), which shows at once.
    func open(_ location: Location, animated: Bool)
}

extension LocationHandling {
    /// Shows `location`, animated.
    public func open(_ location: Location) {
        open(location, animated: true)
    }
}
