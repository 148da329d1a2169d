import ComponentKit
import ComponentKitLists
import Foundation
import ViewTree

/// A list item for the data source tests.
struct Row: Hashable, Sendable {
    var id: Int
    var height: CGFloat = 10
    var title: String = ""
}

/// Everything the rows' components and controllers did, across threads.
/// Guarded by a pthread lock, which ThreadSanitizer sees (it cannot see
/// `Mutex` on Linux).
final class RowLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (events: [String], provided: [Int], scopes: [Int: Scope<Int>]) = ([], [], [:])

    private func withLock<Result>(_ body: (inout (events: [String], provided: [Int], scopes: [Int: Scope<Int>])) -> Result) -> Result {
        lock.withLock { body(&stored) }
    }

    func event(_ entry: String) { withLock { $0.events.append(entry) } }
    func provided(_ id: Int) { withLock { $0.provided.append(id) } }
    func record(_ id: Int, _ scope: Scope<Int>) { withLock { $0.scopes[id] = scope } }
    func scope(_ id: Int) -> Scope<Int>? { withLock { $0.scopes[id] } }

    func takeEvents() -> [String] {
        withLock { state in
            defer { state.events.removeAll() }
            return state.events
        }
    }

    func takeProvided() -> [Int] {
        withLock { state in
            defer { state.provided.removeAll() }
            return state.provided
        }
    }
}

/// A row whose state adds 10 points of height per step, and whose
/// controller logs its lifecycle.
struct RowComponent: ControlledComponent {
    typealias Controller = RowController
    let row: Row
    let log: RowLog

    var scopeKey: String? { "row-\(row.id)" }
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        log.record(row.id, scope)
        return ViewComponent(
            view: ViewConfiguration(View.self, [.accessibilityLabel("\(row.id) \(row.title) \(state)")]),
            size: ComponentSize(width: .percent(100), height: .points(row.height + CGFloat(state) * 10)))
    }
}

final class RowController: ComponentController<RowComponent> {
    private func log(_ event: String) { component.log.event("\(component.row.id):\(event)") }
    override func invalidate() { log("invalidate") }
    override func treeWillAppear() { log("appear") }
    override func treeDidDisappear() { log("disappear") }
}

/// A context the provider reads, to tell rebuilds from re-layouts.
struct RowContext: Equatable, Sendable {
    var theme = "light"
}

/// Records every change a data source tells.
@MainActor
final class RecordingListener: DataSourceListener {
    var changes: [AppliedChanges] = []
    var models: [[[Row]]] = []
    var resized: [(IndexPath, CGSize, CGSize)] = []

    func dataSource(
        _ dataSource: DataSource<Row, RowContext>, didModify previous: DataSourceState<Row, RowContext>,
        to state: DataSourceState<Row, RowContext>, with changes: AppliedChanges
    ) {
        self.changes.append(changes)
        models.append(state.models)
    }

    func dataSource(
        _ dataSource: DataSource<Row, RowContext>, didChangeSizeOfItemAt indexPath: IndexPath, from oldSize: CGSize,
        to newSize: CGSize, boundsAnimation: AnimationTiming?
    ) {
        resized.append((indexPath, oldSize, newSize))
    }
}

enum Rows {
    static func provider(_ log: RowLog) -> ComponentProvider<Row, RowContext> {
        ComponentProvider { row, _ in
            log.provided(row.id)
            return RowComponent(row: row, log: log)
        }
    }

    static func configuration(
        _ provider: ComponentProvider<Row, RowContext>, width: CGFloat = 100, context: RowContext = RowContext(),
        parallelism: Int = 2
    ) -> DataSourceConfiguration<Row, RowContext> {
        DataSourceConfiguration(provider: provider, context: context, sizeRange: .flexibleHeight(width: width),
                                layoutContext: LayoutContext(pointScale: 1), parallelism: parallelism)
    }

    /// A changeset inserting section 0 with `rows`.
    static func insert(_ rows: [Row]) -> Changeset<Row> {
        var changeset = Changeset<Row>(insertedSections: [0])
        for (index, row) in rows.enumerated() { changeset.insertedItems[[0, index]] = row }
        return changeset
    }
}
