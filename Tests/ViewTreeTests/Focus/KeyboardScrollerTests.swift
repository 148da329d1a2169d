import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Focus: a scroll view with nothing focusable inside takes focus and scrolls by keyboard")
struct KeyboardScrollerTests {
    /// A 200 × 100 window: a button, then a 200 × 100 rail of `content` points
    /// of plain views (pictures), optionally with a button inside.
    func rail(content: CGSize = CGSize(width: 800, height: 100), buttonInside: Bool = false) throws -> (Window, ScrollView, Button) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let before = Button(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        before.setTitle("Before", for: .normal)
        let rail = ScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        rail.contentSize = content
        for index in 0..<8 {
            try rail.addSubview(View(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 90, height: 100)))
        }
        if buttonInside { try rail.addSubview(Button(frame: CGRect(x: 10, y: 10, width: 50, height: 30))) }
        try window.rootView.addSubview(before)
        try window.rootView.addSubview(rail)
        return (window, rail, before)
    }

    @Test("Tab stops on a rail whose pictures take no focus; the arrows, page keys, Home and End scroll it sideways")
    func railTakesFocusAndScrolls() throws {
        let (window, rail, before) = try rail()
        #expect(rail.scrollsByKeyboard)
        #expect(window.focusOrder.map(ObjectIdentifier.init) == [ObjectIdentifier(before), ObjectIdentifier(rail)])
        window.send(KeyEvent(.down, key: .tab))
        window.send(KeyEvent(.down, key: .tab))
        #expect(rail.isFirstResponder)
        #expect(window.send(KeyEvent(.down, key: .arrowRight)))
        #expect(rail.contentOffset == CGPoint(x: 40, y: 0))
        window.send(KeyEvent(.down, key: .pageDown))
        #expect(rail.contentOffset == CGPoint(x: 200, y: 0), "a page is the width less a line, sideways")
        window.send(KeyEvent(.down, key: .end))
        #expect(rail.contentOffset == CGPoint(x: 600, y: 0))
        window.send(KeyEvent(.down, key: .home))
        #expect(rail.contentOffset == .zero)
        #expect(!window.send(KeyEvent(.down, key: .arrowLeft)), "at the start the key goes on")
    }

    @Test("Screen readers read it as a region named by its label, or a group without one")
    func roleAndName() throws {
        let (_, rail, _) = try rail()
        #expect(rail.accessibilityRole == .group)
        rail.accessibilityLabel = "Day trips"
        #expect(rail.accessibilityRole == .region)
    }

    @Test("A scroll view with a focusable view inside, or with nothing to scroll, takes no focus itself")
    func notWhenContentIsReachableOrFits() throws {
        let (window, rail, before) = try rail(buttonInside: true)
        #expect(!rail.scrollsByKeyboard && rail.accessibilityRole == nil)
        #expect(!window.focusOrder.contains { $0 === rail } && window.focusOrder.first === before)

        let (fitting, still, _) = try self.rail(content: CGSize(width: 200, height: 100))
        #expect(!still.scrollsByKeyboard && !fitting.focusOrder.contains { $0 === still })

        // A hidden button inside does not count: the keyboard could not reach it.
        let (_, hiddenInside, _) = try self.rail(buttonInside: true)
        hiddenInside.subviews.last?.isHidden = true
        #expect(hiddenInside.scrollsByKeyboard)
    }
}
