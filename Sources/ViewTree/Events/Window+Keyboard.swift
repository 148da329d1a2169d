import Foundation

extension Window {
    /// Delivers a key event: to the first responder, then up its superviews
    /// until one handles it (``View/keyDown(_:)``, ``View/keyUp(_:)``); with
    /// nothing focused, to the frontmost view at the window's center and up
    /// from there, so the arrows and Page Down scroll what is on screen. A
    /// scrolling key the focused view and its superviews leave alone (Page
    /// Down with focus on a bar button outside the content) goes to the view
    /// at the center too, as a page scrolls when focus is on its header.
    /// Tab and Shift-Tab that nobody handled move focus through ``focusOrder``.
    /// Escape in a text field of the top presentation cancels the
    /// presentation (as it does anywhere in a web dialog) where it can be
    /// cancelled, instead of only leaving the field.
    ///
    /// - Returns: whether a view or the window handled the event.
    @discardableResult
    public func send(_ event: KeyEvent) -> Bool {
        let center = CGPoint(x: rootView.bounds.midX, y: rootView.bounds.midY)
        let atCenter = rootView.hitTest(center) ?? rootView
        if event.phase == .down, event.key == .escape, event.modifiers.isEmpty, let field = firstResponder as? TextInputView,
            let top = presentationStack.last, field.isDescendant(of: top), top.cancel() {
            return true
        }
        if deliver(event, from: firstResponder ?? atCenter) { return true }
        if firstResponder != nil, event.modifiers.isEmpty || event.modifiers == .shift, Self.scrollingKeys.contains(event.key),
            deliver(event, from: atCenter) {
            return true
        }
        guard event.phase == .down, event.key == .tab,
            event.modifiers.subtracting(.shift).isEmpty
        else { return false }
        return event.modifiers.contains(.shift) ? focusPrevious() : focusNext()
    }

    /// Keys that scroll a scroll view when its content does not take them.
    private static let scrollingKeys: Set<Key> = [.arrowUp, .arrowDown, .arrowLeft, .arrowRight, .pageUp, .pageDown, .home, .end, .space]

    /// Offers `event` to `view`, then to each superview, until one handles it.
    private func deliver(_ event: KeyEvent, from view: View) -> Bool {
        var current: View? = view
        while let view = current {
            let handled = event.phase == .down ? view.keyDown(event) : view.keyUp(event)
            if handled { return true }
            current = view.superview
        }
        return false
    }
}
