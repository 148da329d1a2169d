import Foundation
import Testing
@testable import ViewTree

/// Records full impressions, beside the heights source's display events.
@MainActor
private final class ImpressionRecorder: ListViewDelegate {
    var impressions: [IndexPath] = []
    func listView(_ listView: ListView, didFullyDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        #expect(cell.isDisplayed && cell.isFullyDisplayed)
        impressions.append(indexPath)
    }
}

@MainActor
@Suite("List views: full impressions")
struct ListFullImpressionTests {
    /// A 100-point list of `source`'s items in a window, its delegate recording impressions.
    private func makeList(_ source: HeightsSource) throws -> (Window, CollectionView, ImpressionRecorder) {
        let recorder = ImpressionRecorder()
        let window = Window(size: CGSize(width: 100, height: 100))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.dataSource = source
        list.delegate = recorder
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list, recorder)
    }

    @Test("A cell is told it is fully displayed once each time it comes wholly into view, and not while it is cut off")
    func fullImpressions() throws {
        let source = HeightsSource([Array(repeating: 40, count: 10)])
        let (window, list, recorder) = try makeList(source)
        defer { withExtendedLifetime(window) {} }
        // 0–40 and 40–80 are inside; 80–120 is cut off.
        #expect(recorder.impressions == [[0, 0], [0, 1]])
        #expect(list.cell(forItemAt: [0, 2])?.isDisplayed == true)
        #expect(list.cell(forItemAt: [0, 2])?.isFullyDisplayed == false)
        list.scroll(to: CGPoint(x: 0, y: 30))
        // 30–130: item 2 (80–120) is now inside; item 0 is cut off.
        #expect(recorder.impressions == [[0, 0], [0, 1], [0, 2]])
        list.scroll(to: CGPoint(x: 0, y: 0))
        // Item 0 comes back fully: told again; item 1 never left.
        #expect(recorder.impressions == [[0, 0], [0, 1], [0, 2], [0, 0]])
    }

    @Test("A cell taller than the list counts once it covers the visible rect")
    func tallCells() throws {
        let source = HeightsSource([[30, 300, 30]])
        let (window, list, recorder) = try makeList(source)
        defer { withExtendedLifetime(window) {} }
        #expect(recorder.impressions == [[0, 0]])
        list.scroll(to: CGPoint(x: 0, y: 50))
        #expect(recorder.impressions == [[0, 0], [0, 1]])
    }
}
