@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

/// A list of 10,000 rows, for scroll messages from the page.
@MainActor
private final class TallRows: ListViewDataSource {
    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { 10_000 }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 200, height: 50) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        cell.accessibilityLabel = "Row \(indexPath[1])"
    }
}

/// Issue 44, bad input: scroll messages out of range, not numbers, or
/// thousands at once are refused or clamped, and hold nothing.
@MainActor
@Suite("Browser sessions: scroll messages from the page")
struct ScrollFloodTests {
    @Test("Offsets that are not finite numbers are refused before they reach a list", arguments: [
        #"{"t":"scroll","v":3,"x":0,"y":1e400}"#, #"{"t":"scroll","v":3,"x":"NaN","y":0}"#, #"{"t":"scroll","v":3,"x":0,"y":-1e30}"#,
    ])
    func nonFiniteOffsetsRefused(text: String) {
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(text) }
    }

    @Test("Thousands of scrolls, out of range both ways, are clamped; the list mounts a screen's cells and the queue stays small")
    func floodIsClamped() async throws {
        let rows = TallRows()
        let list = CollectionView()
        let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 300)) { _ in
            list.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            list.dataSource = rows
            list.reloadData()
            return list
        }
        let (_, queue) = session.connect(presenting: "t")
        session.flush()
        for step in 0..<5_000 {
            let wild: [CGFloat] = [-9_000_000, 9_000_000, CGFloat(step * 97 % 500_000)]
            let y = wild[step % 3]
            session.apply(.scroll(view: list.id, offset: CGPoint(x: -50, y: y)))
        }
        session.flush()
        #expect(list.contentOffset.x == 0)
        let offset = list.contentOffset.y
        let limit = list.maximumContentOffset.y
        #expect(offset >= 0)
        #expect(offset <= limit)
        // The visible 300 points and the 200-point working range on both sides, in 50-point rows.
        let screenful = 16
        let mounted = list.indexPathsForMountedItems.count
        let created = list.statistics.cellsCreated
        #expect(mounted <= screenful)
        #expect(created <= screenful)
        // One flush after the flood: the page gets one transaction, not one per message.
        let queued = queue.queuedBytes
        #expect(queued < 64 * 1_024)
        session.close()
    }
}
