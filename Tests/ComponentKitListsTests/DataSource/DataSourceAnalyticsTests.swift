import ComponentKit
@testable import ComponentKitLists
import Foundation
import Glibc
import Testing
import ViewTree

@MainActor
@Suite("Data source: analytics of changes, their workers and their items")
struct DataSourceAnalyticsTests {
    let log = RowLog()

    func configuration(listeners: [any AnalyticsListener], gate: WorkerGate? = nil) -> DataSourceConfiguration<Row, RowContext> {
        let provider = ComponentProvider<Row, RowContext> { [log] row, _ in
            gate?.arrive()
            return RowComponent(row: row, log: log)
        }
        var configuration = Rows.configuration(provider, parallelism: 2)
        configuration.analyticsListeners = listeners
        return configuration
    }

    @Test("Two workers prepare a changeset at once on two threads: each worker's items come between its own will and did")
    func twoWorkers() throws {
        let events = ThreadedAnalyticsLog()
        let tracer = ChromeTraceRecorder()
        let counters = FrameCounters()
        // Each worker's first item waits for the other's: both run at once, on two threads.
        let gate = WorkerGate(threads: 2)
        let dataSource = DataSource(configuration: configuration(listeners: [events, tracer, counters], gate: gate))
        try dataSource.apply(Rows.insert((0..<64).map { Row(id: $0) }), mode: .synchronous)
        #expect(!gate.timedOut)

        let all = events.entries
        #expect(all.first?.text == "will prepare changeset #1: 64 items, 2 workers, inserted 64")
        #expect(all.last?.text == "did apply changeset #1")
        // Both on the main actor (whose thread, under the test runner, need not be the process's first).
        #expect(all.first?.thread == all.last?.thread)
        let workerThreads = (0..<2).map { worker in all.first { $0.text == "worker \(worker) will" }?.thread }
        #expect(workerThreads[0] != nil && workerThreads[1] != nil && workerThreads[0] != workerThreads[1])
        for worker in 0..<2 {
            let own = all.filter { $0.thread == workerThreads[worker] }.map(\.text).filter { !$0.hasPrefix("will prepare") && !$0.hasPrefix("did apply") }
            #expect(own.first == "worker \(worker) will")
            #expect(own.last == "worker \(worker) did: 32 items")
            let passes = own.dropFirst().dropLast()
            #expect(passes.count == 32 * 4)
            #expect(Set(passes) == ["will build [newTree]", "did build RowComponent [newTree]", "will layout RowComponent [newTree]",
                                    "did layout RowComponent: built 1, laid out 2, reused 0"])
        }

        // The trace shows the two workers side by side, each item's spans on its worker's track.
        let trace = try #require(try JSONSerialization.jsonObject(with: tracer.jsonData()) as? [String: Any])
        let traced = try #require(trace["traceEvents"] as? [[String: Any]])
        func tid(_ name: String) -> Int? { traced.first { $0["name"] as? String == name }?["tid"] as? Int }
        let worker0 = try #require(tid("prepare changeset #1 (worker 0)"))
        let worker1 = try #require(tid("prepare changeset #1 (worker 1)"))
        #expect(worker0 != worker1)
        let itemTracks = traced.filter { $0["name"] as? String == "layout RowComponent" }.compactMap { $0["tid"] as? Int }
        #expect(itemTracks.count == 64 && Set(itemTracks) == [worker0, worker1])
        #expect(traced.filter { $0["name"] as? String == "thread_name" }.count >= 2)

        #expect(counters.currentFrame.renderPasses == 64)
        #expect(counters.currentFrame.componentsBuilt == 64 && counters.currentFrame.componentsLaidOut == 128)
    }

    @Test("A state update inside an item names its scope, then comes back as a one-item stateUpdate change")
    func itemStateUpdate() throws {
        let events = ThreadedAnalyticsLog()
        let dataSource = DataSource(configuration: configuration(listeners: [events]))
        try dataSource.apply(Rows.insert((0..<4).map { Row(id: $0) }), mode: .synchronous)
        _ = events.take()
        try #require(log.scope(2)).updateState(mode: .synchronous) { $0 += 1 }
        #expect(events.take().map(\.text) == [
            "state update RowComponent[key \"row-2\"] (synchronous)",
            "will prepare stateUpdate #2: 1 items, 1 workers",
            "worker 0 will",
            "will build [stateUpdate]",
            "did build RowComponent [stateUpdate]",
            "will layout RowComponent [stateUpdate]",
            "did layout RowComponent: built 1, laid out 2, reused 0",
            "worker 0 did: 1 items",
            "did apply stateUpdate #2",
        ])
    }

    @Test("Cells mount with their item's scope root, and the counters' frame holds the items' passes and the cells' mounts")
    func cellMounts() async throws {
        let events = ThreadedAnalyticsLog()
        let counters = FrameCounters()
        let window = Window(size: CGSize(width: 100, height: 50))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        try window.rootView.addSubview(collection)
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: configuration(listeners: [events, counters]))
        try adapter.apply(Rows.insert((0..<20).map { Row(id: $0) }), mode: .synchronous)
        let mounts = events.mounts
        let mounted = collection.indexPathsForMountedItems
        #expect(!mounted.isEmpty && mounts.count == mounted.count)
        let roots = Set(mounted.compactMap { adapter.state.item(at: $0).map { ObjectIdentifier($0.scopeRoot) } })
        #expect(Set(mounts.compactMap { $0.scopeRoot.map(ObjectIdentifier.init) }) == roots)
        await Task.yield()
        await MainActor.run {}
        let frame = try #require(counters.frames.last)
        #expect(frame.renderPasses == 20 && frame.mounts == mounted.count && frame.viewsCreated == mounted.count)
    }

    @Test("A configuration with other listeners takes the items' state updates with it")
    func listenersFollowConfiguration() throws {
        let old = ThreadedAnalyticsLog(), new = ThreadedAnalyticsLog()
        let dataSource = DataSource(configuration: configuration(listeners: [old]))
        try dataSource.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        dataSource.updateConfiguration(configuration(listeners: [new]), mode: .synchronous)
        _ = old.take()
        _ = new.take()
        try #require(log.scope(1)).updateState(mode: .synchronous) { $0 += 1 }
        #expect(old.take().isEmpty)
        #expect(new.take().first?.text == "state update RowComponent[key \"row-1\"] (synchronous)")
    }

    @Test("Without listeners nothing is announced or attached")
    func noListeners() throws {
        let dataSource = DataSource(configuration: configuration(listeners: []))
        try dataSource.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        #expect(dataSource.changesAnnounced == 0)
        #expect(dataSource.state.sections.joined().allSatisfy { $0.scopeRoot.analytics == nil })
    }
}

/// Analytics lines with the thread each came on.
final class ThreadedAnalyticsLog: AnalyticsListener, @unchecked Sendable {
    struct Entry: Equatable {
        let text: String
        let thread: UInt
    }

    private let lock = NSLock()
    private var stored: [Entry] = []
    private var mountEvents: [TreeMountEvent] = []

    var entries: [Entry] { lock.withLock { stored } }
    var mounts: [TreeMountEvent] { lock.withLock { mountEvents } }

    func take() -> [Entry] {
        lock.withLock {
            defer { stored.removeAll() }
            return stored
        }
    }

    private func add(_ text: String) {
        let entry = Entry(text: text, thread: UInt(pthread_self()))
        lock.withLock { stored.append(entry) }
    }

    private static func name(_ component: any Component) -> String { String(describing: type(of: component)) }

    func willBuildComponentTree(in scopeRoot: ScopeRoot, trigger: BuildTrigger) { add("will build [\(trigger)]") }
    func didBuildComponentTree(_ event: TreeBuildEvent) { add("did build \(Self.name(event.component)) [\(event.trigger)]") }
    func willLayoutComponentTree(_ component: any Component, in scopeRoot: ScopeRoot, trigger: BuildTrigger) {
        add("will layout \(Self.name(component)) [\(trigger)]")
    }
    func didLayoutComponentTree(_ event: TreeLayoutEvent) { add("did layout \(Self.name(event.component)): \(event.counts)") }
    func didMountComponentTree(_ event: TreeMountEvent) { lock.withLock { mountEvents.append(event) } }
    func didEnqueueStateUpdate(_ event: StateUpdateEvent) {
        add("state update \(event.scopePath) (\(event.mode == .synchronous ? "synchronous" : "asynchronous"))")
    }
    func dataSourceWillPrepareChange(_ event: DataSourceChangeEvent) {
        var text = "will prepare \(event.kind.rawValue) #\(event.number): \(event.itemCount) items, \(event.workerCount) workers"
        if event.kind == .changeset { text += ", inserted \(event.changeset.insertedItems)" }
        add(text)
    }
    func dataSourceWorkerWillPrepare(_ change: DataSourceChangeEvent, worker: Int) { add("worker \(worker) will") }
    func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent) { add("worker \(event.worker) did: \(event.itemCount) items") }
    func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) { add("did apply \(event.change.kind.rawValue) #\(event.change.number)") }
}

/// Holds each thread's first arrival until `threads` different threads
/// have arrived (or 30 s passed, which the test then reports): makes the
/// workers run at the same time.
final class WorkerGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived: Set<UInt> = []
    private var failed = false
    private let threads: Int

    init(threads: Int) { self.threads = threads }

    var timedOut: Bool { condition.withLock { failed } }

    func arrive() {
        condition.lock()
        defer { condition.unlock() }
        arrived.insert(UInt(pthread_self()))
        condition.broadcast()
        let deadline = Date().addingTimeInterval(30)
        while arrived.count < threads, !failed {
            if !condition.wait(until: deadline) { failed = true }
        }
    }
}
