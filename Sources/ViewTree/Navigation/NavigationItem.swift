/// What a ``NavigationView`` shows for a screen: its title, its path in
/// the browser's address bar, its bar buttons and its toolbar, as
/// `UINavigationItem` (with a view controller's `toolbarItems`).
///
/// ```swift
/// var navigationItem: NavigationItem {
///     NavigationItem(title: "Photos", path: "/photos",
///                    trailingItems: [BarItem("Grid") { [unowned self] in toggleLayout() }])
/// }
/// ```
public struct NavigationItem: Sendable {
    /// Shown in the bar, read as the screen's main heading, and used as the
    /// browser page's title.
    public var title: String
    /// The screen's location (path and query, e.g. `/photos/3`), shown in
    /// the browser's address bar; nil keeps the location of the screen below.
    public var path: String?
    /// The back button's title on screens pushed above this one; nil
    /// shows "Back".
    public var backTitle: String?
    /// Buttons at the bar's trailing end, first one outermost.
    public var trailingItems: [BarItem]
    /// A line of text above the title (`UINavigationItem.prompt`): the bar
    /// grows by ``NavigationView/promptHeight`` to show it; nil shows none.
    public var prompt: String?
    /// Buttons in a toolbar along the bottom while the screen is on top,
    /// spread evenly across it; none hides the toolbar.
    public var toolbarItems: [BarItem]
    /// Whether the title shows large under the bar's buttons while the
    /// screen's content is at its top, as `prefersLargeTitles`; scrolling
    /// the content collapses it into the bar.
    public var prefersLargeTitle: Bool

    /// An item; the path is the screen's URL path in the browser.
    public init(title: String, path: String? = nil, backTitle: String? = nil, trailingItems: [BarItem] = [],
                prompt: String? = nil, toolbarItems: [BarItem] = [], prefersLargeTitle: Bool = false) {
        self.title = title
        self.path = path
        self.backTitle = backTitle
        self.trailingItems = trailingItems
        self.prompt = prompt
        self.toolbarItems = toolbarItems
        self.prefersLargeTitle = prefersLargeTitle
    }
}
