import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Refresh control")
struct RefreshControlTests {
    private func makeScroll() throws -> (Window, ScrollView, RefreshControl, () -> Int) {
        let window = Window(size: CGSize(width: 200, height: 300))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 1_000)
        var refreshes = 0
        let control = RefreshControl { _ in refreshes += 1 }
        scroll.refreshControl = control
        try window.rootView.addSubview(scroll)
        return (window, scroll, control, { refreshes })
    }

    private func drag(_ window: Window, from start: CGFloat, to end: CGFloat) {
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: start), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 100, y: (start + end) / 2), time: 0.1))
        window.send(PointerEvent(.move, at: CGPoint(x: 100, y: end), time: 0.2))
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: end), time: 0.3))
    }

    @Test("Pulling past the threshold refreshes: the control stays shown above the content until the app ends it")
    func pullToRefresh() throws {
        let (window, scroll, control, refreshes) = try makeScroll()
        #expect(control.frame == CGRect(x: 0, y: -56, width: 200, height: 56))
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 20), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 100, y: 40), time: 0.1))
        #expect(scroll.contentOffset.y == -10, "a rubber band: the content follows half of the 20 points pulled")
        #expect(control.spinner.isHidden == true, "under half the threshold")
        window.send(PointerEvent(.move, at: CGPoint(x: 100, y: 120), time: 0.2))
        #expect(!control.spinner.isHidden)
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 120), time: 0.3))
        #expect(refreshes() == 1 && control.isRefreshing && control.spinner.isAnimating)
        #expect(scroll.contentInset.top == 56 && scroll.contentOffset.y == -56)
        #expect(control.accessibilityLabel == "Refreshing")
        #expect(window.takeTransaction().mutations.contains { if case .announce("Refreshing", _) = $0 { return true }; return false })

        control.endRefreshing()
        #expect(!control.isRefreshing && scroll.contentInset.top == 0 && scroll.contentOffset.y == 0)
    }

    @Test("A short pull springs back without refreshing; a pull from further down the content scrolls it")
    func shortPull() throws {
        let (window, scroll, control, refreshes) = try makeScroll()
        drag(window, from: 20, to: 70)   // 50 points pulled: under the 64-point threshold
        #expect(refreshes() == 0 && !control.isRefreshing)
        #expect(scroll.contentOffset.y == 0)
        scroll.scroll(to: CGPoint(x: 0, y: 300))
        drag(window, from: 20, to: 200)
        #expect(refreshes() == 0 && scroll.contentOffset.y > 0, "scrolled up, not past the top")
    }

    @Test("By keyboard: Tab reaches the control, the content moves down to show it, and Enter refreshes")
    func keyboard() throws {
        let (window, scroll, control, refreshes) = try makeScroll()
        #expect(window.focusNext())
        #expect(window.firstResponder === control)
        #expect(scroll.contentInset.top == 56 && scroll.contentOffset.y == -56, "shown while it has focus")
        #expect(window.send(KeyEvent(.down, key: .enter)))
        #expect(refreshes() == 1 && control.isRefreshing)
        control.endRefreshing()
        #expect(scroll.contentInset.top == 56, "still focused: still shown")
        _ = control.resignFirstResponder()
        #expect(scroll.contentInset.top == 0 && scroll.contentOffset.y == 0)
    }

    @Test("Beginning from code shows the control without calling the handlers; replacing the control ends it")
    func fromCode() throws {
        let (_, scroll, control, refreshes) = try makeScroll()
        control.beginRefreshing()
        #expect(control.isRefreshing && refreshes() == 0 && scroll.contentInset.top == 56)
        scroll.refreshControl = nil
        #expect(!control.isRefreshing && control.superview == nil && scroll.contentInset.top == 0)
    }

    @Test("Wheel overscroll at the top pulls the control: one notch shows progress, a second refreshes; a plain scroll view clamps")
    func wheelOverscroll() throws {
        let (_, scroll, control, refreshes) = try makeScroll()
        scroll.scrollFromPage(to: CGPoint(x: 0, y: -64))
        #expect(refreshes() == 0 && control.pullProgress == 0.5 && scroll.contentOffset.y == 0)
        scroll.scrollFromPage(to: CGPoint(x: 0, y: -64))
        #expect(refreshes() == 1 && control.isRefreshing && control.pullProgress == 0)
        // While refreshing, more overscroll does nothing more.
        #expect(control.isRefreshing)
        scroll.scrollFromPage(to: CGPoint(x: 0, y: -300))
        #expect(refreshes() == 1)

        let plain = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        plain.contentSize = CGSize(width: 200, height: 1_000)
        plain.scrollFromPage(to: CGPoint(x: 0, y: -64))
        #expect(plain.contentOffset.y == 0)
    }

    @Test("Overscroll asked for away from the top only scrolls to the top: it pulls nothing")
    func overscrollAwayFromTheTop() throws {
        let (_, scroll, control, refreshes) = try makeScroll()
        scroll.scroll(to: CGPoint(x: 0, y: 200))
        scroll.scrollFromPage(to: CGPoint(x: 0, y: -64))
        #expect(scroll.contentOffset.y == 0 && control.pullProgress == 0 && refreshes() == 0)
    }

    @Test("Wheel pulls add up only within the window of each other; amounts that are not finite add nothing")
    func wheelPullWindow() {
        var pull = WheelPull()
        let start = ContinuousClock.now
        #expect(pull.add(10, at: start) == 10)
        #expect(pull.add(10, at: start + .milliseconds(300)) == 20)
        #expect(pull.add(10, at: start + .milliseconds(800)) == 10, "500 ms after the last: a new pull")
        #expect(pull.add(.nan, at: start + .milliseconds(900)) == 10)
        #expect(pull.add(-5, at: start + .milliseconds(950)) == 10)
    }
}
