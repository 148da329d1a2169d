import Foundation

/// Refreshes a scroll view's content when it is pulled down past its top,
/// as `UIRefreshControl`. Set it as a scroll view's ``ScrollView/refreshControl``.
///
/// It sits above the content. Pulling the content down by ``threshold``
/// points and letting go (a mouse or touch drag), or turning a wheel up at
/// the top by two notches (``ScrollView/scrollFromPage(to:)``), starts
/// refreshing: the control stays shown with
/// its spinner (the content is inset by the control's height) and its
/// handlers are called; the app calls ``endRefreshing()`` when its new
/// content is in. Keyboard and screen-reader users reach the control by
/// Tab as a button named "Refresh" (the content moves down to show it
/// while it has focus) and press it with Space or Enter. ``beginRefreshing()``
/// shows it refreshing from code without calling the handlers, as UIKit.
///
/// ```swift
/// let refresh = RefreshControl { control in
///     Task {
///         await feed.reload()
///         control.endRefreshing()
///     }
/// }
/// list.refreshControl = refresh
/// ```
@MainActor
public final class RefreshControl: View {
    /// The spinner shown while pulling (once past half the threshold) and refreshing.
    public let spinner = ActivityIndicator()
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// Points the content must be pulled down past its top to refresh, 64
    /// by default; a value below 1, or not a number, sets it back to 64.
    public var threshold: CGFloat = 64 {
        didSet { if !(threshold >= 1) { threshold = 64 } }
    }
    /// The control's height: the space it takes above the content while it shows.
    public static let height: CGFloat = 56

    private var handlers: [@MainActor (RefreshControl) -> Void] = []
    /// How far the content is pulled, over the threshold (0 when not pulled).
    var pullProgress: CGFloat = 0 {
        didSet { updateSpinner() }
    }
    /// The scroll view it refreshes.
    weak var scrollView: ScrollView?

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Refresh"
        try? addSubview(spinner)
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.refreshByPerson() })
        updateSpinner()
    }

    /// A control calling `handler` when the person refreshes.
    public convenience init(_ handler: @escaping @MainActor (RefreshControl) -> Void) {
        self.init(frame: .zero)
        handlers.append(handler)
    }

    /// Adds a handler, called when the person refreshes (UIKit's
    /// `valueChanged` action).
    public func addRefreshHandler(_ handler: @escaping @MainActor (RefreshControl) -> Void) {
        handlers.append(handler)
    }

    /// Shows the control refreshing (the spinner, the content inset below
    /// it) without calling the handlers. Does nothing while refreshing.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        accessibilityLabel = "Refreshing"
        updateSpinner()
        scrollView?.refreshControlDidBegin()
    }

    /// Ends a refresh: the spinner stops and the content moves back up.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        accessibilityLabel = "Refresh"
        pullProgress = 0
        updateSpinner()
        scrollView?.refreshControlDidEnd()
    }

    /// The person pulled far enough, or pressed the control.
    func refreshByPerson() {
        guard !isRefreshing else { return }
        beginRefreshing()
        window?.announce("Refreshing")
        for handler in handlers { handler(self) }
    }

    override public func didBecomeFirstResponder() {
        scrollView?.refreshControlFocusDidChange(focused: true)
    }

    override public func didResignFirstResponder() {
        scrollView?.refreshControlFocusDidChange(focused: false)
    }

    override public func layoutSubviews() {
        spinner.frame = CGRect(x: (bounds.width - 28) / 2, y: (bounds.height - 28) / 2, width: 28, height: 28)
    }

    private func updateSpinner() {
        let shown = isRefreshing || pullProgress >= 0.5
        spinner.isHidden = !shown
        if isRefreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
        spinner.alpha = isRefreshing ? 1 : Swift.min(1, Swift.max(0, pullProgress))
    }
}
