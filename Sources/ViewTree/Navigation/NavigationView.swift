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
    /// screen's prompt, if it has one, and its large title while shown.
    public var currentBarHeight: CGFloat {
        let category = traitCollection.contentSizeCategory
        return Self.barHeight(for: category) + (screens.last?.navigationItem.prompt == nil ? 0 : Self.promptHeight(for: category))
            + (showsLargeTitle ? Self.largeTitleHeight(for: category) : 0)
    }

    /// The toolbar's height at a text size: 49 points at the default size
    /// and smaller ones, growing with its buttons' text above it.
    public static func toolbarHeight(for category: ContentSizeCategory) -> CGFloat {
        Swift.max(49, (49 * buttonFont(for: category).size / 16).rounded())
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
    /// Views of screens that left the stack, kept hidden while the browser
    /// plays their way out (``removeDeparted()``).
    var departed: [View] = []
    /// The drag from the leading edge that pops the top screen.
    let backGesture = ScreenEdgePanGestureRecognizer()
    /// Whether a back drag has moved the top two screens.
    var isDraggingBack = false
    let bar = View()
    let titleLabel = Label()
    let promptLabel = Label()
    let backButton = Button()
    var trailingButtons: [Button] = []
    /// The top screen's title, large, under the buttons (``NavigationItem/prefersLargeTitle``).
    let largeTitleLabel = Label()
    /// Whether the top screen's content scrolled its large title away.
    var isLargeTitleCollapsed = false
    /// Set while a collapse changes the layout, so the scrolling that
    /// resizing causes does not toggle it back.
    var isChangingLargeTitle = false
    /// Along the bottom while the top screen has ``NavigationItem/toolbarItems``.
    let toolbar = View()
    var toolbarButtons: [Button] = []

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
        largeTitleLabel.font = Self.largeTitleFont(for: .large)
        largeTitleLabel.accessibilityIdentifier = "navigation.large-title"
        // While shown it is the screen's heading in the bar's title's place.
        largeTitleLabel.accessibilityTraits = .header
        largeTitleLabel.accessibilityHeadingLevel = 1
        largeTitleLabel.isHidden = true
        toolbar.semanticBackgroundColor = .secondarySystemBackground
        toolbar.accessibilityIdentifier = "navigation.toolbar"
        toolbar.accessibilityContainerType = .semanticGroup
        toolbar.accessibilityLabel = "Toolbar"
        toolbar.isHidden = true
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
        try? bar.addSubview(largeTitleLabel)
        try? addSubview(bar)
        // Last, so it is read and reached after the screen: screens go in before it.
        try? addSubview(toolbar)
        addBackGesture()
    }

    /// The top screen.
    public var topScreen: (any NavigationScreen)? { screens.last }

    /// Shows `screen` on top, sliding in from the trailing edge when
    /// `animated` (``transitionDuration``; a cross-fade where motion is
    /// reduced). When something had focus (a keyboard user opened the
    /// screen), focus moves to the new screen's first control, or to Back
    /// when it has none.
    public func push(_ screen: any NavigationScreen, animated: Bool = true) {
        let focused = window?.firstResponder
        let old = screens.last?.view
        removeDeparted()
        place(screen, focusBefore: focused)
        playTransition(from: old, forward: true, animated: animated)
        let added = reportLocation(change: .push)
        records[records.count - 1].addedEntry = added
        guard focused != nil, let window else { return }
        let first = window.focusOrder.first { $0.isDescendant(of: screen.view) } ?? backButton
        first.becomeFirstResponder()
    }

    /// Goes back to the screen below, if there is one, sliding back when
    /// `animated`, and gives focus back to the view that had it when the
    /// screen was opened.
    public func pop(animated: Bool = true) {
        guard screens.count > 1 else { return }
        pop(to: screens.count - 2, animated: animated)
    }

    /// Goes back to the root screen.
    public func popToRoot(animated: Bool = true) {
        guard screens.count > 1 else { return }
        pop(to: 0, animated: animated)
    }

    /// Goes back to `screen`, if it is on the stack.
    public func pop(to screen: any NavigationScreen, animated: Bool = true) {
        guard let index = screens.firstIndex(where: { $0 === screen }), index < screens.count - 1 else { return }
        pop(to: index, animated: animated)
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
        largeTitleLabel.text = titleLabel.text
        largeTitleLabel.isHidden = !showsLargeTitle
        largeTitleLabel.writingDirection = traitCollection.layoutDirection
        // One title at a time: the large one, or the bar's.
        titleLabel.isHidden = showsLargeTitle
        promptLabel.text = AttributedText(item?.prompt ?? "")
        promptLabel.isHidden = item?.prompt == nil
        promptLabel.writingDirection = traitCollection.layoutDirection
        layoutStack()
        backButton.isHidden = screens.count < 2 && closeItem == nil
        // Off on the root screen, so a drag there stays the content's.
        if backGesture.isEnabled != (screens.count > 1) { backGesture.isEnabled = screens.count > 1 }
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
        updateButtons(&trailingButtons, in: bar, for: item?.trailingItems ?? []) { $0.trailingItems }
        updateButtons(&toolbarButtons, in: toolbar, for: item?.toolbarItems ?? []) { $0.toolbarItems }
        layoutBar()
        layoutToolbar()
    }

    override public func layoutSubviews() {
        refreshBar()
    }

    /// The bar across the top, as tall as the top screen's item needs, and
    /// the top screen below it.
    func layoutStack() {
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: currentBarHeight)
        let hasToolbar = screens.last?.navigationItem.toolbarItems.isEmpty == false
        toolbar.isHidden = !hasToolbar
        let toolbarHeight = hasToolbar ? Self.toolbarHeight(for: traitCollection.contentSizeCategory) : 0
        toolbar.frame = CGRect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        // A back drag places the top two screens itself.
        guard !isDraggingBack else { return }
        screens.last?.view.frame = screenFrame
    }

    /// A new direction moves Back and the trailing items to the other ends;
    /// a new text size changes the bar's fonts and height.
    override public func traitCollectionDidChange(_ previous: TraitCollection) {
        let category = traitCollection.contentSizeCategory
        if category != previous.contentSizeCategory {
            titleLabel.font = Self.titleFont(for: category)
            largeTitleLabel.font = Self.largeTitleFont(for: category)
            promptLabel.font = Self.promptFont(for: category)
            for button in [backButton] + trailingButtons + toolbarButtons { button.titleFont = Self.buttonFont(for: category) }
        }
        if traitCollection.layoutDirection != previous.layoutDirection || category != previous.contentSizeCategory { refreshBar() }
    }

    /// Adds `screen` on top without reporting the location.
    func place(_ screen: any NavigationScreen, focusBefore: View?) {
        records.append((focusBefore, false))
        screens.last?.view.isHidden = true
        screens.append(screen)
        screen.view.isHidden = false
        // Under the toolbar, which stays last.
        try? insertSubview(screen.view, at: subviews.firstIndex { $0 === toolbar } ?? subviews.count)
        isLargeTitleCollapsed = topContentIsScrolled()
        layoutSubviews()
    }

    /// Removes the screens above `index` without reporting; returns the
    /// view that had focus when the first of them was pushed, and how many
    /// history entries they added. The top screen's view stays in the tree,
    /// hidden, for its transition (``playTransition(from:forward:animated:start:)``
    /// removes it); the others go at once.
    @discardableResult
    func remove(above index: Int) -> (focusBefore: View?, entries: Int) {
        var focusBefore: View?
        var entries = 0
        let top = screens.last?.view
        while screens.count > index + 1 {
            let view = screens.removeLast().view
            if view === top { view.isHidden = true } else { view.removeFromSuperview() }
            let record = records.removeLast()
            focusBefore = record.focusBefore
            if record.addedEntry { entries += 1 }
        }
        screens.last?.view.isHidden = false
        isLargeTitleCollapsed = topContentIsScrolled()
        layoutSubviews()
        return (focusBefore, entries)
    }

    func pop(to index: Int, animated: Bool, start: CGRect? = nil) {
        let hadFocus = window?.firstResponder != nil
        let old = screens.last?.view
        removeDeparted()
        let (previous, entries) = remove(above: index)
        playTransition(from: old, forward: false, animated: animated, start: start)
        reportLocation(change: entries > 0 ? .back(entries) : .replace)
        guard hadFocus, let window, let top = screens.last else { return }
        if let previous, previous.becomeFirstResponder() { return }
        window.focusOrder.first { $0.isDescendant(of: top.view) }?.becomeFirstResponder()
    }
}
