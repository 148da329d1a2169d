import ComponentKit
import ComponentKitLists
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Text typed into list rows")
struct TextInputRowsTests {
    /// Rows of a field each, 40 points tall, keyed by the row.
    static let provider = ComponentProvider<Row, RowContext> { row, _ in
        TextFieldComponent(
            initialText: "", options: TextInputOptions(placeholder: "Row \(row.id)", accessibilityIdentifier: "row-\(row.id)"),
            key: "field", size: ComponentSize(height: 40))
    }

    private func field(_ list: CollectionView, row: Int) -> TextField? {
        list.subtree.compactMap { $0 as? TextField }.first {
            !$0.isHidden && $0.accessibilityIdentifier == "row-\(row)" && $0.superview?.isHidden == false
        }
    }

    @Test("Text typed into row 3 of 10,000 is still there when row 3 scrolls away and back, though its cell was reused once focus left it")
    func survivesScrolling() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        try window.rootView.addSubview(list)
        let adapter = CollectionViewDataSource(
            collectionView: list, configuration: Rows.configuration(Self.provider, width: 200))
        try adapter.apply(Rows.insert((0..<10_000).map { Row(id: $0) }), mode: .synchronous)

        let typedInto = try #require(field(list, row: 3))
        #expect(typedInto.becomeFirstResponder())
        for character in "hello" { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        #expect(typedInto.text == "hello")

        list.scroll(to: CGPoint(x: 0, y: 200_000))
        // Focus keeps row 3's cell while it is away, as UIKit keeps a first responder's cell...
        #expect(window.firstResponder === typedInto && field(list, row: 3) === typedInto)
        // ...until focus leaves it: then the next scroll reuses it like any other.
        #expect(typedInto.resignFirstResponder())
        list.scroll(to: CGPoint(x: 0, y: 300_000))
        #expect(field(list, row: 3) == nil)
        #expect(window.firstResponder == nil)
        let reused = list.subtree.compactMap { $0 as? TextField }.filter { !$0.isHidden && $0.superview?.isHidden == false }
        #expect(typedInto.superview?.isHidden == true || typedInto.accessibilityIdentifier != "row-3",
                "row 3's view waits for reuse or shows another row")
        #expect(reused.allSatisfy { $0.text.isEmpty }, "no other row shows row 3's text")

        list.scroll(to: .zero)
        let back = try #require(field(list, row: 3))
        #expect(back.text == "hello" && back.selectedRange == 5..<5)
        #expect(field(list, row: 4)?.text == "")
        #expect(list.statistics.cellsCreated < 20)
    }
}
