import ComponentKit
import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// A row of the feed with a rail of `count` 100-point chips (buttons when
/// `buttons`, plain views otherwise) that scrolls sideways.
struct RailRow: CompositeComponent {
    let row: Row
    var count = 8
    var buttons = false

    var body: some Component {
        ScrollComponent(axis: .horizontal, key: "rail", attributes: [.accessibilityIdentifier("rail-\(row.id)"), .accessibilityLabel("Rail \(row.id)")]) {
            StackComponent(axis: .horizontal, spacing: 10) {
                for index in 0..<count {
                    if buttons {
                        StackComponent(size: ComponentSize(width: 100, height: 40), alignItems: .stretch) {
                            ButtonComponent(title: "\(row.id).\(index)", action: ControlAction("rail.\(row.id).\(index)") {})
                        }
                    } else {
                        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.gray)]), size: ComponentSize(width: 100, height: 40))
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Scroll components: rails inside list rows")
struct ScrollComponentTests {
    private func rail(_ id: Int, in view: View) -> ScrollView? {
        view.subtree.first { $0.accessibilityIdentifier == "rail-\(id)" && isShown($0) } as? ScrollView
    }

    /// Neither the view nor a view above it is hidden (a reused view waiting in a pool is).
    private func isShown(_ view: View) -> Bool {
        var current: View? = view
        while let node = current {
            if node.isHidden { return false }
            current = node.superview
        }
        return true
    }

    private func makeFeed(rows: Int, buttons: Bool = false, window: Window) throws -> (CollectionView, CollectionViewDataSource<Row, RowContext>) {
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        try window.rootView.addSubview(list)
        let provider = ComponentProvider<Row, RowContext> { row, _ in RailRow(row: row, buttons: buttons) }
        let adapter = CollectionViewDataSource(collectionView: list, configuration: Rows.configuration(provider, width: 300))
        try adapter.apply(Rows.insert((0..<rows).map { Row(id: $0) }), mode: .synchronous)
        return (list, adapter)
    }

    @Test("A horizontal rail is as wide as its range allows and scrolls over its content, the child's size")
    func layout() throws {
        let component = ScrollComponent(axis: .horizontal) {
            StackComponent(axis: .horizontal, spacing: 10) {
                for _ in 0..<5 { ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 100, height: 40)) }
            }
        }
        let layout = component.layout(constrainedTo: .flexibleHeight(width: 300))
        #expect(layout.size == CGSize(width: 300, height: 40))
        let host = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        ComponentMounter().mount(layout, in: host)
        let scroll = try #require(host.subviews.first as? ScrollView)
        #expect(scroll.contentSize == CGSize(width: 540, height: 40))
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(scroll.subviews.filter { !$0.isHidden }.map(\.frame.minX) == [0, 110, 220, 330, 440],
                "the child's views are inside the scroll view")
    }

    @Test("A vertical scroll component in a fixed frame scrolls over a taller child; a short child keeps its own length")
    func vertical() throws {
        let tall = ScrollComponent(axis: .vertical, size: ComponentSize(height: 100)) {
            ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(height: 400))
        }
        let layout = tall.layout(constrainedTo: .flexibleHeight(width: 200))
        #expect(layout.size == CGSize(width: 200, height: 100))
        let host = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        ComponentMounter().mount(layout, in: host)
        #expect((host.subviews.first as? ScrollView)?.contentSize == CGSize(width: 200, height: 400))

        let short = ScrollComponent(axis: .horizontal) { ViewComponent(size: ComponentSize(width: 50, height: 20)) }
        #expect(short.layout(constrainedTo: .flexibleHeight(width: 200)).size == CGSize(width: 200, height: 20),
                "a flexible-height range's width is its minimum too")
        #expect(short.layout(constrainedTo: .unconstrained).size == CGSize(width: 50, height: 20))
    }

    @Test("A rail scrolled in one row keeps its offset when the row scrolls away and back; a row reusing its view starts at 0")
    func offsetFollowsTheRow() throws {
        let window = Window(size: CGSize(width: 300, height: 200))
        let (list, adapter) = try makeFeed(rows: 200, window: window)
        let first = try #require(rail(0, in: list))
        first.scroll(to: CGPoint(x: 250, y: 0))
        #expect(first.contentOffset.x == 250)

        var reusedBy: Int?
        for offset in stride(from: 100, through: 4_000, by: 100) {
            list.scroll(to: CGPoint(x: 0, y: offset))
            if reusedBy == nil, let id = (0..<200).first(where: { $0 > 0 && rail($0, in: list) === first }) { reusedBy = id }
        }
        _ = try #require(reusedBy, "row 0's scroll view went to another row")
        for id in 1..<200 {
            guard let other = rail(id, in: list) else { continue }
            #expect(other.contentOffset.x == 0, "row \(id) starts at its own start, not where row 0 was left")
        }
        list.scroll(to: .zero)
        let back = try #require(rail(0, in: list))
        #expect(back.contentOffset.x == 250, "row 0's rail is where it was left, on whichever view it has now")
        #expect(rail(1, in: list)?.contentOffset.x == 0)
        withExtendedLifetime(adapter) {}
    }

    @Test("Right to left, a new rail starts at its right end")
    func rightToLeft() throws {
        let window = Window(size: CGSize(width: 300, height: 200))
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits
        let (list, adapter) = try makeFeed(rows: 3, window: window)
        let first = try #require(rail(0, in: list))
        #expect(first.contentOffset.x == first.maximumContentOffset.x && first.contentOffset.x == 570)
        withExtendedLifetime(adapter) {}
    }

    @Test("Tab into a rail of buttons focuses each in turn and scrolls the rail to show it")
    func keyboard() throws {
        let window = Window(size: CGSize(width: 300, height: 200))
        let (list, adapter) = try makeFeed(rows: 3, buttons: true, window: window)
        let first = try #require(rail(0, in: list))
        #expect(!first.scrollsByKeyboard, "a rail of controls is reached through its controls")
        #expect(window.focusNext())
        #expect(window.firstResponder?.accessibilityName == "0.0")
        for _ in 0..<3 { #expect(window.focusNext()) }
        #expect(window.firstResponder?.accessibilityName == "0.3")
        // The fourth chip spans 330...430: the rail scrolled so its right edge shows.
        #expect(first.contentOffset.x == 130)
        withExtendedLifetime(adapter) {}
    }

    @Test("A rail with nothing to focus takes focus itself and the arrows scroll it, within its content")
    func keyboardScroller() throws {
        let window = Window(size: CGSize(width: 300, height: 200))
        let (list, adapter) = try makeFeed(rows: 3, window: window)
        let first = try #require(rail(0, in: list))
        #expect(first.scrollsByKeyboard)
        #expect(first.becomeFirstResponder())
        _ = window.send(KeyEvent(.down, key: .arrowRight))
        #expect(first.contentOffset.x == 40)
        _ = window.send(KeyEvent(.down, key: .end))
        #expect(first.contentOffset.x == 570)
        #expect(first.accessibilityRole == .region && first.accessibilityName == "Rail 0")
        withExtendedLifetime(adapter) {}
    }
}

/// A header that counts its taps: state in a list header.
struct TappedHeader: StatefulComponent {
    let section: Int
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        StackComponent(axis: .vertical) {
            ButtonComponent(title: "Header \(section): \(state)", action: ControlAction("header.\(section)") { scope.updateState { $0 += 1 } },
                            attributes: [.accessibilityIdentifier("header-\(section)")])
            RailRow(row: Row(id: 1_000 + section))
        }
    }
}

/// Headers made of components for every section.
@MainActor
final class RailHeaders: CollectionSupplementaryDataSource {
    func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind, inSection section: Int) -> (any Component)? {
        kind == .header ? TappedHeader(section: section) : nil
    }
}

extension ScrollComponentTests {
    @Test("Headers keep their state and their rails' offsets: each section's header scope is its own, across header view reuse")
    func headerScopes() async throws {
        let window = Window(size: CGSize(width: 300, height: 200))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        list.workingRange = 0
        try window.rootView.addSubview(list)
        let headers = RailHeaders()
        let provider = ComponentProvider<Row, RowContext> { row, _ in RowComponent(row: row, log: RowLog()) }
        let adapter = CollectionViewDataSource(collectionView: list, configuration: Rows.configuration(provider, width: 300))
        adapter.supplementaryDataSource = headers
        var changeset = Changeset<Row>(insertedSections: IndexSet(0..<6))
        for section in 0..<6 { for item in 0..<30 { changeset.insertedItems[[section, item]] = Row(id: section * 100 + item) } }
        try adapter.apply(changeset, mode: .synchronous)

        let rail0 = try #require(rail(1_000, in: list))
        rail0.scroll(to: CGPoint(x: 200, y: 0))
        // A tap on the header's button: its state changes and the header shows it.
        let button = try #require(list.subtree.first { $0.accessibilityIdentifier == "header-0" } as? Button)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: center, time: 0))
        window.send(PointerEvent(.up, at: center, time: 0.05))
        for _ in 0..<100 where (list.subtree.first { $0.accessibilityIdentifier == "header-0" } as? Button)?.currentTitle != "Header 0: 1" {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect((list.subtree.first { $0.accessibilityIdentifier == "header-0" && isShown($0) } as? Button)?.currentTitle == "Header 0: 1")

        // Far down, section 0's header view is reused for others; their rails start at 0.
        list.scroll(to: CGPoint(x: 0, y: list.maximumContentOffset.y))
        #expect(rail(1_000, in: list) == nil)
        for section in 1..<6 { if let other = rail(1_000 + section, in: list) { #expect(other.contentOffset.x == 0) } }
        list.scroll(to: .zero)
        #expect(try #require(rail(1_000, in: list)).contentOffset.x == 200)
        #expect((list.subtree.first { $0.accessibilityIdentifier == "header-0" && isShown($0) } as? Button)?.currentTitle == "Header 0: 1")
        withExtendedLifetime((adapter, headers)) {}
    }
}
