import Foundation

extension NavigationView: LocationHandling {
    /// The top screen's location (the nearest screen below with a path, if
    /// it has none; `/` when none has) and its title.
    public var currentLocation: (location: String, title: String)? {
        guard let top = screens.last else { return nil }
        let path = screens.reversed().lazy.compactMap(\.navigationItem.path).first ?? "/"
        return (path, top.navigationItem.title)
    }

    /// Shows `location` the browser has moved to (its address bar, Back or
    /// Forward): back to a screen on the stack at that location if there is
    /// one (kept as it was left), or the ``router``'s screens for it,
    /// keeping those already on the stack. Without a router, only screens on
    /// the stack can be reached. The browser's history is left as it is.
    /// When `animated`, a new screen slides in as a push does and a screen
    /// gone back to as a pop does.
    public func open(_ location: Location, animated: Bool) {
        let placed = navigate(to: location, animated: animated).placed
        // The browser's history may hold entries for the screens placed (it
        // came Forward to them): going back from one tries the history first,
        // and the page falls back to replacing when it has no such entry.
        for index in records.indices.suffix(placed) { records[index].addedEntry = true }
        reportLocation(change: .replace)
    }

    /// Follows a link to `location` inside the app: as ``open(_:)``, but the
    /// browser's history gains an entry for a new screen, or goes back to
    /// the entry of a screen the stack returned to.
    public func show(_ location: Location) {
        let (entries, placed) = navigate(to: location, animated: true)
        let added = reportLocation(change: placed > 0 ? .push : entries > 0 ? .back(entries) : .replace)
        if added { records[records.count - 1].addedEntry = true }
    }

    /// Changes the stack to show `location`; returns how many history
    /// entries the removed screens had added, and how many screens were placed.
    @discardableResult
    private func navigate(to location: Location, animated: Bool) -> (entries: Int, placed: Int) {
        let old = screens.last?.view
        removeDeparted()
        let result = changeStack(to: location)
        // Going to a new screen slides forward, back to one on the stack backward.
        playTransition(from: old, forward: result.placed > 0, animated: animated)
        return result
    }

    private func changeStack(to location: Location) -> (entries: Int, placed: Int) {
        let target = location.description
        if let index = screens.lastIndex(where: { $0.navigationItem.path == target }) {
            return (index < screens.count - 1 ? remove(above: index).entries : 0, 0)
        }
        guard let router else { return (0, 0) }
        let steps = router.steps(for: location)
        var kept = 0
        // A screen is kept when its path matches the step's, whatever their queries.
        while kept < Swift.min(screens.count, steps.count),
            screens[kept].navigationItem.path.map({ Location($0).path }) == Location(steps[kept].path).path
        {
            kept += 1
        }
        // The last step is the one asked for: made anew unless it is the very same location.
        if kept == steps.count, kept > 0 { kept -= 1 }
        let entries = kept < screens.count ? remove(above: kept - 1).entries : 0
        for step in steps[kept...] { place(step.make(), focusBefore: nil) }
        return (entries, steps.count - kept)
    }

    /// Records the current location with the window when it changed;
    /// returns whether it did.
    @discardableResult
    func reportLocation(change: LocationChange) -> Bool {
        guard reportsLocation, let current = currentLocation, let window else { return false }
        if let reported = reportedLocation, reported == current { return false }
        let moved = reportedLocation?.location != current.location
        reportedLocation = current
        // A title change alone never adds a history entry.
        window.recordLocation(current.location, title: current.title, change: moved ? change : .replace)
        return moved && change == .push
    }
}
