import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing

/// Where the models of items a data source let go end, and whether they ended on the retired-states queue.
private final class ReleaseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var ended: [Bool] = []

    func record(onRetirementQueue: Bool) { lock.withLock { ended.append(onRetirementQueue) } }
    var count: Int { lock.withLock { ended.count } }
    var onRetirementQueue: Int { lock.withLock { ended.count { $0 } } }
}

/// A model that tells its log when it ends.
private final class TrackedModel: Sendable {
    let id: Int
    let log: ReleaseLog

    init(id: Int, log: ReleaseLog) {
        self.id = id
        self.log = log
    }

    deinit { log.record(onRetirementQueue: DispatchQueue.getSpecific(key: RetiredStates.queueKey) == true) }
}

private struct TrackedCell: CompositeComponent {
    let model: TrackedModel
    var body: some Component {
        InsetComponent(insets: EdgeInsets(all: 2), child: ViewComponent(size: ComponentSize(width: .percent(100), height: .points(10))))
    }
}

@MainActor
@Suite("Data source: large retired states are freed off the main actor; arena markers go with prepared states")
struct StateReleaseTests {
    private func dataSource(workers: Int) -> DataSource<TrackedModel, Void> {
        DataSource(configuration: DataSourceConfiguration(
            provider: ComponentProvider { model, _ in TrackedCell(model: model) }, context: (),
            sizeRange: .flexibleHeight(width: 100), parallelism: workers, analyticsListeners: []))
    }

    /// Inserts `count` new models (section 0 made with them), synchronously.
    private func fill(_ dataSource: DataSource<TrackedModel, Void>, count: Int, log: ReleaseLog) throws {
        var changeset = Changeset<TrackedModel>(insertedSections: [0])
        for index in 0..<count { changeset.insertedItems[[0, index]] = TrackedModel(id: index, log: log) }
        try dataSource.apply(changeset, mode: .synchronous)
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test("A state of 1,000 items or more is freed on the background queue once the main actor has swapped the next one in")
    func largeStateFreedInTheBackground() async throws {
        let log = ReleaseLog()
        let dataSource = dataSource(workers: 2)
        try fill(dataSource, count: 1_200, log: log)
        #expect(log.count == 0)
        try dataSource.apply(Changeset(removedSections: [0]), mode: .synchronous)
        #expect(dataSource.state.numberOfSections == 0)
        try await waitUntil { log.count == 1_200 }
        #expect(log.count == 1_200)
        #expect(log.onRetirementQueue == 1_200, "\(1_200 - log.onRetirementQueue) models ended elsewhere")
    }

    @Test("A smaller state is freed at once, on the main actor, as the change is applied")
    func smallStateFreedAtOnce() throws {
        let log = ReleaseLog()
        let dataSource = dataSource(workers: 2)
        try fill(dataSource, count: 10, log: log)
        try dataSource.apply(Changeset(removedSections: [0]), mode: .synchronous)
        #expect(log.count == 10)
        #expect(log.onRetirementQueue == 0)
    }

    @Test("Items the next state shares live on: retiring a large state frees only what it alone held")
    func sharedItemsSurvive() async throws {
        let log = ReleaseLog()
        let dataSource = dataSource(workers: 2)
        try fill(dataSource, count: 1_200, log: log)
        var update = Changeset<TrackedModel>()
        update.updatedItems[[0, 7]] = TrackedModel(id: 7_000, log: log)
        try dataSource.apply(update, mode: .asynchronous)
        await dataSource.waitUntilIdle()
        try await waitUntil { log.count == 1 }
        // Give the queue time to free anything else it (wrongly) would.
        try await Task.sleep(for: .milliseconds(200))
        #expect(log.count == 1 && log.onRetirementQueue == 1, "only the replaced model ends")
        #expect(dataSource.state.numberOfItems(inSection: 0) == 1_200)
        #expect(dataSource.state.item(at: [0, 7])?.model.id == 7_000)
        #expect(dataSource.state.item(at: [0, 8])?.model.id == 8)
    }

    @Test("Each worker that made 256 items or more leaves one marker block with the state; a small change makes none")
    func arenaMarkers() async throws {
        let log = ReleaseLog()
        let one = dataSource(workers: 1)
        try fill(one, count: 300, log: log)
        #expect(one.state.arenaMarkers?.blocks.count == 1)

        let two = dataSource(workers: 2)
        try fill(two, count: 4_000, log: log)
        // Workers claim batches as they go: one may make nearly all of them.
        let blocks = try #require(two.state.arenaMarkers?.blocks.count)
        #expect((1...2).contains(blocks))

        let few = dataSource(workers: 2)
        try fill(few, count: 100, log: log)
        #expect(few.state.arenaMarkers == nil)
    }

    @Test("A state keeps the markers of the items it kept; a state of new items only does not; the blocks kept are capped")
    func markersFollowKeptItems() throws {
        let log = ReleaseLog()
        let list = dataSource(workers: 1)
        try fill(list, count: 300, log: log)
        let first = try #require(list.state.arenaMarkers)

        var update = Changeset<TrackedModel>()
        update.updatedItems[[0, 0]] = TrackedModel(id: 9_000, log: log)
        try list.apply(update, mode: .synchronous)
        #expect(list.state.arenaMarkers === first, "299 items kept: their markers too")

        // 300 more items each time, keeping the others: a block each, chained, never more than the cap.
        for round in 1...12 {
            var more = Changeset<TrackedModel>()
            let start = list.state.numberOfItems(inSection: 0)
            for index in 0..<300 { more.insertedItems[[0, start + index]] = TrackedModel(id: round * 1_000 + index, log: log) }
            try list.apply(more, mode: .synchronous)
            let markers = try #require(list.state.arenaMarkers)
            #expect(markers.blocks.count == 1)
            #expect(markers.blockCount <= ArenaMarkers.maximumBlocks)
            if round == 1 { #expect(markers.older === first) }
        }

        var replacement = Changeset<TrackedModel>(removedSections: [0], insertedSections: [0])
        for index in 0..<300 { replacement.insertedItems[[0, index]] = TrackedModel(id: 50_000 + index, log: log) }
        try list.apply(replacement, mode: .synchronous)
        let fresh = try #require(list.state.arenaMarkers)
        #expect(fresh.older == nil && fresh.blockCount == 1, "no item kept: the old markers go with the old state")
    }
}
