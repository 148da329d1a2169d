import Foundation

extension TabBarView: LocationHandling {
    /// The selected tab's location and title.
    public var currentLocation: (location: String, title: String)? {
        selectedNavigationView?.currentLocation
    }

    /// Shows `location` the browser has moved to (its address bar, Back or
    /// Forward, a reload): selects the tab holding it (the one with the
    /// longest path it is at or under; the first tab for any other) and
    /// opens it in that tab's stack.
    public func open(_ location: Location, animated: Bool) {
        guard let index = tabIndex(holding: location) else { return }
        if index != selectedIndex { show(index) }
        let navigation = panels[index].navigation
        // The browser moved: the location is recorded again even if the tab's stack was there already.
        navigation.reportedLocation = nil
        navigation.open(location, animated: animated)
    }

    /// The tab holding `location`: the one whose path is the longest it is
    /// at or under, else the first.
    func tabIndex(holding location: Location) -> Int? {
        guard !buttons.isEmpty else { return nil }
        let holding = items.enumerated().filter { $0.element.holds(location) }
        let best = holding.max { Location($0.element.path).pathComponents.count < Location($1.element.path).pathComponents.count }
        return best?.offset ?? 0
    }
}
