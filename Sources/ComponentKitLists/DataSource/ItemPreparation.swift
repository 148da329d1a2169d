import ComponentKit
import Dispatch
import Foundation

/// Makes components and layouts for many items at once, spread over the
/// configuration's `parallelism` workers.
///
/// Workers claim small batches of items as they go (``PreparedItems``),
/// so they finish together even when one is slowed down.
enum ItemPreparation {
    /// Makes job `index`'s item: its component, layout and scope root.
    ///
    /// Takes the plan's parts as borrowed parameters: workers run this for
    /// every item, and each copy of a part shared by the workers would be a
    /// reference count both cores write to.
    static func prepare<Model, Context>(
        _ job: PreparationJob<Model>, with configuration: DataSourceConfiguration<Model, Context>,
        connectingNewRoot connect: @Sendable (ScopeRoot, Int) -> Void
    ) -> DataSourceItem<Model> {
        let range = configuration.sizeRange
        let parentSize = CGSize(width: range.max.width.isFinite ? range.max.width : .nan,
                                height: range.max.height.isFinite ? range.max.height : .nan)
        let root: ScopeRoot
        if let existing = job.root {
            root = existing
        } else {
            root = ScopeRoot(baseContext: configuration.layoutContext)
            connect(root, job.itemID)
        }
        return root.render { scopeContext in
            var context = scopeContext
            // The root may predate a configuration change: measure with the current one.
            context.textMeasurer = configuration.layoutContext.textMeasurer
            context.pointScale = configuration.layoutContext.pointScale
            let component = job.component ?? configuration.provider.component(for: job.model, context: configuration.context)
            return DataSourceItem(id: job.itemID, model: job.model, component: component,
                                  layout: component.layout(constrainedTo: range, parentSize: parentSize, context: context), scopeRoot: root)
        }
    }

    /// Items claimed at a time: small enough that workers finish within
    /// a fraction of a millisecond of each other, large enough that
    /// claiming costs nothing measurable.
    static let batchSize = 32

    /// How many workers `count` jobs are worth.
    private static func workerCount(jobs count: Int, parallelism: Int) -> Int {
        Swift.max(1, Swift.min(parallelism, (count + batchSize - 1) / batchSize))
    }

    /// One worker's loop: claim a batch, prepare it, repeat.
    private static func work<Model, Context>(on plan: PreparationPlan<Model, Context>, into items: PreparedItems<DataSourceItem<Model>>) {
        let jobs = plan.jobs, configuration = plan.configuration, connect = plan.connectNewRoot
        while let batch = items.claimBatch() {
            for index in batch { items.store(prepare(jobs[index], with: configuration, connectingNewRoot: connect), at: index) }
        }
    }

    /// Prepares the plan's jobs with Swift concurrency, one detached task
    /// per worker, places its items and assembles the change: the first
    /// worker places them before it joins the others, so placing costs the
    /// change a share of one worker.
    ///
    /// The buffer and the tasks are made here, on the main actor, so that
    /// nothing allocates on a worker thread before every worker runs: the
    /// first allocation in a worker's arena after the previous state was
    /// freed from the main thread can take milliseconds (glibc sorts the
    /// freed blocks then), and a worker that pays it alone is made up for
    /// by the others.
    @MainActor
    static func prepareAndAssemble<Model, Context>(_ plan: PreparationPlan<Model, Context>) async
        -> Result<AssembledChange<Model, Context>, ChangesetError>
    {
        let workers = workerCount(jobs: plan.jobs.count, parallelism: plan.configuration.parallelism)
        let buffer = PreparedItems<DataSourceItem<Model>>(count: plan.jobs.count, batchSize: batchSize)
        if workers <= 1 {
            // One worker does it all on one thread, in one arena.
            return await Task.detached(priority: .userInitiated) {
                work(on: plan, into: buffer)
                return Result { () throws(ChangesetError) in try plan.place() }.map { plan.assemble($0, prepared: buffer) }
            }.value
        }
        let join = WorkerJoin(workers: workers)
        let tasks = (0..<workers).map { worker in
            Task.detached(priority: .userInitiated) { () -> Result<AssembledChange<Model, Context>, ChangesetError>? in
                if worker == 0 { join.store(Result { () throws(ChangesetError) in try plan.place() }) }
                work(on: plan, into: buffer)
                // The last worker to finish assembles, on a thread already running.
                guard join.finish() else { return nil }
                let placement = join.placement ?? Result { () throws(ChangesetError) in try plan.place() }
                return placement.map { plan.assemble($0, prepared: buffer) }
            }
        }
        var assembled: Result<AssembledChange<Model, Context>, ChangesetError>?
        for task in tasks {
            if let result = await task.value { assembled = result }
        }
        // One task always assembles; this is only a fallback.
        return assembled ?? Result { () throws(ChangesetError) in try plan.place() }.map { plan.assemble($0, prepared: buffer) }
    }

    /// Prepares and places while the caller waits (a synchronous apply),
    /// still spread over the workers.
    static func prepareAllNow<Model, Context>(
        _ plan: PreparationPlan<Model, Context>
    ) -> (items: PreparedItems<DataSourceItem<Model>>, placement: Result<Placement, ChangesetError>) {
        let workers = workerCount(jobs: plan.jobs.count, parallelism: plan.configuration.parallelism)
        let buffer = PreparedItems<DataSourceItem<Model>>(count: plan.jobs.count, batchSize: batchSize)
        if workers <= 1 {
            work(on: plan, into: buffer)
            return (buffer, Result { () throws(ChangesetError) in try plan.place() })
        }
        let join = WorkerJoin(workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            if worker == 0 { join.store(Result { () throws(ChangesetError) in try plan.place() }) }
            work(on: plan, into: buffer)
        }
        // Worker 0 always stores one; placing again is only a fallback.
        return (buffer, join.placement ?? Result { () throws(ChangesetError) in try plan.place() })
    }
}

/// How the workers of one preparation meet at the end: the placement made
/// by the first, and which of them finishes last. A pthread lock rather
/// than `Mutex`, which ThreadSanitizer cannot see on Linux.
private final class WorkerJoin: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    private var stored: Result<Placement, ChangesetError>?

    init(workers: Int) { remaining = workers }

    func store(_ placement: Result<Placement, ChangesetError>) {
        lock.withLock { stored = placement }
    }

    var placement: Result<Placement, ChangesetError>? { lock.withLock { stored } }

    /// Marks one worker done; true for the last one.
    func finish() -> Bool {
        lock.withLock {
            remaining -= 1
            return remaining == 0
        }
    }
}
