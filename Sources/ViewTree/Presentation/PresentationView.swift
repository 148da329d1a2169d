import Foundation

/// A screen or an alert presented above a window's content, as a
/// presented `UIViewController`: the window's top layer, a dimmed backdrop
/// and a panel holding the screen (under a bar with its title and Close)
/// or the alert.
///
/// While it is up, everything behind it is inert (``View/isInert``): no
/// pointer reaches it, Tab goes round the presentation's own controls
/// only, and assistive technology reads the presentation alone, a modal
/// `dialog` (`alertdialog` for an alert) named by its title. Focus moves
/// into it when it appears and goes back to what had it when it goes.
///
/// A presentation presents at most one other above it, as a view
/// controller does (``View/present(_:style:animated:)`` on a view inside it);
/// dismissing it dismisses those above too.
///
/// ```swift
/// let about = try window.present(AboutScreen(), style: .sheet)
/// about.onDismiss { print("closed") }
/// about.dismiss()
/// ```
@MainActor
public final class PresentationView: View {
    /// What a presentation shows, and where.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// A screen in a card over most of the window.
        case sheet
        /// A screen over the whole window.
        case fullScreen
        /// An alert in the middle of the window.
        case alert
        /// An alert's actions at the bottom of the window.
        case actionSheet
    }

    /// The seconds a sheet or full-screen presentation slides in or out.
    public static let slideDuration: TimeInterval = 0.35
    /// The seconds an alert fades in or out.
    public static let fadeDuration: TimeInterval = 0.2
    /// How dark the backdrop dims the content behind (its alpha).
    public static let backdropAlpha: CGFloat = 0.4

    /// What it shows.
    public private(set) var style: Style = .fullScreen
    /// The screen a sheet or full-screen presentation shows; nil for an alert.
    public private(set) var screen: (any NavigationScreen)?
    /// The alert an alert or action sheet shows; nil for a screen.
    public private(set) var alert: Alert?
    /// Whether a person can dismiss a sheet or full-screen presentation
    /// by Escape, its backdrop or by dragging (true), or only by what the
    /// screen offers (false: UIKit's `isModalInPresentation`). Its Close
    /// button always dismisses it.
    public var allowsInteractiveDismissal = true

    /// Dims what is behind; pointer events on it are the presentation's.
    let backdrop = View()
    /// The dialog: the screen's navigation view, or the alert's views.
    let panel = View()
    /// The screen's navigation view, for sheets and full screen.
    private(set) var navigation: NavigationView?
    /// The alert's views.
    private(set) var alertContent: AlertContentView?
    /// The little bar at a sheet's top that shows it can be dragged.
    let grabber = View()
    /// What had focus when it was presented, to give it back.
    weak var focusBefore: View?
    /// The views it made inert, to make them live again when it goes.
    var inerted: [View] = []
    private var dismissHandlers: [@MainActor () -> Void] = []
    /// Where the panel rests, and the drag's start, while a sheet is dragged.
    var dragStart: CGRect?

    /// An empty full-screen presentation; the window's `present` calls make
    /// them with a screen or an alert.
    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backdrop.backgroundColor = Color(red: 0, green: 0, blue: 0)
        backdrop.alpha = Self.backdropAlpha
        backdrop.isUserInteractionEnabled = false
        backdrop.accessibilityElementsHidden = true
        panel.clipsToBounds = true
        grabber.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        grabber.accessibilityElementsHidden = true
        grabber.isHidden = true
        accessibilityIdentifier = "presentation"
        panel.accessibilityIdentifier = "presentation.panel"
        try? addSubview(backdrop)
        try? addSubview(panel)
    }

    /// A presentation of `screen`, in a navigation view whose root shows
    /// Close (pushing inside it works as anywhere).
    convenience init(screen: any NavigationScreen, style: ModalPresentationStyle) {
        self.init(frame: .zero)
        self.style = style == .sheet ? .sheet : .fullScreen
        self.screen = screen
        let navigation = NavigationView()
        navigation.reportsLocation = false
        navigation.closeItem = BarItem("Close", identifier: "presentation.close") { [weak self] in self?.dismiss() }
        navigation.semanticBackgroundColor = .systemBackground
        navigation.push(screen)
        self.navigation = navigation
        panel.accessibilityContainerType = .dialog
        panel.accessibilityLabel = screen.navigationItem.title
        try? panel.addSubview(navigation)
        try? panel.addSubview(grabber)
        backdrop.isHidden = style == .fullScreen
        if style == .sheet { addDragging(to: navigation.bar) }
        updateLook()
    }

    /// A presentation of `alert`.
    convenience init(alert: Alert) {
        self.init(frame: .zero)
        style = alert.style == .alert ? .alert : .actionSheet
        self.alert = alert
        let content = AlertContentView(alert: alert)
        content.onChoose = { [weak self] index in self?.choose(index) }
        alertContent = content
        panel.accessibilityContainerType = .alertDialog
        panel.accessibilityLabel = alert.title ?? alert.message
        try? panel.addSubview(content)
        updateLook()
    }

    /// How the presentation is named in errors and reports: the screen's
    /// or the alert's title.
    var name: String {
        if let screen { return "\"\(screen.navigationItem.title)\"" }
        return alert?.name ?? "a presentation"
    }

    /// Whether it is up: presented, and not dismissed since.
    public var isPresented: Bool { window?.presentationStack.contains { $0 === self } == true }

    /// The presentation this one presented, if it is up.
    public var presentedView: PresentationView? {
        guard let stack = window?.presentationStack, let index = stack.firstIndex(where: { $0 === self }),
            index + 1 < stack.count
        else { return nil }
        return stack[index + 1]
    }

    /// Where focus goes when it appears: an alert's (``AlertContentView/initialFocus``);
    /// a screen's first control, else Close.
    var initialFocus: View? {
        if let alertContent { return alertContent.initialFocus }
        guard let window, let navigation, let screen else { return nil }
        return window.focusOrder.first { $0.isDescendant(of: screen.view) } ?? navigation.backButton
    }

    /// Adds a handler run once it is dismissed (after an alert's action's
    /// own handler is queued, before it runs).
    public func onDismiss(_ handler: @escaping @MainActor () -> Void) {
        dismissHandlers.append(handler)
    }

    /// Dismisses it, with those it presented: the content behind comes
    /// alive again and focus goes back to what had it before. Does nothing
    /// when it is not up.
    public func dismiss(animated: Bool = true) {
        guard let window, let index = window.presentationStack.firstIndex(where: { $0 === self }) else { return }
        for above in window.presentationStack[(index + 1)...].reversed() { above.close(animated: false) }
        close(animated: animated)
    }

    /// Chooses the alert's action at `index`: dismisses the alert, then
    /// runs the action's handler with the fields' texts.
    func choose(_ index: Int) {
        guard let alert, alert.actions.indices.contains(index), alert.actions[index].isEnabled, isPresented else { return }
        let texts = alertContent?.fieldTexts ?? []
        dismiss()
        alert.actions[index].handler(texts)
    }

    override public func layoutSubviews() {
        layoutPanel()
    }

    override public func traitCollectionDidChange(_ previous: TraitCollection) {
        updateLook()
        layoutPanel()
    }

    /// Colours that follow the traits.
    private func updateLook() {
        grabber.backgroundColor = SemanticColor.tertiaryLabel.resolved(for: traitCollection)
    }

    /// Removes it from its window's stack and plays it out.
    private func close(animated: Bool) {
        guard let window else { return }
        window.removeDismissedPresentations()
        window.presentationStack.removeAll { $0 === self }
        for view in inerted { view.isInert = false }
        inerted.removeAll()
        // Out of reach at once; its views stay for the animation and go after it, or at the next presentation change.
        isInert = true
        window.dismissedPresentations.append(self)
        playOut(animated: animated)
        TransitionCleanup.after(animated ? Self.slideDuration : 0) { [weak self, weak window] in
            guard let self, let window, window.dismissedPresentations.contains(where: { $0 === self }) else { return }
            window.dismissedPresentations.removeAll { $0 === self }
            self.removeFromSuperview()
        }
        // Focus goes back to what had it (the button that opened it); when
        // that is gone, to the first control, as a keyboard user needs one.
        if let before = focusBefore, !(before.window === window && before.becomeFirstResponder()) {
            window.focusOrder.first?.becomeFirstResponder()
        }
        let handlers = dismissHandlers
        dismissHandlers.removeAll()
        for handler in handlers { handler() }
    }

    /// Escape dismisses (an alert: chooses its cancel action); Return
    /// chooses an alert's preferred action.
    override public func keyDown(_ event: KeyEvent) -> Bool {
        guard isPresented, event.modifiers.isEmpty else { return super.keyDown(event) }
        switch event.key {
        case .escape:
            cancel()
            return true
        case .enter:
            guard let index = alert?.returnActionIndex else { return super.keyDown(event) }
            choose(index)
            return true
        default:
            return super.keyDown(event)
        }
    }

    /// What Escape and a click outside do: an alert's cancel action; an
    /// action sheet without one, or a sheet, is dismissed.
    /// Returns whether it did anything.
    @discardableResult
    func cancel(fromBackdrop: Bool = false) -> Bool {
        switch style {
        case .alert:
            // An alert waits for a choice: a click outside does nothing, as in UIKit.
            guard !fromBackdrop, let index = alert?.cancelActionIndex else { return false }
            choose(index)
        case .actionSheet:
            if let index = alert?.cancelActionIndex { choose(index) } else { dismiss() }
        case .sheet:
            guard allowsInteractiveDismissal else { return false }
            dismiss()
        case .fullScreen:
            guard allowsInteractiveDismissal, !fromBackdrop else { return false }
            dismiss()
        }
        return true
    }

    private var pressedBackdrop = false

    override public func pointerBegan(at point: CGPoint, event: PointerEvent) {
        pressedBackdrop = !panel.frame.contains(point)
    }

    override public func pointerEnded(at point: CGPoint, event: PointerEvent) {
        defer { pressedBackdrop = false }
        guard pressedBackdrop, !panel.frame.contains(point) else { return }
        cancel(fromBackdrop: true)
    }

    override public func pointerCancelled() {
        pressedBackdrop = false
    }
}
