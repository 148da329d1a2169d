import Foundation

extension View {
    /// Whether this view is its window's first responder.
    public var isFirstResponder: Bool {
        window?.firstResponder === self
    }

    /// Whether the view can be focused now: it says it can
    /// (``canBecomeFirstResponder``), is in a window, and neither it nor an
    /// ancestor is hidden, transparent or closed to pointer events.
    public var isFocusable: Bool {
        guard window != nil, canBecomeFirstResponder else { return false }
        var current: View? = self
        while let view = current {
            if !view.allowsFocusWithin { return false }
            current = view.superview
        }
        return true
    }

    /// Whether focus may be in this view or inside it, as far as the view
    /// itself goes: shown, not transparent, and taking pointer events.
    var allowsFocusWithin: Bool {
        !isHidden && alpha > 0.01 && isUserInteractionEnabled && !isInert
    }

    /// Makes this view the window's first responder, taking focus from the
    /// one that had it. Returns false, changing nothing, when the view is
    /// not focusable (``isFocusable``).
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if window.firstResponder === self { return true }
        guard isFocusable else { return false }
        window.moveFocus(to: self)
        return true
    }

    /// Gives up focus if this view has it; returns whether it had.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return false }
        window.moveFocus(to: nil)
        return true
    }

    /// Adds a handler that hears key events reaching this view (while it or
    /// a descendant has focus) before the view's own handling; a handler
    /// that returns true stops the event.
    ///
    /// ```swift
    /// screen.addKeyHandler { event in
    ///     guard event.phase == .down, event.key == "r", event.modifiers.hasShortcutModifier else { return false }
    ///     reload()
    ///     return true
    /// }
    /// ```
    public func addKeyHandler(_ handler: @escaping @MainActor (KeyEvent) -> Bool) {
        keyHandlers.append(handler)
    }

    /// What Enter or Space does to the focused view, and the arrows to a
    /// radio button they move to: its tap recognizer recognizes a tap, else
    /// an enabled button is tapped. Returns whether either happened.
    @discardableResult
    func activateFromKeyboard() -> Bool {
        // A single tap before a double tap: Enter is one activation.
        let taps = gestureRecognizers.compactMap { $0 as? TapGestureRecognizer }.filter(\.isEnabled)
        if let tap = taps.first(where: { $0.numberOfTapsRequired == 1 }) ?? taps.first {
            tap.recognizeFromKeyboard()
            return true
        }
        guard let button = self as? Button, button.isEnabled else { return false }
        button.sendTouchUpInside()
        return true
    }

    /// Removes every key handler.
    public func removeAllKeyHandlers() {
        keyHandlers.removeAll()
    }

    /// Scrolls every scroll view around this view, innermost first, as
    /// little as needed to show it (focus does this for the view it moves to).
    public func scrollToVisible() {
        var current = superview
        while let ancestor = current {
            if let scroll = ancestor as? ScrollView {
                scroll.scrollRectToVisible(convert(bounds, to: scroll))
            }
            current = ancestor.superview
        }
    }

    /// Takes focus from this view or a descendant (it was hidden or closed to pointer events).
    func resignFocusWithin() {
        guard let window, let focused = window.firstResponder, focused.isDescendant(of: self) else { return }
        window.moveFocus(to: nil)
    }
}
