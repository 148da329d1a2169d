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

    /// The events of one worker's thread, without the main actor's.
    func workerLines(_ all: [ThreadedAnalyticsLog.Entry], thread: UInt?) -> [String] {
        all.filter { $0.thread == thread }.map(\.text).filter { !$0.hasPrefix("will prepare") && !$0.hasPrefix("did apply") }
    }

    @Test("A changeset prepared by two workers: will-prepare first, each worker's items between its own will and did, apply last")
    func twoWorkersInOrder() async throws {
        let events = ThreadedAnalyticsLog()
        let dataSource = DataSource(configuration: configuration(listeners: [events]))
        try dataSource.apply(Rows.insert((0..<64).map { Row(id: $0) }))
        await dataSource.waitUntilIdle()
        let all = events.entries
        #expect(all.first?.text == "will prepare changeset #1: 64 items, 2 workers, inserted 64")
        #expect(all.last?.text == "did apply changeset #1")
        // Both run on the main actor (the listener's methods are `@MainActor`),
        // but not always on one thread: on Linux the main queue can be drained
        // by different threads between hops, so threads are not compared here.
        var prepared = 0
        for worker in 0..<2 {
            let thread = all.first { $0.text == "worker \(worker) will" }?.thread
            let own = workerLines(all, thread: thread).drop { $0 != "worker \(worker) will" }
            let done = try #require(own.firstIndex { $0.hasPrefix("worker \(worker) did: ") })
            let items = Int(own[done].dropFirst("worker \(worker) did: ".count).prefix { $0.isNumber }) ?? -1
            #expect(own[own.startIndex + 1..<done].count == items * 4, "worker \(worker): four events per item, between its will and did")
            prepared += items
        }
        #expect(prepared == 64)
    }

    @Test("Two workers on two threads at once show side by side in the trace, each item on its worker's track")
    func twoWorkersOnTwoThreads() async throws {
        let events = ThreadedAnalyticsLog()
        let tracer = ChromeTraceRecorder()
        let counters = FrameCounters()
        // Each worker's first item waits for the other's, so both run at once.
        let gate = WorkerGate(threads: 2)
        let dataSource = DataSource(configuration: configuration(listeners: [events, tracer, counters], gate: gate))
        let changeset = Rows.insert((0..<64).map { Row(id: $0) })
        let shape = try changeset.validate(against: dataSource.pendingShape)
        dataSource.pendingShape = shape
        // The data source's own steps, with the workers on threads of their
        // own instead of its tasks: the gate then holds neither the main
        // actor nor the shared pool.
        let plan = try #require(dataSource.plan(.changeset(changeset, userInfo: [:], shape: shape)))
        let run = PreparationRun(plan: plan)
        #expect(run.workers == 2)
        run.change = dataSource.announce(run, synchronous: false)
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let countdown = Countdown(2) { finished.resume() }
            for worker in 0..<2 {
                Thread {
                    run.work(as: worker)
                    countdown.done()
                }.start()
            }
        }
        dataSource.commit(plan, assembled: run.result, change: run.change)
        #expect(!gate.timedOut)
        #expect(dataSource.state.models == [(0..<64).map { Row(id: $0) }])

        let all = events.entries
        #expect(all.first?.text == "will prepare changeset #1: 64 items, 2 workers, inserted 64")
        #expect(all.last?.text == "did apply changeset #1")
        let threads = (0..<2).map { worker in all.first { $0.text == "worker \(worker) will" }?.thread }
        #expect(threads[0] != nil && threads[1] != nil && threads[0] != threads[1])
        // Claims shrink near the end, so how the 64 items split depends on timing.
        var prepared = 0
        for worker in 0..<2 {
            let own = workerLines(all, thread: threads[worker])
            #expect(own.first == "worker \(worker) will")
            let items = Int(own.last?.dropFirst("worker \(worker) did: ".count).prefix { $0.isNumber } ?? "") ?? 0
            #expect(own.last == "worker \(worker) did: \(items) items" && items > 0)
            #expect(Set(own.dropFirst().dropLast()) == ["will build [newTree]", "did build RowComponent [newTree]",
                                                        "will layout RowComponent [newTree]", "did layout RowComponent: built 1, laid out 2, reused 0"])
            #expect(own.count == 2 + items * 4)
            prepared += items
        }
        #expect(prepared == 64)

        let trace = try #require(try JSONSerialization.jsonObject(with: tracer.jsonData()) as? [String: Any])
        let traced = try #require(trace["traceEvents"] as? [[String: Any]])
        func tid(_ name: String) -> Int? { traced.first { $0["name"] as? String == name }?["tid"] as? Int }
        let worker0 = try #require(tid("prepare changeset #1 (worker 0)"))
        let worker1 = try #require(tid("prepare changeset #1 (worker 1)"))
        #expect(worker0 != worker1)
        let itemTracks = traced.filter { $0["name"] as? String == "layout RowComponent" }.compactMap { $0["tid"] as? Int }
        #expect(itemTracks.count == 64 && Set(itemTracks) == [worker0, worker1])
        let named = Set(traced.filter { $0["name"] as? String == "thread_name" }.compactMap { $0["tid"] as? Int })
        #expect(named.isSuperset(of: [worker0, worker1]))

        #expect(counters.currentFrame.renderPasses == 64)
        #expect(counters.currentFrame.componentsBuilt == 64 && counters.currentFrame.componentsLaidOut == 128)
    }

    @Test("Worker events time placing on worker 0 and assembling on one worker, and end before the apply")
    func placementAndAssemblyDurations() async throws {
        let recorder = WorkerEventRecorder()
        let dataSource = DataSource(configuration: configuration(listeners: [recorder]))
        try dataSource.apply(Rows.insert((0..<200).map { Row(id: $0) }))
        await dataSource.waitUntilIdle()
        let workers = recorder.workers.sorted { $0.worker < $1.worker }
        let applied = try #require(recorder.applied)
        #expect(workers.map(\.worker) == [0, 1])
        #expect(workers[0].placementDuration > .zero && workers[1].placementDuration == .zero)
        let assemblers = workers.filter { $0.assemblyDuration > .zero }
        #expect(assemblers.count == 1, "one worker, the last to finish its items, assembles")
        #expect(workers.allSatisfy { $0.assemblyDuration + $0.placementDuration <= $0.duration && $0.end <= applied.applyStart })
        #expect(workers.map(\.itemCount).reduce(0, +) == 200)
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
    let allowsSharedItems: Bool

    init(allowsSharedItems: Bool = false) { self.allowsSharedItems = allowsSharedItems }

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

/// Calls `body` once `count` calls of ``done()`` were made, from any threads.
final class Countdown: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    private let body: @Sendable () -> Void

    init(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        remaining = count
        self.body = body
    }

    func done() {
        let last = lock.withLock {
            remaining -= 1
            return remaining == 0
        }
        if last { body() }
    }
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

/// The worker and apply events of the changes it hears.
final class WorkerEventRecorder: AnalyticsListener, @unchecked Sendable {
    private let lock = NSLock()
    private var workerEvents: [PreparationWorkerEvent] = []
    private var applyEvent: DataSourceApplyEvent?

    var workers: [PreparationWorkerEvent] { lock.withLock { workerEvents } }
    var applied: DataSourceApplyEvent? { lock.withLock { applyEvent } }

    func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent) { lock.withLock { workerEvents.append(event) } }
    func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) { lock.withLock { applyEvent = event } }
}
