import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Focus: a radio group is one Tab stop, and the arrow keys move its choice")
struct RadioGroupKeyboardTests {
    /// A window with a "Before" button, a "Size" group of three buttons
    /// (each selects itself when tapped, as an app's action would) and an
    /// "After" button.
    func form(checked: Int? = nil) throws -> (window: Window, radios: [Button], before: Button, after: Button) {
        let window = Window(size: CGSize(width: 400, height: 200))
        let before = Button(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
        before.setTitle("Before", for: .normal)
        let group = View(frame: CGRect(x: 0, y: 50, width: 400, height: 40))
        group.accessibilityContainerType = .radioGroup
        group.accessibilityLabel = "Size"
        var radios: [Button] = []
        for (index, title) in ["Small", "Medium", "Large"].enumerated() {
            let radio = Button(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 90, height: 40))
            radio.setTitle(title, for: .normal)
            radio.isSelected = index == checked
            radio.addTouchUpInsideHandler { tapped in
                for case let other as Button in tapped.superview?.subviews ?? [] { other.isSelected = other === tapped }
            }
            try group.addSubview(radio)
            radios.append(radio)
        }
        let after = Button(frame: CGRect(x: 0, y: 100, width: 90, height: 40))
        after.setTitle("After", for: .normal)
        try window.rootView.addSubview(before)
        try window.rootView.addSubview(group)
        try window.rootView.addSubview(after)
        return (window, radios, before, after)
    }

    private func identities(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    @Test("Tab stops once in the group: on the checked button, or the first while none is checked")
    func oneTabStop() throws {
        let unchecked = try form()
        #expect(identities(unchecked.window.focusOrder) == identities([unchecked.before, unchecked.radios[0], unchecked.after]))
        let (window, radios, before, after) = try form(checked: 2)
        #expect(identities(window.focusOrder) == identities([before, radios[2], after]))
        window.send(KeyEvent(.down, key: .tab))
        window.send(KeyEvent(.down, key: .tab))
        #expect(radios[2].isFirstResponder)
        window.send(KeyEvent(.down, key: .tab))
        #expect(after.isFirstResponder, "Tab leaves the group after one stop")
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        #expect(radios[2].isFirstResponder, "Shift-Tab comes back to the checked button")
    }

    @Test("Down and Right focus and check the next button, Up and Left the previous, wrapping; Tab then leaves from there")
    func arrowsMoveTheChoice() throws {
        let (window, radios, _, after) = try form(checked: 0)
        #expect(radios[0].becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .arrowDown)))
        #expect(radios[1].isFirstResponder && radios[1].isSelected && !radios[0].isSelected)
        #expect(window.send(KeyEvent(.down, key: .arrowRight)))
        #expect(radios[2].isFirstResponder && radios[2].isSelected)
        #expect(window.send(KeyEvent(.down, key: .arrowDown)))
        #expect(radios[0].isFirstResponder && radios[0].isSelected && !radios[2].isSelected, "wraps to the first")
        #expect(window.send(KeyEvent(.down, key: .arrowUp)))
        #expect(radios[2].isFirstResponder && radios[2].isSelected, "wraps back to the last")
        #expect(window.send(KeyEvent(.down, key: .arrowLeft)))
        #expect(radios[1].isFirstResponder && radios[1].isSelected)
        #expect(window.accessibilityDump().contains("""
            radioGroup "Size"
              radioButton "Small" [not checked]
              radioButton "Medium" [checked, focused]
              radioButton "Large" [not checked]
            """))
        window.send(KeyEvent(.down, key: .tab))
        #expect(after.isFirstResponder)
    }

    @Test("Right to left, Left goes to the next button and Right to the previous")
    func rightToLeft() throws {
        let (window, radios, _, _) = try form(checked: 1)
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(radios[1].becomeFirstResponder())
        window.send(KeyEvent(.down, key: .arrowLeft))
        #expect(radios[2].isFirstResponder && radios[2].isSelected)
        window.send(KeyEvent(.down, key: .arrowRight))
        #expect(radios[1].isFirstResponder && radios[1].isSelected)
    }

    @Test("Disabled and hidden buttons are passed over; modified arrows and buttons outside a group are left alone")
    func passesOverWhatCannotTakeFocus() throws {
        let (window, radios, before, _) = try form(checked: 0)
        radios[1].isEnabled = false
        #expect(radios[0].becomeFirstResponder())
        window.send(KeyEvent(.down, key: .arrowDown))
        #expect(radios[2].isFirstResponder && radios[2].isSelected, "the disabled button is skipped")
        radios[0].isHidden = true
        window.send(KeyEvent(.down, key: .arrowDown))
        #expect(radios[2].isFirstResponder, "no other button to go to: the arrow is not taken")
        radios[0].isHidden = false
        window.send(KeyEvent(.down, key: .arrowDown, modifiers: .shift))
        #expect(radios[2].isFirstResponder && radios[2].isSelected && !radios[0].isSelected, "Shift-Down changes nothing")
        #expect(before.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .arrowDown))
        #expect(before.isFirstResponder && radios[2].isSelected, "a button outside the group does not move the choice")
    }
}
