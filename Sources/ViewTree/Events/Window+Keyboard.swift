import Foundation

extension Window {
    /// Delivers a key event: to the first responder, then up its superviews
    /// until one handles it (``View/keyDown(_:)``, ``View/keyUp(_:)``); with
    /// nothing focused, to the frontmost view at the window's center and up
    /// from there, so the arrows and Page Down scroll what is on screen.
    /// Tab and Shift-Tab that nobody handled move focus through ``focusOrder``.
    ///
    /// - Returns: whether a view or the window handled the event.
    @discardableResult
    public func send(_ event: KeyEvent) -> Bool {
        let center = CGPoint(x: rootView.bounds.midX, y: rootView.bounds.midY)
        var current: View? = firstResponder ?? rootView.hitTest(center) ?? rootView
        while let view = current {
            let handled = event.phase == .down ? view.keyDown(event) : view.keyUp(event)
            if handled { return true }
            current = view.superview
        }
        guard event.phase == .down, event.key == .tab,
            event.modifiers.subtracting(.shift).isEmpty
        else { return false }
        return event.modifiers.contains(.shift) ? focusPrevious() : focusNext()
    }
}
