import Foundation

/// Tabs along the bottom, each with a navigation stack of its own, as
/// `UITabBarController`.
///
/// Each tab keeps its stack while another is shown, screens, state and
/// scroll positions included. Each has its own address: the path of its
/// root screen (``TabBarItem/path``), under which its stack's screens have
/// theirs. Choosing a tab puts its top screen's location in the address
/// bar with a history entry, so the browser's Back returns to the tab
/// before; a reload or a shared link of a location opens the tab that
/// holds it, with the stack its router builds.
///
/// To assistive technology the bar is a `tablist` of `tab`s, the selected
/// one selected, each controlling its `tabpanel`. The bar is one Tab stop;
/// the arrow keys move between tabs and select them, Home and End go to
/// the first and last.
///
/// ```swift
/// let tabs = TabBarView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let home = NavigationView(), settings = NavigationView()
/// home.router = homeRouter              // "/", "/photos", …
/// settings.router = settingsRouter      // "/settings", "/settings/about"
/// tabs.addTab(TabBarItem(title: "Home", image: house, path: "/"), navigation: home)
/// tabs.addTab(TabBarItem(title: "Settings", image: gear, path: "/settings"), navigation: settings)
/// try window.rootView.addSubview(tabs)
/// window.open(Location("/settings"))    // the Settings tab, its root screen
/// ```
@MainActor
public final class TabBarView: View {
    /// The bar's height at the default text size, `UITabBar`'s.
    nonisolated public static let barHeight: CGFloat = 49

    /// The bar's height at `category`'s text size: 49 points, more as text grows.
    nonisolated public static func barHeight(for category: ContentSizeCategory) -> CGFloat {
        Swift.max(barHeight, (titleFontSize(for: category) * 2.2 + 25).rounded())
    }

    /// The tabs' titles' size at `category`'s text size: 10 points, up to 20.
    nonisolated static func titleFontSize(for category: ContentSizeCategory) -> CGFloat {
        Swift.min(20, Swift.max(10, Font.TextStyle.caption2.size(for: category)))
    }

    let bar = View()
    private let separator = View()
    private(set) var buttons: [TabBarButton] = []
    private(set) var panels: [TabPanelView] = []

    /// The tabs' items, in order.
    public var items: [TabBarItem] { buttons.map(\.item) }

    /// Each tab's navigation stack, in order.
    public var navigationViews: [NavigationView] { panels.map(\.navigation) }

    /// The selected tab's index; -1 while there is none (no tabs yet).
    /// Setting it selects that tab, as ``selectTab(at:)``.
    public var selectedIndex: Int {
        get { storedIndex }
        set { selectTab(at: newValue) }
    }
    private var storedIndex = -1

    /// The selected tab's navigation stack.
    public var selectedNavigationView: NavigationView? { panels.indices.contains(storedIndex) ? panels[storedIndex].navigation : nil }

    /// An empty tab bar; add its tabs next.
    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        bar.accessibilityContainerType = .tabList
        bar.accessibilityLabel = "Tabs"
        bar.accessibilityIdentifier = "tabbar"
        separator.semanticBackgroundColor = .separator
        separator.isUserInteractionEnabled = false
        try? bar.addSubview(separator)
        try? addSubview(bar)
    }

    /// Adds a tab showing `navigation`'s stack (give it a router for the
    /// tab's locations). The first tab added is selected; a tab's root
    /// screen is placed, from its router, when it is first shown.
    public func addTab(_ item: TabBarItem, navigation: NavigationView) {
        let panel = TabPanelView(navigation: navigation)
        let button = TabBarButton()
        button.tabBar = self
        button.panel = panel
        button.show(item)
        panel.tab = button
        panel.isHidden = true
        navigation.reportsLocation = false
        buttons.append(button)
        panels.append(panel)
        // Panels before the bar: read first, as they are above it.
        try? insertSubview(panel, at: panels.count - 1)
        try? bar.addSubview(button)
        setNeedsFocusOrderUpdate()
        if storedIndex < 0 { selectTab(at: 0) } else { layoutSubviews() }
    }

    /// Changes the badge of the tab at `index` (nil: none).
    public func setBadgeValue(_ value: String?, forTabAt index: Int) {
        guard buttons.indices.contains(index) else { return }
        var item = buttons[index].item
        item.badgeValue = value
        buttons[index].show(item)
    }

    var tabCount: Int { buttons.count }
    func index(of button: TabBarButton) -> Int? { buttons.firstIndex { $0 === button } }
    func button(at index: Int) -> TabBarButton? { buttons.indices.contains(index) ? buttons[index] : nil }

    /// Selects the tab at `index` (an index past the tabs does nothing):
    /// shows its stack as it was left, placing its root screen the first
    /// time, and puts its location in the address bar with a history entry.
    public func selectTab(at index: Int) {
        selectTab(at: index, byPerson: false)
    }

    func select(_ button: TabBarButton, byPerson: Bool) {
        guard let index = index(of: button) else { return }
        selectTab(at: index, byPerson: byPerson)
    }

    func selectTab(at index: Int, byPerson: Bool) {
        guard panels.indices.contains(index), index != storedIndex else { return }
        show(index)
        let navigation = panels[index].navigation
        navigation.reportedLocation = nil
        navigation.reportLocation(change: .push)
    }

    /// Shows tab `index` without reporting a location: the others' panels
    /// hidden (their stacks kept) and out of the location's way.
    func show(_ index: Int) {
        let focusWasInPanel = window?.firstResponder.map { responder in panels.contains { responder.isDescendant(of: $0) } } ?? false
        storedIndex = index
        for (offset, panel) in panels.enumerated() {
            let selected = offset == index
            panel.isHidden = !selected
            panel.navigation.reportsLocation = selected
            buttons[offset].isSelected = selected
        }
        let navigation = panels[index].navigation
        if navigation.screens.isEmpty, navigation.router != nil {
            // The caller reports the location: placing the root screen does not.
            navigation.reportsLocation = false
            navigation.open(Location(buttons[index].item.path))
            navigation.reportsLocation = true
        }
        layoutSubviews()
        // Focus in the hidden panel would be lost: it goes to the selected tab.
        if focusWasInPanel { buttons[index].becomeFirstResponder() }
    }

    /// The selected panel above the bar; the bar along the bottom, its tabs
    /// sharing its width (from the right, right to left).
    override public func layoutSubviews() {
        let height = Self.barHeight(for: traitCollection.contentSizeCategory)
        bar.frame = CGRect(x: 0, y: Swift.max(0, bounds.height - height), width: bounds.width, height: height)
        bar.backgroundColor = SemanticColor.secondarySystemBackground.resolved(for: traitCollection)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        for panel in panels {
            panel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Swift.max(0, bounds.height - height))
        }
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let slot = rightToLeft ? buttons.count - 1 - index : index
            button.frame = CGRect(x: (CGFloat(slot) * width).rounded(), y: 0, width: width.rounded(), height: height)
        }
    }

    override public func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        layoutSubviews()
    }
}
