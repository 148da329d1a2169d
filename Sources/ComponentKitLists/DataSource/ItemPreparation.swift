import ComponentKit
import Dispatch
import Foundation

/// Makes components and layouts for many items at once, spread over the
/// configuration's `parallelism` workers.
///
/// Workers claim small batches of items as they go (``PreparedItems``),
/// so they finish together even when one is slowed down.
enum ItemPreparation {
    /// Makes a job's item: its component, layout and scope root.
    ///
    /// Takes the plan's parts as borrowed parameters: workers run this for
    /// every item, and each copy of a part shared by the workers would be a
    /// reference count both cores write to.
    /// `trigger` is why existing items render (new ones build a new tree).
    static func prepare<Model, Context>(
        _ job: PreparationJob<Model>, with configuration: DataSourceConfiguration<Model, Context>, trigger: BuildTrigger,
        connectingNewRoot connect: @Sendable (ScopeRoot, Int) -> Void
    ) -> DataSourceItem<Model> {
        let range = configuration.sizeRange
        let parentSize = CGSize(width: range.max.width.isFinite ? range.max.width : .nan,
                                height: range.max.height.isFinite ? range.max.height : .nan)
        let sharing = sharingKey(for: job, with: configuration)
        let root: ScopeRoot
        if let existing = job.root {
            root = existing
        } else {
            root = ScopeRoot(baseContext: configuration.layoutContext, analytics: configuration.analytics)
            connect(root, job.itemID)
        }
        if let sharing, let shared = SharedItems.item(for: sharing, madeLike: configuration) {
            return DataSourceItem(id: job.itemID, layout: shared.layout, scopeRoot: root, component: shared.component, model: job.model)
        }
        // The root may predate a configuration change: lay out with the current one.
        let made = root.renderTree(
            trigger: job.root == nil ? .newTree : trigger, with: configuration.layoutContext, analytics: configuration.analytics,
            reusing: job.component,
            build: { configuration.provider.component(for: job.model, context: configuration.context) ?? EmptyComponent() },
            layout: { component, context in component.layout(constrainedTo: range, parentSize: parentSize, context: context) })
        if let sharing, !root.holdsScopes {
            SharedItems.keep(made.component, layout: made.layout, for: sharing, madeWith: configuration)
        }
        return DataSourceItem(id: job.itemID, layout: made.layout, scopeRoot: root, component: made.component, model: job.model)
    }

    /// The key `job`'s item is shared under, or nil when it is its data
    /// source's own: sharing is off, an analytics listener expects to see
    /// every item made, or the item's root holds scopes (state is per root).
    private static func sharingKey<Model, Context>(
        for job: PreparationJob<Model>, with configuration: DataSourceConfiguration<Model, Context>
    ) -> SharedItems.Key? {
        guard let key = configuration.sharingKey, configuration.analytics?.allowsSharedItems ?? true else { return nil }
        if let root = job.root, root.holdsScopes || root.hasPendingUpdates { return nil }
        return SharedItems.Key(model: key(job.model), sizeRange: configuration.sizeRange)
    }

    /// Items claimed at a time while many are left (claims shrink near the
    /// end, see ``PreparedItems``): large enough that claiming costs
    /// nothing measurable.
    static let batchSize = 32

    /// Starts preparing the plan's jobs with Swift concurrency, one
    /// detached task per worker; the last one assembles the change (see
    /// ``PreparationRun``), which ``PreparationRun/assembledChange()`` awaits.
    ///
    /// Called by the data source as it plans, not from a later task: the
    /// workers run while `apply` returns to its caller. The run and its
    /// tasks are made on the main actor, so that nothing allocates on a
    /// worker thread before every worker runs: the first allocation in a
    /// worker's arena after the previous state was freed from the main
    /// thread can take milliseconds (glibc sorts the freed blocks then),
    /// and a worker that pays it alone is made up for by the others.
    @MainActor
    static func start<Model, Context>(_ run: PreparationRun<Model, Context>) {
        for worker in 0..<run.workers { Task.detached(priority: .userInitiated) { run.work(as: worker) } }
    }

    /// The same while the caller waits (a synchronous apply), still spread
    /// over the workers.
    static func prepareAndAssembleNow<Model, Context>(_ run: PreparationRun<Model, Context>)
        -> Result<AssembledChange<Model, Context>, ChangesetError>
    {
        DispatchQueue.concurrentPerform(iterations: run.workers) { run.work(as: $0) }
        return run.result
    }
}
