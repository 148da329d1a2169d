import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    /// A 100×100 window with one 50×50 view at (10, 10).
    private func makeTree() throws -> (Window, View) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        try window.rootView.addSubview(view)
        return (window, view)
    }

    @Test("The frontmost of overlapping siblings is hit; outside it the one behind")
    func overlappingSiblings() throws {
        let (window, back) = try makeTree()
        let front = View(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        try window.rootView.addSubview(front)
        #expect(window.rootView.hitTest(CGPoint(x: 40, y: 40)) === front)
        #expect(window.rootView.hitTest(CGPoint(x: 20, y: 20)) === back)
        #expect(window.rootView.hitTest(CGPoint(x: 95, y: 5)) === window.rootView)
        #expect(window.rootView.hitTest(CGPoint(x: 150, y: 5)) == nil)
    }

    @Test("Hidden views, alpha 0 and disabled interaction are skipped with their subtrees")
    func skippedViews() throws {
        let (window, view) = try makeTree()
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try view.addSubview(child)
        let point = CGPoint(x: 15, y: 15)
        #expect(window.rootView.hitTest(point) === child)
        view.isHidden = true
        #expect(window.rootView.hitTest(point) === window.rootView)
        view.isHidden = false
        view.alpha = 0
        #expect(window.rootView.hitTest(point) === window.rootView)
        view.alpha = 0.02
        #expect(window.rootView.hitTest(point) === child)
        view.isUserInteractionEnabled = false
        #expect(window.rootView.hitTest(point) === window.rootView)
    }

    @Test("A subview sticking out is hit unless its parent clips to bounds")
    func clipping() throws {
        let (window, view) = try makeTree()
        let outside = View(frame: CGRect(x: 45, y: 45, width: 30, height: 30))
        try view.addSubview(outside)
        let point = CGPoint(x: 70, y: 70)
        #expect(window.rootView.hitTest(point) === outside)
        view.clipsToBounds = true
        #expect(window.rootView.hitTest(point) === window.rootView)
        #expect(window.rootView.hitTest(CGPoint(x: 57, y: 57)) === outside)
    }

    @Test("A scroll view's content offset shifts what is under a point")
    func scrolledContent() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let rows = (0..<10).map { View(frame: CGRect(x: 0, y: CGFloat($0) * 100, width: 100, height: 100)) }
        for row in rows { try scroll.addSubview(row) }
        try window.rootView.addSubview(scroll)
        #expect(window.rootView.hitTest(CGPoint(x: 5, y: 5)) === rows[0])
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(window.rootView.hitTest(CGPoint(x: 5, y: 5)) === rows[2])
        #expect(window.rootView.hitTest(CGPoint(x: 5, y: 60)) === rows[3])
        #expect(rows[3].convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 50))
        #expect(scroll.convert(CGPoint(x: 5, y: 60), from: nil) == CGPoint(x: 5, y: 310))
    }
}
