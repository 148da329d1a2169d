import Foundation
import ViewTree

/// A stack of screens under a bar with a title, a back button and an
/// optional action button, as `UINavigationController`.
///
/// Screens below the top one keep their views (hidden), so going back shows
/// them exactly as they were left, scroll position included.
@MainActor
public final class NavigationView: View {
    /// The bar's height.
    public static let barHeight: CGFloat = 52

    /// The screens, bottom first.
    public private(set) var screens: [any ExampleScreen] = []
    /// The view that had focus when each screen above it was pushed, to give it back on pop.
    private var focusBeforePush: [View?] = []
    private let bar = View()
    private let titleLabel = Label()
    private let backButton = Button()
    private let actionButton = Button()

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        bar.backgroundColor = Color(white: 0.97)
        bar.accessibilityIdentifier = "navigation.bar"
        titleLabel.font = .system(size: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigation.title"
        // The screen's title is its main heading, read first: the bar comes before the screens.
        titleLabel.accessibilityTraits = .header
        titleLabel.accessibilityHeadingLevel = 1
        backButton.setTitle("‹ Back", for: .normal)
        backButton.accessibilityLabel = "Back"
        backButton.titleFont = .system(size: 16)
        backButton.accessibilityIdentifier = "navigation.back"
        backButton.addTouchUpInsideHandler { [unowned self] _ in self.pop() }
        actionButton.titleFont = .system(size: 16)
        actionButton.accessibilityIdentifier = "navigation.action"
        actionButton.addTouchUpInsideHandler { [unowned self] _ in self.screens.last?.barButton?.action() }
        // Fresh views are not ancestors of this one: adding them cannot fail.
        try? bar.addSubview(titleLabel)
        try? bar.addSubview(backButton)
        try? bar.addSubview(actionButton)
        try? addSubview(bar)
    }

    /// Shows `screen` on top. When something had focus (a keyboard user
    /// opened the screen), focus moves to the new screen's first control, or
    /// to Back when it has none.
    public func push(_ screen: any ExampleScreen) {
        let focused = window?.firstResponder
        focusBeforePush.append(focused)
        screens.last?.view.isHidden = true
        screens.append(screen)
        try? addSubview(screen.view)
        layoutSubviews()
        guard focused != nil, let window else { return }
        let first = window.focusOrder.first { $0.isDescendant(of: screen.view) } ?? backButton
        first.becomeFirstResponder()
    }

    /// Goes back to the screen below, if there is one, and gives focus back
    /// to the view that had it when the screen was opened.
    public func pop() {
        guard screens.count > 1 else { return }
        let hadFocus = window?.firstResponder != nil
        screens.removeLast().view.removeFromSuperview()
        screens.last?.view.isHidden = false
        layoutSubviews()
        let previous = focusBeforePush.popLast() ?? nil
        guard hadFocus, let window, let top = screens.last else { return }
        if let previous, previous.becomeFirstResponder() { return }
        window.focusOrder.first { $0.isDescendant(of: top.view) }?.becomeFirstResponder()
    }

    /// Refreshes the bar after the top screen's title or button changed.
    public func updateBar() {
        let top = screens.last
        titleLabel.text = AttributedText(top?.title ?? "")
        backButton.isHidden = screens.count < 2
        if let button = top?.barButton {
            actionButton.setTitle(button.title, for: .normal)
            actionButton.isHidden = false
        } else {
            actionButton.isHidden = true
        }
        // A bar without buttons gives the whole width to the title.
        let inset: CGFloat = backButton.isHidden && actionButton.isHidden ? 16 : 90
        titleLabel.frame = CGRect(x: inset, y: 0, width: Swift.max(0, bounds.width - 2 * inset), height: Self.barHeight)
    }

    override public func layoutSubviews() {
        let top = Self.barHeight
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        backButton.frame = CGRect(x: 4, y: 8, width: 80, height: top - 16)
        actionButton.frame = CGRect(x: bounds.width - 84, y: 8, width: 80, height: top - 16)
        screens.last?.view.frame = CGRect(x: 0, y: top, width: bounds.width, height: Swift.max(0, bounds.height - top))
        updateBar()
    }
}
