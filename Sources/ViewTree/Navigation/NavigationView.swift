import Foundation

/// A stack of screens under a bar with a title, a back button and trailing
/// buttons, as `UINavigationController`.
///
/// Screens below the top one keep their views (hidden), so going back shows
/// them exactly as they were left, state and scroll position included. Each
/// screen's ``NavigationItem/path`` is the app's location: the browser
/// backend shows it in the address bar, and with a ``router`` a reload, a
/// shared link and the browser's Back and Forward buttons open the same
/// screens.
///
/// ```swift
/// let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// navigation.router = router
/// navigation.push(HomeScreen(navigation: navigation))
/// navigation.push(PhotosScreen())      // the bar shows "‹ Back"
/// navigation.pop()                     // Home, as it was left
/// ```
@MainActor
public final class NavigationView: View {
    /// The bar's height.
    public static let barHeight: CGFloat = 52
    /// What a prompt adds to the bar's height, above its title row (UIKit's 30 points).
    public static let promptHeight: CGFloat = 30

    /// The bar's height now, at the traits' text size: with the top
    /// screen's prompt, if it has one.
    public var currentBarHeight: CGFloat {
        let category = traitCollection.contentSizeCategory
        return Self.barHeight(for: category) + (screens.last?.navigationItem.prompt == nil ? 0 : Self.promptHeight(for: category))
    }

    /// The bar's height without a prompt at a text size: ``barHeight`` at the
    /// default size and smaller ones, growing with the title's font above it.
    public static func barHeight(for category: ContentSizeCategory) -> CGFloat {
        Swift.max(barHeight, (barHeight * titleFont(for: category).size / 17).rounded())
    }

    /// What a prompt adds to the bar's height at a text size.
    public static func promptHeight(for category: ContentSizeCategory) -> CGFloat {
        Swift.max(promptHeight, (promptHeight * promptFont(for: category).size / 13).rounded())
    }

    /// The bar's title: headline text, growing with the text size up to 28
    /// points (a bar keeps room for the screen below it).
    public static func titleFont(for category: ContentSizeCategory) -> Font {
        .system(size: Swift.min(28, Font.TextStyle.headline.size(for: category)), weight: .semibold)
    }

    /// The prompt above the title: footnote text, up to 22 points.
    public static func promptFont(for category: ContentSizeCategory) -> Font {
        .system(size: Swift.min(22, Font.TextStyle.footnote.size(for: category)))
    }

    /// Back and the trailing items: callout text, up to 26 points.
    public static func buttonFont(for category: ContentSizeCategory) -> Font {
        .system(size: Swift.min(26, Font.TextStyle.callout.size(for: category)))
    }

    /// The screens, bottom first.
    public private(set) var screens: [any NavigationScreen] = []
    /// Opens locations (``open(_:)``): from the browser's address bar, its
    /// Back and Forward buttons, and links.
    public var router: NavigationRouter?

    /// Per screen: the view that had focus when the next screen was pushed,
    /// and whether pushing it added a history entry.
    var records: [(focusBefore: View?, addedEntry: Bool)] = []
    /// Shown where Back is while the root screen is on top: a presented
    /// screen's Close.
    var closeItem: BarItem?
    /// Whether the stack's location is the window's (false for a presented
    /// screen's stack: the address stays the presenting screen's).
    var reportsLocation = true
    /// The location last reported to the window, to report only changes.
    var reportedLocation: (location: String, title: String)?
    let bar = View()
    let titleLabel = Label()
    let promptLabel = Label()
    let backButton = Button()
    var trailingButtons: [Button] = []

    /// An empty stack; push the root screen next.
    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        bar.semanticBackgroundColor = .secondarySystemBackground
        bar.accessibilityIdentifier = "navigation.bar"
        titleLabel.font = Self.titleFont(for: .large)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigation.title"
        // The screen's title is its main heading, read first: the bar comes before the screens.
        titleLabel.accessibilityTraits = .header
        titleLabel.accessibilityHeadingLevel = 1
        promptLabel.font = Self.promptFont(for: .large)
        promptLabel.textAlignment = .center
        promptLabel.semanticTextColor = .secondaryLabel
        promptLabel.accessibilityIdentifier = "navigation.prompt"
        promptLabel.isHidden = true
        backButton.titleFont = Self.buttonFont(for: .large)
        backButton.accessibilityIdentifier = "navigation.back"
        backButton.addTouchUpInsideHandler { [unowned self] _ in
            if self.screens.count < 2 { self.closeItem?.action() } else { self.pop() }
        }
        // Fresh views are not ancestors of this one: adding them cannot fail.
        // The prompt first: it is read before the title, as it is shown above it.
        try? bar.addSubview(promptLabel)
        try? bar.addSubview(titleLabel)
        try? bar.addSubview(backButton)
        try? addSubview(bar)
    }

    /// The top screen.
    public var topScreen: (any NavigationScreen)? { screens.last }

    /// Shows `screen` on top. When something had focus (a keyboard user
    /// opened the screen), focus moves to the new screen's first control, or
    /// to Back when it has none.
    public func push(_ screen: any NavigationScreen) {
        let focused = window?.firstResponder
        place(screen, focusBefore: focused)
        let added = reportLocation(change: .push)
        records[records.count - 1].addedEntry = added
        guard focused != nil, let window else { return }
        let first = window.focusOrder.first { $0.isDescendant(of: screen.view) } ?? backButton
        first.becomeFirstResponder()
    }

    /// Goes back to the screen below, if there is one, and gives focus back
    /// to the view that had it when the screen was opened.
    public func pop() {
        guard screens.count > 1 else { return }
        pop(to: screens.count - 2)
    }

    /// Goes back to the root screen.
    public func popToRoot() {
        guard screens.count > 1 else { return }
        pop(to: 0)
    }

    /// Goes back to `screen`, if it is on the stack.
    public func pop(to screen: any NavigationScreen) {
        guard let index = screens.firstIndex(where: { $0 === screen }), index < screens.count - 1 else { return }
        pop(to: index)
    }

    /// Refreshes the bar (and the location) after the top screen's
    /// navigation item changed.
    public func updateBar() {
        refreshBar()
        reportLocation(change: .replace)
    }

    /// Shows the top screen's item in the bar. Layout and stack changes call
    /// this, and report the location themselves when it moved.
    func refreshBar() {
        let item = screens.last?.navigationItem
        titleLabel.text = AttributedText(item?.title ?? "")
        promptLabel.text = AttributedText(item?.prompt ?? "")
        promptLabel.isHidden = item?.prompt == nil
        promptLabel.writingDirection = traitCollection.layoutDirection
        layoutStack()
        backButton.isHidden = screens.count < 2 && closeItem == nil
        titleLabel.writingDirection = traitCollection.layoutDirection
        if screens.count < 2, let closeItem {
            backButton.setTitle(closeItem.title, for: .normal)
            backButton.accessibilityLabel = closeItem.accessibilityLabel ?? closeItem.title
            backButton.accessibilityIdentifier = closeItem.identifier ?? "navigation.close"
        } else {
            let backTitle = screens.count >= 2 ? screens[screens.count - 2].navigationItem.backTitle ?? "Back" : "Back"
            // The arrow points to the leading edge, where Back sits.
            let rightToLeft = traitCollection.layoutDirection == .rightToLeft
            backButton.setTitle(rightToLeft ? "› \(backTitle)" : "‹ \(backTitle)", for: .normal)
            backButton.accessibilityLabel = backTitle
            backButton.accessibilityIdentifier = "navigation.back"
        }
        updateTrailingButtons(item?.trailingItems ?? [])
        layoutBar()
    }

    override public func layoutSubviews() {
        refreshBar()
    }

    /// The bar across the top, as tall as the top screen's item needs, and
    /// the top screen below it.
    func layoutStack() {
        let height = currentBarHeight
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        screens.last?.view.frame = CGRect(x: 0, y: height, width: bounds.width, height: Swift.max(0, bounds.height - height))
    }

    /// A new direction moves Back and the trailing items to the other ends;
    /// a new text size changes the bar's fonts and height.
    override public func traitCollectionDidChange(_ previous: TraitCollection) {
        let category = traitCollection.contentSizeCategory
        if category != previous.contentSizeCategory {
            titleLabel.font = Self.titleFont(for: category)
            promptLabel.font = Self.promptFont(for: category)
            for button in [backButton] + trailingButtons { button.titleFont = Self.buttonFont(for: category) }
        }
        if traitCollection.layoutDirection != previous.layoutDirection || category != previous.contentSizeCategory { refreshBar() }
    }

    /// Adds `screen` on top without reporting the location.
    func place(_ screen: any NavigationScreen, focusBefore: View?) {
        records.append((focusBefore, false))
        screens.last?.view.isHidden = true
        screens.append(screen)
        screen.view.isHidden = false
        try? addSubview(screen.view)
        layoutSubviews()
    }

    /// Removes the screens above `index` without reporting; returns the
    /// view that had focus when the first of them was pushed, and how many
    /// history entries they added.
    @discardableResult
    func remove(above index: Int) -> (focusBefore: View?, entries: Int) {
        var focusBefore: View?
        var entries = 0
        while screens.count > index + 1 {
            screens.removeLast().view.removeFromSuperview()
            let record = records.removeLast()
            focusBefore = record.focusBefore
            if record.addedEntry { entries += 1 }
        }
        screens.last?.view.isHidden = false
        layoutSubviews()
        return (focusBefore, entries)
    }

    private func pop(to index: Int) {
        let hadFocus = window?.firstResponder != nil
        let (previous, entries) = remove(above: index)
        reportLocation(change: entries > 0 ? .back(entries) : .replace)
        guard hadFocus, let window, let top = screens.last else { return }
        if let previous, previous.becomeFirstResponder() { return }
        window.focusOrder.first { $0.isDescendant(of: top.view) }?.becomeFirstResponder()
    }
}
