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
    let plan: PreparationPlan<Model, Context>
    /// How many workers the jobs are worth: one per batch at most.
    let workers: Int
    private let items: PreparedItems<DataSourceItem<Model>>
    private let lock = NSLock()
    private var remaining: Int
    private var placement: Result<Placement, ChangesetError>?
    private var assembled: Result<AssembledChange<Model, Context>, ChangesetError>?
    /// Why existing items render again.
    private let trigger: BuildTrigger
    /// The change as analytics listeners see it; set (on the main actor)
    /// before any worker starts, only when the configuration has listeners.
    var change: DataSourceChangeEvent?

    init(plan: PreparationPlan<Model, Context>, batchSize: Int = ItemPreparation.batchSize) {
        self.plan = plan
        workers = Swift.max(1, Swift.min(plan.configuration.parallelism, (plan.jobs.count + batchSize - 1) / batchSize))
        items = PreparedItems(count: plan.jobs.count, batchSize: batchSize)
        remaining = workers
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
            return
        }
        analytics.dataSourceWorkerWillPrepare(change, worker: worker)
        let start = ContinuousClock.now
        let share = share(as: worker, timed: true)
        analytics.dataSourceWorkerDidPrepare(PreparationWorkerEvent(
            change: change, worker: worker, itemCount: share.prepared, start: start, duration: ContinuousClock.now - start,
            placementDuration: share.placing, assemblyDuration: share.assembling))
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
                items.store(ItemPreparation.prepare(jobs[index], with: configuration, trigger: trigger, connectingNewRoot: connect), at: index)
            }
            share.prepared += batch.count
        }
        let last = lock.withLock {
            remaining -= 1
            return remaining == 0
        }
        guard last, let placement = lock.withLock({ placement }) else { return share }
        let start = timed ? ContinuousClock.now : nil
        let result = placement.map { plan.assemble($0, prepared: items) }
        lock.withLock { assembled = result }
        if let start { share.assembling = ContinuousClock.now - start }
        return share
    }

    /// The assembled change, once every worker has returned. Worker 0
    /// places before it finishes, so the last worker always assembles;
    /// assembling here is only a fallback.
    var result: Result<AssembledChange<Model, Context>, ChangesetError> {
        lock.withLock { assembled }
            ?? Result { () throws(ChangesetError) in try plan.place() }.map { plan.assemble($0, prepared: items) }
    }
}
