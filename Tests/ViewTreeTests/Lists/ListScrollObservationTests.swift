import Foundation
import Testing
@testable import ViewTree

/// Records scroll and visibility events as `name@offset`.
@MainActor
private final class ScrollRecorder: ListViewDelegate {
    var events: [String] = []
    var visible: [[IndexPath]] = []

    func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("scroll@\(Int(scrollView.contentOffset.y))") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("begin@\(Int(scrollView.contentOffset.y))") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("end@\(Int(scrollView.contentOffset.y)) \(decelerate)")
    }
    func listViewDidChangeVisibleItems(_ listView: ListView) { visible.append(listView.indexPathsForVisibleItems) }
}

@MainActor
@Suite("Scroll observation")
struct ListScrollObservationTests {
    private func makeList(items: Int) throws -> (Window, CollectionView, HeightsSource, ScrollRecorder) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let source = HeightsSource([Array(repeating: 50, count: items)])
        let recorder = ScrollRecorder()
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.workingRange = 0
        list.dataSource = source
        list.delegate = recorder
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list, source, recorder)
    }

    @Test("A drag reports will-begin, every offset change, and did-end without deceleration")
    func dragging() throws {
        let (window, list, source, recorder) = try makeList(items: 10)
        defer { withExtendedLifetime(source) {} }
        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 90), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 50, y: 70), time: 0.1))
        #expect(list.isDragging)
        window.send(PointerEvent(.move, at: CGPoint(x: 50, y: 40), time: 0.2))
        window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 40), time: 0.3))
        #expect(!list.isDragging)
        #expect(recorder.events == ["begin@0", "scroll@20", "scroll@50", "end@50 false"])
    }

    @Test("The keyboard, scroll(to:), contentOffset, scrollToItem and a page's scroll message all report did-scroll")
    func everyCauseReports() throws {
        let (_, list, source, recorder) = try makeList(items: 10)
        defer { withExtendedLifetime(source) {} }
        let plain = ScrollRecorder()
        list.scrollDelegate = plain
        _ = list.keyDown(KeyEvent(.down, key: .arrowDown))
        list.scroll(to: CGPoint(x: 0, y: 100))
        list.contentOffset = CGPoint(x: 0, y: 120)
        try list.scrollToItem(at: [0, 6], position: .top, animated: true)
        list.scroll(to: CGPoint(x: 0, y: 300))
        #expect(recorder.events == ["scroll@40", "scroll@100", "scroll@120", "scroll@300"],
                "scrollToItem's target was 300 and the last scroll(to:) changed nothing")
        #expect(plain.events == recorder.events, "the scroll delegate and the list's delegate hear the same")
    }

    @Test("The same object as scroll delegate and list delegate hears each event once")
    func oneObjectHearsOnce() throws {
        let (_, list, source, recorder) = try makeList(items: 10)
        defer { withExtendedLifetime(source) {} }
        list.scrollDelegate = recorder
        list.scroll(to: CGPoint(x: 0, y: 60))
        #expect(recorder.events == ["scroll@60"])
    }

    @Test("Visible items are reported as they change, with the working range")
    func visibleItems() throws {
        let (_, list, source, recorder) = try makeList(items: 10)
        defer { withExtendedLifetime(source) {} }
        #expect(recorder.visible.last == [[0, 0], [0, 1]])
        list.scroll(to: CGPoint(x: 0, y: 10))
        #expect(recorder.visible.last == [[0, 0], [0, 1], [0, 2]])
        let reports = recorder.visible.count
        list.scroll(to: CGPoint(x: 0, y: 20))
        #expect(recorder.visible.count == reports, "nothing entered or left: no report")
        list.workingRange = 100
        #expect(list.indexPathsForMountedItems == [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]])
        #expect(recorder.visible.count == reports + 1, "the working range grew: reported")
    }
}
