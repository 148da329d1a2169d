extension Window {
    /// The first view of the tree that handles locations (depth first), if any.
    public var locationHandler: (any LocationHandling)? {
        rootView.subtree.lazy.compactMap { $0 as? any LocationHandling }.first
    }

    /// Sends `location` to the tree's location handler; returns false when
    /// the tree has none. Pass `animated: false` for the location a page
    /// opens with, so it shows at once.
    @discardableResult
    public func open(_ location: Location, animated: Bool = true) -> Bool {
        guard let handler = locationHandler else { return false }
        handler.open(location, animated: animated)
        return true
    }

    /// Records that the tree now shows `location`, titled `title`, so a
    /// backend with an address bar follows (the browser backend updates
    /// the URL and the history). Raster rendering ignores it.
    public func recordLocation(_ location: String, title: String, change: LocationChange) {
        record(.location(location, title: title, change: change))
    }
}
