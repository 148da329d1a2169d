import ComponentKit
import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// A view that counts taps on its own: state no component holds.
final class TallyView: View {
    static var made = 0
    var count = 0
    var onChange: (() -> Void)?

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        TallyView.made += 1
        addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in
            count += 1
            onChange?()
        })
    }
}

/// Records what controllers heard, on the main actor.
@MainActor
final class TallyLog: Sendable {
    var heard: [Int] = []
}

struct TallyComponent: StatefulViewComponent, Equatable {
    typealias Controller = StatefulViewController<TallyComponent>
    let name: String
    let log: TallyLog

    static func == (lhs: TallyComponent, rhs: TallyComponent) -> Bool { lhs.name == rhs.name }
    var scopeKey: String? { name }
    var componentSize: ComponentSize { ComponentSize(height: 40) }
    var onViewStateChange: Action<Int>? {
        let log = log
        return Action(identity: "tally-\(name)") { count in log.heard.append(count) }
    }
    func makeStatefulView() -> TallyView { TallyView() }
    func initialViewState() -> Int { 0 }
    func viewState(of view: TallyView) -> Int { view.count }
    func configure(_ view: TallyView, with count: Int, controller: Controller) {
        view.count = count
        view.accessibilityIdentifier = name
        view.onChange = { [unowned controller] in controller.viewStateDidChange() }
    }
}

@MainActor
@Suite("Stateful view components and their pool", .serialized)
struct StatefulViewComponentTests {
    private func tap(_ view: View, in window: Window) {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: center, time: 0))
        window.send(PointerEvent(.up, at: center, time: 0.05))
    }

    private func tally(_ name: String, in view: View) -> TallyView? {
        view.subtree.first { $0.accessibilityIdentifier == name && $0.superview?.isHidden == false && $0.superview?.superview?.isHidden == false } as? TallyView
    }

    @Test("The controller hears the view's state change; a re-render keeps the same view and its state")
    func reRender() throws {
        let log = TallyLog()
        let window = Window(size: CGSize(width: 200, height: 200))
        let host = HostingView(provider: ComponentProvider<String, Void> { _, _ in TallyComponent(name: "a", log: log) },
                               context: (), layoutContext: LayoutContext(pointScale: 1),
                               frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        try window.rootView.addSubview(host)
        host.update(model: "first")
        let view = try #require(tally("a", in: host))
        tap(view, in: window)
        tap(view, in: window)
        #expect(log.heard == [1, 2])
        host.update(model: "second")
        #expect(tally("a", in: host) === view && view.count == 2)
        #expect(view.frame.size == CGSize(width: 200, height: 40), "the view fills the component")
    }

    @Test("In a 10,000-row list, row 3's view state survives scrolling away and back; the pool stays within its bound")
    func listRows() throws {
        StatefulViewPool.shared.drain()
        let log = TallyLog()
        let window = Window(size: CGSize(width: 200, height: 200))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        try window.rootView.addSubview(list)
        let provider = ComponentProvider<Row, RowContext> { row, _ in TallyComponent(name: "row-\(row.id)", log: log) }
        let adapter = CollectionViewDataSource(collectionView: list, configuration: Rows.configuration(provider, width: 200))
        try adapter.apply(Rows.insert((0..<10_000).map { Row(id: $0) }), mode: .synchronous)
        let made = TallyView.made
        let row3 = try #require(tally("row-3", in: list))
        for _ in 0..<3 { tap(row3, in: window) }
        #expect(log.heard == [1, 2, 3])

        for offset in stride(from: 400, through: 40_000, by: 400) { list.scroll(to: CGPoint(x: 0, y: offset)) }
        #expect(tally("row-3", in: list) == nil)
        #expect(StatefulViewPool.shared.unusedViewCount(of: TallyView.self) <= TallyComponent.maximumPoolSize)
        #expect(TallyView.made - made < 20, "views come back from the pool instead of being made for each row")

        list.scroll(to: .zero)
        let back = try #require(tally("row-3", in: list))
        #expect(back.count == 3, "the state came back, on whichever view the pool gave")
        #expect(tally("row-4", in: list)?.count == 0)
    }

    @Test("The pool keeps at most its bound of unused views per class")
    func bound() {
        let pool = StatefulViewPool()
        var kept = 0
        for _ in 0..<10 where pool.enqueue(TallyView(), limit: 4) { kept += 1 }
        #expect(kept == 4 && pool.unusedViewCount(of: TallyView.self) == 4)
        let reused = pool.dequeue(TallyView.self) { TallyView() }
        #expect(pool.unusedViewCount(of: TallyView.self) == 3 && reused.superview == nil)
    }
}
