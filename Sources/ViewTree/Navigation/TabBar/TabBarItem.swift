import Foundation

/// What a ``TabBarView``'s tab shows and where it lives, as `UITabBarItem`:
/// a title, an image above it, a badge, and the path of the tab's root
/// screen, which is the tab's address (a reload or a shared link of a path
/// under it opens the tab).
///
/// ```swift
/// TabBarItem(title: "Settings", image: gear, path: "/settings", badgeValue: "1")
/// ```
public struct TabBarItem: Sendable {
    /// The tab's name, shown under its image and read as the tab's name.
    public var title: String
    /// A picture above the title; nil for a title alone. Drawn as a
    /// template, as UIKit draws tab images: its alpha is the shape, painted
    /// in the tab's colour (the tint when selected, secondary otherwise),
    /// so one image serves both states in light and dark.
    public var image: Image?
    /// The path of the tab's root screen ("/" for the first tab, as a
    /// rule): locations at it or under it are the tab's.
    public var path: String
    /// A short text in a red badge by the image ("3", "New"); nil for none.
    /// Read after the title.
    public var badgeValue: String?
    /// The tab's accessibility identifier; nil for `tab.` and its path's first part (`tab.home` for "/").
    public var identifier: String?

    /// A tab titled `title` for the locations at and under `path`.
    public init(title: String, image: Image? = nil, path: String, badgeValue: String? = nil, identifier: String? = nil) {
        self.title = title
        self.image = image
        self.path = path
        self.badgeValue = badgeValue
        self.identifier = identifier
    }

    /// The identifier the tab's button gets.
    var buttonIdentifier: String {
        identifier ?? "tab." + (Location(path).pathComponents.first ?? "home")
    }

    /// Whether `location` is this tab's: at its path or under it. The
    /// tab at "/" holds every location no other tab holds.
    func holds(_ location: Location) -> Bool {
        let own = Location(path).pathComponents
        let parts = location.pathComponents
        return parts.count >= own.count && Array(parts.prefix(own.count)) == own
    }
}
