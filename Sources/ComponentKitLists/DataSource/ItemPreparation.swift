import ComponentKit
import Dispatch
import Foundation

/// One item to make (or lay out again) off the main actor.
struct PreparationJob<Model: Sendable>: Sendable {
    let model: Model
    /// The item's scope root; nil for a new item, whose root is made with
    /// the preparation (in parallel: roots are not cheap to make).
    let root: ScopeRoot?
    /// Laid out again instead of asking the provider: a re-layout only.
    let component: (any Component)?
}

/// A made item: its component and layout.
struct PreparedItem: Sendable {
    let component: any Component
    let layout: Layout
    let root: ScopeRoot
}

/// Makes components and layouts for many items at once, spread over the
/// configuration's `parallelism` workers.
///
/// Workers claim small batches of items as they go (``PreparedItemBuffer``),
/// so they finish together even when one is slowed down.
enum ItemPreparation {
    static func prepare<Model, Context>(
        _ job: PreparationJob<Model>, with configuration: DataSourceConfiguration<Model, Context>
    ) -> PreparedItem {
        let range = configuration.sizeRange
        let parentSize = CGSize(width: range.max.width.isFinite ? range.max.width : .nan,
                                height: range.max.height.isFinite ? range.max.height : .nan)
        let root = job.root ?? ScopeRoot(baseContext: configuration.layoutContext)
        return root.render { scopeContext in
            var context = scopeContext
            // The root may predate a configuration change: measure with the current one.
            context.textMeasurer = configuration.layoutContext.textMeasurer
            context.pointScale = configuration.layoutContext.pointScale
            let component = job.component ?? configuration.provider.component(for: job.model, context: configuration.context)
            return PreparedItem(component: component, layout: component.layout(constrainedTo: range, parentSize: parentSize, context: context),
                                root: root)
        }
    }

    /// Items claimed at a time: small enough that workers finish within
    /// a fraction of a millisecond of each other, large enough that
    /// claiming costs nothing measurable.
    static let batchSize = 32

    /// How many workers `count` jobs are worth.
    private static func workerCount(jobs count: Int, parallelism: Int) -> Int {
        Swift.min(parallelism, (count + batchSize - 1) / batchSize)
    }

    /// One worker's loop: claim a batch, prepare it, repeat.
    private static func work<Model, Context>(
        on jobs: [PreparationJob<Model>], into buffer: PreparedItemBuffer, with configuration: DataSourceConfiguration<Model, Context>
    ) {
        while let batch = buffer.claimBatch() {
            for index in batch { buffer.store(prepare(jobs[index], with: configuration), at: index) }
        }
    }

    /// Prepares `jobs` with Swift concurrency: one child task per worker.
    static func prepareAll<Model, Context>(
        _ jobs: [PreparationJob<Model>], with configuration: DataSourceConfiguration<Model, Context>
    ) async -> [PreparedItem] {
        let workers = workerCount(jobs: jobs.count, parallelism: configuration.parallelism)
        if workers <= 1 { return jobs.map { prepare($0, with: configuration) } }
        let buffer = PreparedItemBuffer(count: jobs.count, batchSize: batchSize)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<workers {
                group.addTask { work(on: jobs, into: buffer, with: configuration) }
            }
        }
        return buffer.takeAll()
    }

    /// Prepares `jobs` while the caller waits (a synchronous apply), still
    /// spread over the workers.
    static func prepareAllNow<Model, Context>(
        _ jobs: [PreparationJob<Model>], with configuration: DataSourceConfiguration<Model, Context>
    ) -> [PreparedItem] {
        let workers = workerCount(jobs: jobs.count, parallelism: configuration.parallelism)
        if workers <= 1 { return jobs.map { prepare($0, with: configuration) } }
        let buffer = PreparedItemBuffer(count: jobs.count, batchSize: batchSize)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in work(on: jobs, into: buffer, with: configuration) }
        return buffer.takeAll()
    }
}
