import Foundation
import Testing
@testable import ViewTree

@Suite("Focus and key routing")
@MainActor
struct FocusTests {
    /// A form: two fields on one row, a disabled button, a button, a hidden field, and a tap target.
    private func form() throws -> (Window, first: TextField, second: TextField, disabled: Button, button: Button, hidden: TextField, tapTarget: View) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let second = TextField(frame: CGRect(x: 200, y: 12, width: 180, height: 30))   // lower, but on the same row
        let first = TextField(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        let disabled = Button(frame: CGRect(x: 10, y: 60, width: 100, height: 40))
        disabled.isEnabled = false
        let button = Button(frame: CGRect(x: 10, y: 110, width: 100, height: 40))
        let hidden = TextField(frame: CGRect(x: 10, y: 160, width: 100, height: 30))
        hidden.isHidden = true
        let tapTarget = View(frame: CGRect(x: 10, y: 200, width: 100, height: 40))
        tapTarget.addGestureRecognizer(TapGestureRecognizer())
        for view in [second, first, disabled, button, hidden, tapTarget] { try window.rootView.addSubview(view) }
        return (window, first, second, disabled, button, hidden, tapTarget)
    }

    @Test("Focus order is reading order: rows top to bottom, left to right; hidden and disabled views are left out")
    func readingOrder() throws {
        let (window, first, second, _, button, _, tapTarget) = try form()
        #expect(window.focusOrder.map(\.id) == [first, second, button, tapTarget].map(\.id))
    }

    @Test("After Escape in a field, Tab goes on from that field and Shift-Tab back from it, not from the top")
    func tabAfterEscape() throws {
        let (window, first, second, _, button, _, _) = try form()
        #expect(second.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .escape))
        #expect(window.firstResponder == nil)
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.firstResponder === button)
        window.send(KeyEvent(.down, key: .escape))
        #expect(window.firstResponder === button, "Escape on a button does not drop its focus")
        #expect(second.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .escape))
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        #expect(window.firstResponder === first)
        // Once the view that gave focus up is gone, Tab starts at the top again.
        window.send(KeyEvent(.down, key: .escape))
        first.isHidden = true
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.firstResponder === second)
    }

    @Test("Right to left, a row is read from its right end; rows still go top to bottom")
    func rightToLeftOrder() throws {
        let (window, first, second, _, button, _, tapTarget) = try form()
        #expect(window.focusOrder.map(\.id) == [first, second, button, tapTarget].map(\.id))
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(window.focusOrder.map(\.id) == [second, first, button, tapTarget].map(\.id))
        window.traitCollection = TraitCollection()
        #expect(window.focusOrder.map(\.id) == [first, second, button, tapTarget].map(\.id))
    }

    @Test("A focus index puts a view first, lowest index first")
    func explicitOrder() throws {
        let (window, first, second, _, button, _, tapTarget) = try form()
        tapTarget.focusIndex = 2
        button.focusIndex = 1
        #expect(window.focusOrder.map(\.id) == [button, tapTarget, first, second].map(\.id))
    }

    @Test("Tab and Shift-Tab move through the order and wrap; focus is recorded on both views")
    func tabbing() throws {
        let (window, first, second, _, button, _, tapTarget) = try form()
        _ = window.takeTransaction()
        #expect(window.send(KeyEvent(.down, key: .tab)))
        #expect(window.firstResponder === first && first.isEditing)
        #expect(window.takeTransaction().mutations == [.set(first.id, .focused(true))])
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.takeTransaction().mutations == [.set(first.id, .focused(false)), .set(second.id, .focused(true))])
        window.send(KeyEvent(.down, key: .tab))
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.firstResponder === tapTarget)
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.firstResponder === first, "wraps to the start")
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        #expect(window.firstResponder === tapTarget, "Shift-Tab wraps to the end")
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        #expect(window.firstResponder === button)
    }

    @Test("Only visible, enabled, interactive views in a window take focus")
    func whoCanFocus() throws {
        let (window, first, _, disabled, _, hidden, _) = try form()
        #expect(!disabled.becomeFirstResponder() && !hidden.becomeFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(!TextField().becomeFirstResponder(), "not in a window")
        #expect(!View().canBecomeFirstResponder, "a plain view is not a tap target")
        first.superview?.isUserInteractionEnabled = false
        #expect(!first.becomeFirstResponder())
    }

    @Test("Hiding, disabling or removing the focused view takes focus away and ends editing")
    func losingFocus() throws {
        let (window, first, second, _, button, _, _) = try form()
        var events: [TextInputEvent] = []
        first.addEditingHandler { _, event in events.append(event) }
        #expect(first.becomeFirstResponder())
        first.isHidden = true
        #expect(window.firstResponder == nil)
        #expect(events == [.editingBegan, .editingEnded])
        #expect(second.becomeFirstResponder())
        second.isEnabled = false
        #expect(window.firstResponder == nil)
        #expect(button.becomeFirstResponder())
        button.removeFromSuperview()
        #expect(window.firstResponder == nil)
    }

    @Test("Enter and Space activate a focused button or tap target; other keys go up the responder chain")
    func activation() throws {
        let (window, _, _, _, button, _, tapTarget) = try form()
        var taps = 0, recognized = 0
        button.addTouchUpInsideHandler { _ in taps += 1 }
        tapTarget.gestureRecognizers[0].addHandler { _ in recognized += 1 }
        button.becomeFirstResponder()
        #expect(window.send(KeyEvent(.down, key: .enter)))
        #expect(window.send(KeyEvent(.down, key: .space)))
        #expect(taps == 2)
        tapTarget.becomeFirstResponder()
        window.send(KeyEvent(.down, key: .enter))
        #expect(recognized == 1 && tapTarget.gestureRecognizers[0].state == .possible)

        var heard: [Key] = []
        window.rootView.addKeyHandler { event in
            guard event.phase == .down, event.modifiers == .command else { return false }
            heard.append(event.key)
            return true
        }
        #expect(window.send(KeyEvent(.down, key: "k", modifiers: .command)), "a shortcut reaches the root from the focused view")
        #expect(!window.send(KeyEvent(.down, key: "k")), "nobody wants a plain k on a tap target")
        #expect(heard == ["k"])
    }

    @Test("A backend mirrors focus by applying the focused property")
    func mirroring() throws {
        let (window, first, second, _, _, _, _) = try form()
        first.apply(.focused(true))
        #expect(window.firstResponder === first)
        second.apply(.focused(false))
        #expect(window.firstResponder === first, "blurring a view without focus changes nothing")
        first.apply(.focused(false))
        #expect(window.firstResponder == nil)
    }

    @Test("A reset describes focus: the focused view's properties say so")
    func recordedFocus() throws {
        let (window, first, second, _, _, _, _) = try form()
        #expect(first.becomeFirstResponder() && window.firstResponder === first)
        #expect(first.recordedProperties.contains(.focused(true)))
        #expect(!second.recordedProperties.contains { $0.key == "focused" })
    }
}

@Suite("Scrolling by keyboard and to the focused view")
@MainActor
struct KeyboardScrollingTests {
    /// A 200-point scroll view over 1,000 points of buttons, 50 points apart.
    func scrollingButtons() throws -> (Window, ScrollView, [Button]) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1_000)
        var buttons: [Button] = []
        for index in 0..<20 {
            let button = Button(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: 200, height: 40))
            try scroll.addSubview(button)
            buttons.append(button)
        }
        try window.rootView.addSubview(scroll)
        return (window, scroll, buttons)
    }

    @Test("Focusing a view scrolls it into sight, as little as needed")
    func focusScrolls() throws {
        let (window, scroll, buttons) = try scrollingButtons()
        buttons[5].becomeFirstResponder()
        #expect(scroll.contentOffset.y == 90, "its bottom (290) at the bottom edge")
        buttons[2].becomeFirstResponder()
        #expect(scroll.contentOffset.y == 90, "already visible: no scroll")
        for _ in 0..<3 { window.send(KeyEvent(.down, key: .tab, modifiers: .shift)) }
        #expect(window.firstResponder === buttons[19] && scroll.contentOffset.y == 790, "wrapping to the last button shows it")
    }

    @Test("Arrows, Page Up and Down, Space, Home and End scroll the scroll view around the focus, or the one on screen")
    func keysScroll() throws {
        let (window, scroll, buttons) = try scrollingButtons()
        window.send(KeyEvent(.down, key: .arrowDown))
        #expect(scroll.contentOffset.y == 40, "nothing focused: the scroll view at the center")
        window.send(KeyEvent(.down, key: .pageDown))
        #expect(scroll.contentOffset.y == 200)
        window.send(KeyEvent(.down, key: .space, modifiers: .shift))
        #expect(scroll.contentOffset.y == 40)
        window.send(KeyEvent(.down, key: .end))
        #expect(scroll.contentOffset.y == 800)
        #expect(!window.send(KeyEvent(.down, key: .arrowDown)), "at the end: not handled")
        buttons[17].becomeFirstResponder()
        window.send(KeyEvent(.down, key: .home))
        #expect(scroll.contentOffset.y == 0, "a focused button passes Home up to its scroll view")
    }

    @Test("With focus outside any scroll view (a bar's button), scrolling keys scroll the view on screen; Tab still moves focus")
    func keysScrollFromOutside() throws {
        let (window, scroll, _) = try scrollingButtons()
        let bar = Button(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        bar.setTitle("Back", for: .normal)
        try window.rootView.addSubview(bar)
        #expect(bar.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .pageDown)))
        #expect(scroll.contentOffset.y == 160, "Page Down on the bar's button scrolled the content a page")
        window.send(KeyEvent(.down, key: .end))
        #expect(scroll.contentOffset.y == 800)
        #expect(window.firstResponder === bar, "focus stays where it was")
        #expect(!window.send(KeyEvent(.down, key: .pageDown, modifiers: .control)), "with a modifier, no scroll")
        #expect(window.send(KeyEvent(.down, key: .tab)) && window.firstResponder !== bar)
    }
}
