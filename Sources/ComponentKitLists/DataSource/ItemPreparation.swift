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
/// Items are cut into a few chunks per worker so that a slow item does not
/// leave the other workers idle at the end.
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

    private static func chunks(count: Int, workers: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let pieces = Swift.min(count, workers == 1 ? 1 : workers * 4)
        return (0..<pieces).map { piece in (count * piece / pieces)..<(count * (piece + 1) / pieces) }
    }

    /// Prepares `jobs` with Swift concurrency: one child task per chunk.
    static func prepareAll<Model, Context>(
        _ jobs: [PreparationJob<Model>], with configuration: DataSourceConfiguration<Model, Context>
    ) async -> [PreparedItem] {
        let ranges = chunks(count: jobs.count, workers: configuration.parallelism)
        if ranges.count <= 1 { return jobs.map { prepare($0, with: configuration) } }
        var pieces = [[PreparedItem]](repeating: [], count: ranges.count)
        await withTaskGroup(of: (Int, [PreparedItem]).self) { group in
            for (index, range) in ranges.enumerated() {
                group.addTask { (index, jobs[range].map { prepare($0, with: configuration) }) }
            }
            for await (index, items) in group { pieces[index] = items }
        }
        return pieces.flatMap { $0 }
    }

    /// Prepares `jobs` while the caller waits (a synchronous apply), still
    /// spread over the workers.
    static func prepareAllNow<Model, Context>(
        _ jobs: [PreparationJob<Model>], with configuration: DataSourceConfiguration<Model, Context>
    ) -> [PreparedItem] {
        let ranges = chunks(count: jobs.count, workers: configuration.parallelism)
        if ranges.count <= 1 { return jobs.map { prepare($0, with: configuration) } }
        let pieces = ChunkResults(count: ranges.count)
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            pieces.store(jobs[ranges[index]].map { prepare($0, with: configuration) }, at: index)
        }
        return pieces.joined()
    }
}

/// Chunks prepared on different threads. A pthread lock rather than
/// `Mutex`, which ThreadSanitizer cannot see on Linux.
private final class ChunkResults: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[PreparedItem]]

    init(count: Int) { chunks = Array(repeating: [], count: count) }

    func store(_ items: [PreparedItem], at index: Int) {
        lock.withLock { chunks[index] = items }
    }

    func joined() -> [PreparedItem] {
        lock.withLock { chunks.flatMap { $0 } }
    }
}
