import Foundation

/// A view whose content is larger than its bounds and scrolls, as `UIScrollView`.
///
/// The content offset is the bounds origin. Dragging scrolls through the
/// built-in ``panGestureRecognizer``, clamped to the content; setting
/// ``contentOffset`` directly is not clamped, as in UIKit.
///
/// ```swift
/// let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// scroll.contentSize = CGSize(width: 390, height: 5_000)
/// scroll.contentOffset = CGPoint(x: 0, y: 844)
/// ```
@MainActor
open class ScrollView: View {
    override open class var kind: ViewKind { .scroll }

    /// The scrollable area's size.
    public var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { record(.contentSize(contentSize)) } }
    }

    /// Told as the view scrolls and is dragged. Not retained. A list also
    /// tells its ``ListView/delegate`` (when that is another object).
    public weak var scrollDelegate: (any ScrollViewDelegate)?

    /// Whether a drag of the content is under way.
    public private(set) var isDragging = false

    /// Refreshes the content when pulled down past the top (see ``RefreshControl``).
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue {
                oldValue.scrollView = nil
                oldValue.endRefreshing()
                oldValue.removeFromSuperview()
                showRefreshControl(false)
            }
            if let refreshControl {
                refreshControl.scrollView = self
                try? insertSubview(refreshControl, at: 0)
                placeRefreshControl()
            }
        }
    }
    /// Whether the refresh control's height is in ``contentInset``.
    var refreshInsetApplied = false
    /// How far wheel events at the top have pulled, toward refreshing.
    var wheelPull = WheelPull()

    override public var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { didScroll() } }
    }

    private func didScroll() {
        for delegate in scrollDelegates { delegate.scrollViewDidScroll(self) }
        // The navigation view around collapses its large title as its screen's content scrolls.
        var ancestor = superview
        while let view = ancestor {
            if let navigation = view as? NavigationView {
                navigation.contentDidScroll(self)
                break
            }
            ancestor = view.superview
        }
    }

    /// The delegates told of scrolling and dragging: ``scrollDelegate``,
    /// and a list's own delegate.
    open var scrollDelegates: [any ScrollViewDelegate] {
        scrollDelegate.map { [$0] } ?? []
    }

    /// The point of the content shown at the top-left corner.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra scrollable space around the content, as `UIScrollView.contentInset`:
    /// the content can scroll down to show `top` points above it (a bar
    /// overlapping the view) and up to show `bottom` points below it.
    public var contentInset = EdgeInsets() {
        didSet { if contentInset != oldValue { record(.contentInset(contentInset)) } }
    }

    /// The smallest offset: the top-left inset showing above the content.
    public var minimumContentOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset that still shows content (and the bottom-right
    /// inset) up to the bottom-right corner.
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: Swift.max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: Swift.max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// The part of the content that is visible, in content coordinates.
    public var visibleRect: CGRect { bounds }

    /// Drags the content; added to the view's recognizers at init.
    public let panGestureRecognizer = PanGestureRecognizer()

    private var offsetAtPanStart: CGPoint = .zero

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addHandler { [unowned self] _ in self.handlePan(self.panGestureRecognizer) }
        panGestureRecognizer.directionProvider = { [unowned self] in self.dragDirection }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Scrolls as little as needed to show `rect` (in content coordinates),
    /// its top-left corner first when it is larger than the bounds.
    public func scrollRectToVisible(_ rect: CGRect) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if offset != contentOffset { scroll(to: offset) }
    }

    /// Whether the keyboard scrolls this view itself: its content is
    /// larger than its bounds and nothing inside it can take focus. Such a
    /// scroll view takes focus (it joins the window's focus order, as
    /// browsers make such scrollers focusable), so a keyboard user can
    /// reach and scroll content that has no control in it, say a
    /// horizontal rail of pictures. Screen readers read it as a region
    /// named by its ``View/accessibilityLabel`` (a group without one).
    public var scrollsByKeyboard: Bool {
        let axes = scrollableAxes
        guard axes.horizontal || axes.vertical else { return false }
        return !subviews.contains { Self.holdsFocusCandidate($0) }
    }

    /// Whether the content (and insets) can move along each axis by more
    /// than half a point.
    private var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let maximum = maximumContentOffset, minimum = minimumContentOffset
        return (maximum.x > minimum.x + 0.5, maximum.y > minimum.y + 0.5)
    }

    /// Whether `view` or a view inside it, shown and taking pointer
    /// events, says it can take focus.
    private static func holdsFocusCandidate(_ view: View) -> Bool {
        guard view.allowsFocusWithin else { return false }
        return view.canBecomeFirstResponder || view.subviews.contains { holdsFocusCandidate($0) }
    }

    /// A scroll view takes focus for its own sake when it
    /// ``scrollsByKeyboard``, besides what every view can.
    override open var canBecomeFirstResponder: Bool {
        super.canBecomeFirstResponder || scrollsByKeyboard
    }

    /// The arrows scroll a line (40 points), Page Up and Page Down (and
    /// Space, Shift-Space) a page, Home and End to the ends; in a view that
    /// scrolls only sideways, the page keys and Home and End scroll
    /// sideways. A key that cannot scroll this view further goes on to the
    /// superview.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        if super.keyDown(event) { return true }
        guard event.modifiers.subtracting(.shift).isEmpty else { return false }
        let line: CGFloat = 40
        let axes = scrollableAxes
        let sideways = axes.horizontal && !axes.vertical
        let page = Swift.max(line, (sideways ? bounds.width : bounds.height) - line)
        var target = contentOffset
        // The page keys move along the axis the view scrolls on.
        func move(by distance: CGFloat) {
            if sideways { target.x += distance } else { target.y += distance }
        }
        switch event.key {
        case .arrowDown: target.y += line
        case .arrowUp: target.y -= line
        case .arrowRight: target.x += line
        case .arrowLeft: target.x -= line
        case .pageDown: move(by: page)
        case .pageUp: move(by: -page)
        case .space: move(by: event.modifiers.contains(.shift) ? -page : page)
        case .home: if sideways { target.x = minimumContentOffset.x } else { target.y = minimumContentOffset.y }
        case .end: if sideways { target.x = maximumContentOffset.x } else { target.y = maximumContentOffset.y }
        default: return false
        }
        let before = contentOffset
        scroll(to: target)
        return contentOffset != before
    }

    /// Sets the offset, clamped to the scrollable range (insets included).
    public func scroll(to offset: CGPoint) {
        let limit = maximumContentOffset
        let floor = minimumContentOffset
        contentOffset = CGPoint(
            x: Swift.min(limit.x, Swift.max(floor.x, offset.x)), y: Swift.min(limit.y, Swift.max(floor.y, offset.y)))
    }

    /// The directions a drag of the content may start in: the pan
    /// recognizer's ``PanGestureRecognizer/direction`` when set, else the
    /// axes the content scrolls along (vertical when neither, for pulls to
    /// refresh). As in `UIScrollView`, a mostly sideways drag over content
    /// that only scrolls up and down is left to what is under the pointer:
    /// a slider in a scrolling form keeps its drag.
    var dragDirection: PanGestureRecognizer.Direction {
        let direction = panGestureRecognizer.direction
        guard direction == .any else { return direction }
        let across = contentSize.width + contentInset.left + contentInset.right > bounds.width + 0.5
        let along = contentSize.height + contentInset.top + contentInset.bottom > bounds.height + 0.5
        switch (across, along) {
        case (true, true): return .any
        case (true, false): return .horizontal
        case (false, _): return .vertical
        }
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            offsetAtPanStart = contentOffset
            isDragging = true
            for delegate in scrollDelegates { delegate.scrollViewWillBeginDragging(self) }
            fallthrough
        case .changed, .ended:
            let translation = pan.translation
            let proposed = CGPoint(x: offsetAtPanStart.x - translation.x, y: offsetAtPanStart.y - translation.y)
            if !pullForRefresh(to: proposed) { scroll(to: proposed) }
        default:
            break
        }
        if isDragging, pan.state == .ended || pan.state == .cancelled {
            endPullForRefresh()
            isDragging = false
            for delegate in scrollDelegates { delegate.scrollViewDidEndDragging(self, willDecelerate: false) }
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        placeRefreshControl()
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .contentSize(value): contentSize = value
        case let .contentInset(value): contentInset = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        // An inset is sent only when there is one: most scroll views have none.
        super.recordedProperties + [.contentSize(contentSize)] + (contentInset == EdgeInsets() ? [] : [.contentInset(contentInset)])
    }
}
