import ViewTree

extension BrowserSession {
    /// The location the session shows (its page's path), hibernated or
    /// not; the one it opened at when its content does not navigate.
    package var currentLocation: String? {
        switch hibernationPhase {
        case let .hibernated(page), let .wakeQueued(page), let .waking(page): page.location?.description
        case .awake, .checking: locationHandler?.currentLocation?.location ?? openingLocation?.description
        }
    }

    /// The window's location handler, found once and kept while it stays in the window.
    private var locationHandler: (any LocationHandling)? {
        if let handler = locationHandlerSeen, locationViewSeen?.window === window { return handler }
        let found = window.locationHandler
        locationHandlerSeen = found
        locationViewSeen = found as? View
        return found
    }

    /// Bytes queued for the page and not yet written to its connection.
    package var queuedBytes: Int { outbound?.queuedBytes ?? 0 }
}
