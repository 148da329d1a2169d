import Foundation

/// One change being made by its workers: the plan, the items they make,
/// and how they meet at the end.
///
/// Worker 0 places the change before it joins the others in preparing
/// items, so placing costs the change a share of one worker; the last
/// worker to finish assembles the next state, on a thread already running.
final class PreparationRun<Model: Sendable, Context: Sendable>: @unchecked Sendable {
    // Unchecked: the counters and results are guarded by a pthread lock
    // rather than `Mutex`, which ThreadSanitizer cannot see on Linux.
    /// What the workers hand the main actor: the next state, or why the change did not fit.
    typealias Outcome = Result<AssembledChange<Model, Context>, ChangesetError>

    let plan: PreparationPlan<Model, Context>
    /// How many workers the jobs are worth: one per batch at most.
    let workers: Int
    private let items: PreparedItems<DataSourceItem<Model>>
    private let lock = NSLock()
    /// Workers still making items; the one that brings it to zero assembles.
    private var remaining: Int
    /// The workers' ``ArenaMarkers`` blocks, handed to the assembled state.
    private var markerBlocks: [UnsafeMutableRawPointer] = []
    /// Workers not yet done, analytics included; the main actor is woken at zero.
    private var unfinished: Int
    private var placement: Result<Placement, ChangesetError>?
    private var assembled: Outcome?
    /// The main actor waiting for the assembled change (see ``assembledChange()``).
    private var waiter: CheckedContinuation<Outcome, Never>?
    /// Why existing items render again.
    private let trigger: BuildTrigger
    /// The change as analytics listeners see it; set (on the main actor)
    /// before any worker starts, only when the configuration has listeners.
    var change: DataSourceChangeEvent?

    deinit {
        // A change that did not fit hands no state the blocks.
        for block in markerBlocks { block.deallocate() }
        // The run ends after the main actor swapped the change in and every worker task let go of it: its
        // plan holds the state the change replaced, which ends on the retirement queue if it is large.
        RetiredStates.release(plan.base)
    }

    init(plan: PreparationPlan<Model, Context>, batchSize: Int = ItemPreparation.batchSize) {
        self.plan = plan
        workers = Swift.max(1, Swift.min(plan.configuration.parallelism, (plan.jobs.count + batchSize - 1) / batchSize))
        items = PreparedItems(count: plan.jobs.slotCount, jobs: plan.jobs.count, batchSize: batchSize, workers: workers)
        remaining = workers
        unfinished = workers
        trigger = switch plan.operation {
        case .changeset: .propsUpdate
        case .configuration, .reload, .traits: .environmentUpdate
        case .stateUpdate: .stateUpdate
        }
    }

    /// One worker's share: placing (worker 0), then claiming batches of
    /// jobs until none is left, then assembling if it is the last.
    func work(as worker: Int) {
        guard let change, let analytics = plan.configuration.analytics else {
            share(as: worker, timed: false)
            finish()
            return
        }
        analytics.dataSourceWorkerWillPrepare(change, worker: worker)
        let start = ContinuousClock.now
        let share = share(as: worker, timed: true)
        analytics.dataSourceWorkerDidPrepare(PreparationWorkerEvent(
            change: change, worker: worker, itemCount: share.prepared, start: start, duration: ContinuousClock.now - start,
            placementDuration: share.placing, assemblyDuration: share.assembling))
        // After the worker's last event: listeners hear the apply after it.
        finish()
    }

    /// What one worker did: items made, and the time it spent placing and
    /// assembling (measured only when `timed`).
    private struct Share {
        var prepared = 0
        var placing = Duration.zero
        var assembling = Duration.zero
    }

    /// ``work(as:)`` without analytics.
    @discardableResult
    private func share(as worker: Int, timed: Bool) -> Share {
        var share = Share()
        if worker == 0 {
            let start = timed ? ContinuousClock.now : nil
            let placed = Result { () throws(ChangesetError) in try plan.place() }
            lock.withLock { placement = placed }
            if let start { share.placing = ContinuousClock.now - start }
        }
        // Borrowed once: each copy of a part shared by the workers would be
        // a reference count both cores write to.
        let jobs = plan.jobs, configuration = plan.configuration, connect = plan.connectNewRoot, trigger = trigger
        while let batch = items.claimBatch() {
            for index in batch {
                items.store(ItemPreparation.prepare(jobs[index], with: configuration, trigger: trigger, connectingNewRoot: connect),
                            at: jobs.slot(ofJob: index))
            }
            share.prepared += batch.count
        }
        let marker = ArenaMarkers.block(afterPreparing: share.prepared)
        let last = lock.withLock {
            if let marker { markerBlocks.append(marker) }
            remaining -= 1
            return remaining == 0
        }
        guard last else { return share }
        let start = timed ? ContinuousClock.now : nil
        // Worker 0 placed the change before it counted itself done.
        let placed = lock.withLock { placement } ?? Result { () throws(ChangesetError) in try plan.place() }
        let result = placed.map { placement in
            var change = plan.assemble(placement, prepared: items)
            let blocks = lock.withLock {
                defer { markerBlocks = [] }
                return markerBlocks
            }
            // Items kept from the base state keep its markers, so its arenas still merge when they go.
            let keepsItems = change.state.itemCount > plan.jobs.count
            change.state.arenaMarkers = ArenaMarkers.markers(blocks, keeping: keepsItems ? plan.base.arenaMarkers : nil)
            return change
        }
        lock.withLock { assembled = result }
        if let start { share.assembling = ContinuousClock.now - start }
        return share
    }

    /// Counts a worker out, its analytics events told; the last one hands
    /// the assembled change to the main actor if it waits. The main actor
    /// wakes once, when the change is ready, not once per worker.
    ///
    /// The run lets go of the change as it hands it over, and the worker
    /// keeps no copy: if the main actor has already dropped the state by
    /// the time a worker's task ends, that worker would otherwise free every
    /// item of it on its own thread, while the next change is prepared.
    private func finish() {
        var waiting: CheckedContinuation<Outcome, Never>?
        var outcome: Outcome?
        lock.withLock {
            unfinished -= 1
            guard unfinished == 0, let waiter, assembled != nil else { return }
            waiting = waiter
            self.waiter = nil
            outcome = assembled.take()
        }
        guard let waiting, let handed = outcome.take() else { return }
        waiting.resume(returning: consume handed)
    }

    /// The assembled change, once every worker has finished; the workers
    /// must have been started (``ItemPreparation/start(_:)``).
    func assembledChange() async -> Outcome {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock { () -> Outcome? in
                guard unfinished == 0, let assembled else {
                    waiter = continuation
                    return nil
                }
                self.assembled = nil
                return assembled
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// The assembled change, once every worker has returned (the last one
    /// assembled it; assembling here is only a fallback).
    var result: Outcome {
        lock.withLock { assembled }
            ?? Result { () throws(ChangesetError) in try plan.place() }.map { plan.assemble($0, prepared: items) }
    }
}
