import Foundation

extension Window {
    /// The views Tab visits, in order: every focusable view (``View/isFocusable``),
    /// those with a ``View/focusIndex`` first (lowest first), then the rest in
    /// reading order: rows top to bottom, left to right within a row (right
    /// to left when the window's layout direction is). Two
    /// views share a row when the lower one starts above the middle of the
    /// row's first view. A scroll view's contents are ordered among
    /// themselves and come as one block at the scroll view's place; a
    /// table's section index comes after its rows.
    ///
    /// A radio group is one stop: its focused, else checked, else first
    /// radio button; the arrow keys reach the others.
    ///
    /// Kept between calls until something it reads changes (see
    /// ``View/setNeedsFocusOrderUpdate()``).
    public var focusOrder: [View] {
        if let cachedFocusOrder { return cachedFocusOrder }
        let order = collectFocusOrder()
        cachedFocusOrder = order
        return order
    }

    /// The order walked afresh, whatever is kept.
    func collectFocusOrder() -> [View] {
        var found: [(view: View, frame: CGRect)] = []
        collectFocusable(rootView, origin: .zero, into: &found)
        let rightToLeft = isRightToLeft
        let indexed = Self.readingOrder(found.filter { $0.view.focusIndex != nil }, rightToLeft: rightToLeft)
        let geometric = Self.readingOrder(found.filter { $0.view.focusIndex == nil }, rightToLeft: rightToLeft)
        return (Self.stableSorted(indexed) { $0.view.focusIndex ?? 0 } + geometric).map(\.view)
    }

    /// Moves focus to the next view of ``focusOrder`` (wrapping). When
    /// nothing has focus it goes on from the view that last gave focus up
    /// (Escape in a text field), or starts at the first. Returns whether a
    /// view took focus.
    @discardableResult
    public func focusNext() -> Bool {
        moveFocus(by: 1)
    }

    /// Moves focus to the previous view of ``focusOrder`` (wrapping); when
    /// nothing has focus, the one before the view that last gave focus up,
    /// or the last.
    @discardableResult
    public func focusPrevious() -> Bool {
        moveFocus(by: -1)
    }

    private func moveFocus(by step: Int) -> Bool {
        let order = focusOrder
        guard !order.isEmpty else { return false }
        let current = firstResponder ?? focusNavigationStart
        let next: Int
        if let current, let index = order.firstIndex(where: { $0 === current }) {
            next = (index + step + order.count) % order.count
        } else {
            next = step > 0 ? 0 : order.count - 1
        }
        if let entry = listEntry(toward: order[next], from: current, forward: step > 0) { return entry.becomeFirstResponder() }
        return order[next].becomeFirstResponder()
    }

    /// Where Tab enters a list when `target` is in one that `current` is
    /// not in: its first stop once its first item is shown (Shift-Tab: its
    /// last, once its last item is), as a page holding every row would.
    /// A list mounts only the rows near what it shows, so without this Tab
    /// would start at whichever row happens to be mounted first.
    private func listEntry(toward target: View, from current: View?, forward: Bool) -> View? {
        var entered: ListView?
        var ancestor = target.superview
        while let view = ancestor {
            if let list = view as? ListView, current.map({ !$0.isDescendant(of: list) }) ?? true { entered = list }
            ancestor = view.superview
        }
        guard let entered, entered.showEntryItem(forward: forward) else { return nil }
        let inside = focusOrder.filter { $0.isDescendant(of: entered) }
        return forward ? inside.first : inside.last
    }

    /// The one place focus changes: records both ends and tells both views.
    func moveFocus(to view: View?) {
        let previous = firstResponder
        guard previous !== view else { return }
        firstResponder = view
        focusNavigationStart = view == nil ? previous : nil
        if let popUp = openPopUp, let view, !popUp.keepsOpen(forFocusOn: view) { popUp.closePopUp() }
        if let previous {
            previous.record(.focused(false))
            previous.didResignFirstResponder()
        }
        if let view, firstResponder === view {
            view.record(.focused(true))
            view.didBecomeFirstResponder()
            view.scrollToVisible()
        }
    }

    /// Forgets a first responder that left the tree, without recording it
    /// (its view is being destroyed).
    func dropFirstResponder() {
        guard let previous = firstResponder else { return }
        firstResponder = nil
        previous.didResignFirstResponder()
    }

    private func collectFocusable(_ view: View, origin: CGPoint, into found: inout [(view: View, frame: CGRect)]) {
        guard view.allowsFocusWithin else { return }
        if view.canBecomeFirstResponder, !view.isPassedOverByTab { found.append((view, CGRect(origin: origin, size: view.frame.size))) }
        // A scroll view's content is read as one block where the scroll view
        // is: rows scrolled above it (still mounted) come after what is
        // above the scroll view, not before the whole page.
        guard view is ScrollView, view !== rootView else {
            collectSubviews(of: view, origin: origin, into: &found)
            return
        }
        var inner: [(view: View, frame: CGRect)] = []
        collectSubviews(of: view, origin: origin, into: &inner)
        let frame = CGRect(origin: origin, size: view.frame.size)
        let unindexed = inner.filter { $0.view.focusIndex == nil }
        let ordered = Self.readingOrder(unindexed.filter { !$0.view.comesAfterContentInFocusOrder }, rightToLeft: isRightToLeft)
            + unindexed.filter(\.view.comesAfterContentInFocusOrder)
        found += inner.filter { $0.view.focusIndex != nil } + ordered.map { ($0.view, frame) }
    }

    // Appends straight into the caller's list: this runs on every flush of
    // every session, and a list per view was most of its cost.
    private func collectSubviews(of view: View, origin: CGPoint, into found: inout [(view: View, frame: CGRect)]) {
        let bounds = view.bounds
        for subview in view.subviews {
            let childOrigin = CGPoint(
                x: origin.x + subview.frame.minX - bounds.minX,
                y: origin.y + subview.frame.minY - bounds.minY)
            collectFocusable(subview, origin: childOrigin, into: &found)
        }
    }

    /// Whether rows are read right to left: the window's layout direction.
    private var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    /// Rows top to bottom, each left to right (right to left when
    /// `rightToLeft`); ties keep tree order.
    static func readingOrder(_ items: [(view: View, frame: CGRect)], rightToLeft: Bool = false) -> [(view: View, frame: CGRect)] {
        // Along a row from its reading start: the left edge, or the right edge seen from the right.
        func start(_ item: (view: View, frame: CGRect)) -> CGFloat { rightToLeft ? -item.frame.maxX : item.frame.minX }
        var result: [(view: View, frame: CGRect)] = []
        var row: [(view: View, frame: CGRect)] = []
        var rowMiddle = -CGFloat.infinity
        for item in stableSorted(items, by: { $0.frame.minY }) {
            if !row.isEmpty, item.frame.minY >= rowMiddle {
                result += stableSorted(row, by: start)
                row.removeAll()
            }
            if row.isEmpty { rowMiddle = item.frame.midY }
            row.append(item)
        }
        return result + stableSorted(row, by: start)
    }

    /// `items` ordered by `key`, equal keys keeping their order.
    private static func stableSorted<Item, Key: Comparable>(_ items: [Item], by key: (Item) -> Key) -> [Item] {
        items.enumerated().sorted {
            let (a, b) = (key($0.element), key($1.element))
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }
}
