import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("PopUpButton: a list that pops up, chosen by pointer or keys, read as a combobox and a listbox")
struct PopUpButtonTests {
    private func fixture(_ options: [String] = ["Newest", "Popular", "Nearby", "Oldest"], selected: Int = 0,
                         traits: TraitCollection = TraitCollection()) throws -> ControlFixture<PopUpButton> {
        let button = PopUpButton()
        button.options = options
        button.selectedIndex = selected
        button.accessibilityLabel = "Sort by"
        let fixture = try ControlFixture(button, traits: traits)
        fixture.window.size = CGSize(width: 400, height: 600)
        button.frame.origin = CGPoint(x: 20, y: 40)
        return fixture
    }

    @Test("A tap opens the list under the button; a tap on an option chooses it, closes the list and sends valueChanged")
    func pointer() throws {
        let fixture = try fixture()
        let button = fixture.control
        fixture.tap(at: CGPoint(x: 40, y: 18))
        let list = try #require(button.list)
        #expect(button.isOpen && button.activeIndex == 0 && button.accessibilityExpanded == true)
        #expect(list.card.frame.minY == 40 + PopUpButton.defaultHeight + 4 && list.card.frame.height == 4 * PopUpList.rowHeight)
        let third = list.rows[2].convert(CGPoint(x: 30, y: 20), to: nil)
        fixture.window.send(PointerEvent(.down, at: third, time: 2))
        fixture.window.send(PointerEvent(.up, at: third, time: 2.05))
        #expect(!button.isOpen && button.selectedIndex == 2 && button.selectedTitle == "Nearby" && fixture.changes == 1)
        #expect(button.titleLabel.text.string == "Nearby")
    }

    @Test("A tap outside the open list closes it without a choice, and reaches nothing under it")
    func outside() throws {
        let fixture = try fixture()
        let behind = Button(frame: CGRect(x: 300, y: 500, width: 80, height: 40))
        var tapped = false
        behind.addTouchUpInsideHandler { _ in tapped = true }
        try fixture.window.rootView.insertSubview(behind, at: 0)
        fixture.tap(at: CGPoint(x: 40, y: 18))
        fixture.window.send(PointerEvent(.down, at: CGPoint(x: 320, y: 520), time: 3))
        fixture.window.send(PointerEvent(.up, at: CGPoint(x: 320, y: 520), time: 3.05))
        #expect(!fixture.control.isOpen && !tapped && fixture.changes == 0)
    }

    @Test("Keys: Down opens, Down and Up move the active option, End and Home go to the ends, Enter chooses; Escape closes with no choice")
    func keys() throws {
        let fixture = try fixture()
        let button = fixture.control
        #expect(fixture.press(.arrowDown) && button.isOpen && button.activeIndex == 0)
        #expect(fixture.press(.arrowDown) && button.activeIndex == 1)
        #expect(fixture.press(.end) && button.activeIndex == 3)
        #expect(fixture.press(.arrowDown) && button.activeIndex == 3)
        #expect(fixture.press(.home) && button.activeIndex == 0)
        #expect(fixture.press(.arrowDown) && fixture.press(.enter))
        #expect(!button.isOpen && button.selectedIndex == 1 && fixture.changes == 1 && button.isFirstResponder)
        #expect(fixture.press(.space) && button.isOpen && button.activeIndex == 1)
        #expect(fixture.press(.arrowDown) && fixture.press(.escape))
        #expect(!button.isOpen && button.selectedIndex == 1 && fixture.changes == 1)
    }

    @Test("Type-ahead: a letter goes to the next title starting with it, the same letter again to the one after, more letters narrow")
    func typeAhead() throws {
        let fixture = try fixture(["Apple", "Banana", "Blueberry", "Cherry", "Blackberry"], selected: 0)
        let button = fixture.control
        fixture.press(.enter)
        #expect(fixture.press("b") && button.activeIndex == 1)
        #expect(fixture.press("b") && button.activeIndex == 2)
        #expect(fixture.press("b") && button.activeIndex == 4)
        #expect(fixture.press("c") && button.activeIndex == 3)
        button.close()
        fixture.press(.enter)
        #expect(fixture.press("b") && fixture.press("l") && fixture.press("a") && button.activeIndex == 4)
        #expect(fixture.press("z") && button.activeIndex == 4)
    }

    @Test("Focus moving to another view closes the list, to nothing (a click on the list) does not; a disabled button neither opens nor takes focus")
    func focusAndDisabled() throws {
        let fixture = try fixture()
        let button = fixture.control
        let other = Button(frame: CGRect(x: 300, y: 500, width: 80, height: 40))
        try fixture.window.rootView.insertSubview(other, at: 0)
        fixture.press(.enter)
        button.resignFirstResponder()
        #expect(button.isOpen)
        #expect(other.becomeFirstResponder())
        #expect(!button.isOpen)
        button.isEnabled = false
        fixture.tap(at: CGPoint(x: 40, y: 18))
        #expect(!button.isOpen && !button.becomeFirstResponder())
    }

    @Test("Read as a combobox named by its label with the chosen title; the open list is a listbox of options, the chosen one selected")
    func accessibility() throws {
        let fixture = try fixture()
        let button = fixture.control
        button.accessibilityIdentifier = "sort"
        #expect(fixture.window.rootView.accessibilityDump() == "comboBox \"Sort by\" value=\"Newest\" [collapsed]")
        fixture.press(.arrowDown)
        #expect(fixture.window.rootView.accessibilityDump() == """
        comboBox "Sort by" value="Newest" [expanded, focused]
        listBox "Sort by"
        option "Newest" [selected]
        option "Popular"
        option "Nearby"
        option "Oldest"
        """)
        #expect(button.activeOptionView === button.list?.rows[0] && button.listView === button.list?.card)
    }

    @Test("Near the bottom the list opens above the button; right to left it lines up with the button's right edge")
    func placement() throws {
        let fixture = try fixture(traits: TraitCollection(layoutDirection: .rightToLeft))
        let button = fixture.control
        button.frame = CGRect(x: 200, y: 520, width: 160, height: 36)
        fixture.press(.enter)
        let card = try #require(button.list?.card)
        #expect(card.frame.maxY == 516 && card.frame.maxX == 360)
    }

    @Test("An index past the options from code chooses none, reported once; new options clear a choice past their end")
    func badIndex() throws {
        let fixture = try fixture()
        let button = fixture.control
        button.selectedIndex = 9
        #expect(button.selectedIndex == PopUpButton.noSelection && button.titleLabel.text.string == "Choose")
        button.selectedIndex = 3
        button.options = ["One", "Two"]
        #expect(button.selectedIndex == PopUpButton.noSelection && fixture.changes == 0)
    }
}
