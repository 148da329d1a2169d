import ComponentKit
@testable import ComponentKitLists
import Foundation
import TestSupport
import Testing
import ViewTree

@MainActor
@Suite("Data source: queue, preparation, state and listeners")
struct DataSourceTests {
    let log = RowLog()

    func makeDataSource(width: CGFloat = 100) -> (DataSource<Row, RowContext>, RecordingListener) {
        let dataSource = DataSource(configuration: Rows.configuration(Rows.provider(log), width: width))
        let listener = RecordingListener()
        dataSource.addListener(listener)
        return (dataSource, listener)
    }

    @Test("Asynchronous changesets are applied in the order they were given")
    func asynchronousOrder() async throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.apply(Rows.insert((0..<50).map { Row(id: $0) }))
        try dataSource.apply(Changeset(updatedItems: [[0, 3]: Row(id: 3, title: "three")]))
        try dataSource.apply(Changeset(removedItems: [[0, 0]], movedItems: [[0, 1]: [0, 48]]))
        #expect(dataSource.state.numberOfSections == 0)
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 3)
        #expect(listener.models[0] == [(0..<50).map { Row(id: $0) }])
        #expect(listener.models[1][0][3].title == "three")
        var expected = (0..<50).map { Row(id: $0) }
        expected[3].title = "three"
        let moving = expected[1]
        expected.removeFirst(2)
        expected.insert(moving, at: 48)
        #expect(dataSource.state.models == [expected])
    }

    @Test("A synchronous apply flushes the queued asynchronous ones first, then returns with its own applied")
    func synchronousFlushes() throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.apply(Rows.insert([Row(id: 0), Row(id: 1)]))
        try dataSource.apply(Changeset(insertedItems: [[0, 2]: Row(id: 2)]))
        try dataSource.apply(Changeset(removedItems: [[0, 0]]), mode: .synchronous)
        #expect(dataSource.state.models == [[Row(id: 1), Row(id: 2)]])
        #expect(listener.changes.map(\.description) == [
            "{\n  Inserted Sections: 0\n  Inserted Items: {\n    (0-0),\n    (0-1)\n  }\n}",
            "{\n  Inserted Items: {\n    (0-2)\n  }\n}",
            "{\n  Removed Items: {\n    (0-0)\n  }\n}",
        ])
        #expect(!dataSource.hasPendingChanges)
    }

    @Test("A changeset that does not fit the pending state is refused and changes nothing")
    func invalidChangeset() throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.apply(Rows.insert([Row(id: 0)]))
        // Checked against the state after the queued insert, not the current empty one.
        #expect(throws: ChangesetError.self) { try dataSource.apply(Changeset(removedItems: [[0, 1]]), mode: .synchronous) }
        #expect(dataSource.state.numberOfSections == 0)
        try dataSource.apply(Changeset(removedItems: [[0, 0]]), mode: .synchronous)
        #expect(dataSource.state.models == [[]])
        #expect(listener.changes.count == 2)
    }

    @Test("Updated and moved items keep their scope roots and state")
    func stateSurvives() throws {
        let (dataSource, _) = makeDataSource()
        try dataSource.apply(Rows.insert([Row(id: 0), Row(id: 1)]), mode: .synchronous)
        let root = try #require(dataSource.state.item(at: [0, 1])?.scopeRoot)
        try #require(log.scope(1)).updateState(mode: .synchronous) { $0 = 2 }
        #expect(dataSource.state.item(at: [0, 1])?.layout.size.height == 30)

        try dataSource.apply(Changeset(movedItems: [[0, 1]: [0, 0]]), mode: .synchronous)
        try dataSource.apply(Changeset(updatedItems: [[0, 0]: Row(id: 1, height: 20)]), mode: .synchronous)
        let moved = try #require(dataSource.state.item(at: [0, 0]))
        #expect(moved.scopeRoot === root)
        #expect(moved.layout.size.height == 40)
        #expect(moved.model.height == 20)
    }

    @Test("Listeners get the previous and new state and every kind of change, with the userInfo")
    func listenerPayload() throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.apply(Rows.insert((0..<4).map { Row(id: $0) }), mode: .synchronous)
        try dataSource.apply(
            Changeset(updatedItems: [[0, 2]: Row(id: 2, title: "two")], removedItems: [[0, 0]], movedItems: [[0, 3]: [0, 0]],
                      insertedSections: [1], insertedItems: [[1, 0]: Row(id: 9)]),
            mode: .synchronous, userInfo: ["reason": "refresh"])
        let changes = try #require(listener.changes.last)
        #expect(changes.updatedIndexPaths == [[0, 2]])
        #expect(changes.updatedIndexPathsAfter == [[0, 2]: [0, 2]])
        #expect(changes.removedIndexPaths == [[0, 0]])
        #expect(changes.movedIndexPaths == [[0, 3]: [0, 0]])
        #expect(changes.insertedSections == [1])
        #expect(changes.insertedIndexPaths == [[1, 0]])
        #expect(changes.userInfo["reason"] as? String == "refresh")
        #expect(listener.models.last == [[Row(id: 3), Row(id: 1), Row(id: 2, title: "two")], [Row(id: 9)]])
    }

    @Test("A width change lays every item out again, reports every item as updated, and makes no new components")
    func widthChange() throws {
        let provider = Rows.provider(log)
        let dataSource = DataSource(configuration: Rows.configuration(provider, width: 100))
        let listener = RecordingListener()
        dataSource.addListener(listener)
        try dataSource.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        _ = log.takeProvided()

        dataSource.updateConfiguration(Rows.configuration(provider, width: 240), mode: .synchronous)
        #expect(dataSource.state.sections[0].map(\.layout.size.width) == [240, 240, 240])
        #expect(listener.changes.last?.updatedIndexPaths == [[0, 0], [0, 1], [0, 2]])
        #expect(log.takeProvided().isEmpty)

        dataSource.updateConfiguration(Rows.configuration(provider, width: 240, context: RowContext(theme: "dark")), mode: .synchronous)
        #expect(log.takeProvided().sorted() == [0, 1, 2])
        #expect(dataSource.state.configuration.context.theme == "dark")
    }

    @Test("A state update inside one item re-renders only that item and reports its size change")
    func stateUpdateRerendersOneItem() async throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.apply(Rows.insert((0..<20).map { Row(id: $0) }), mode: .synchronous)
        _ = log.takeProvided()
        let scope = try #require(log.scope(7))
        scope.updateState { $0 += 1 }
        scope.updateState { $0 += 1 }
        await dataSource.waitUntilIdle()
        #expect(log.takeProvided() == [7])
        #expect(dataSource.state.item(at: [0, 7])?.layout.size.height == 30)
        #expect(listener.changes.last?.updatedIndexPaths == [[0, 7]])
        #expect(listener.resized.count == 1)
        #expect(listener.resized.first?.0 == [0, 7])
        #expect(listener.resized.first?.2 == CGSize(width: 100, height: 30))
    }

    @Test("Remove all empties the data source after the queued changes")
    func removeAll() async throws {
        let (dataSource, _) = makeDataSource()
        try dataSource.apply(Rows.insert((0..<5).map { Row(id: $0) }))
        try dataSource.apply(Changeset(insertedSections: [1]))
        dataSource.removeAll()
        await dataSource.waitUntilIdle()
        #expect(dataSource.state.numberOfSections == 0)
        #expect(dataSource.state.shape == ListShape(itemCounts: []))
    }

    @Test("Reload makes every component again and keeps state")
    func reload() throws {
        let (dataSource, _) = makeDataSource()
        try dataSource.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        try #require(log.scope(1)).updateState(mode: .synchronous) { $0 = 1 }
        _ = log.takeProvided()
        dataSource.reload(mode: .synchronous)
        #expect(log.takeProvided().sorted() == [0, 1, 2])
        #expect(dataSource.state.item(at: [0, 1])?.layout.size.height == 20)
    }

    @Test("Changesets that only insert (front, middle, end, new sections) land where the models' own application says")
    func insertionsOnly() async throws {
        var rng = SeededGenerator(seed: 7)
        let (dataSource, listener) = makeDataSource()
        var expected: [[Row]] = []
        var nextID = 0
        for step in 0..<60 {
            var changeset = Changeset<Row>()
            // New sections at distinct final indexes; the old ones keep their order.
            let total = expected.count + Int.random(in: 0...2, using: &rng)
            let newSections = Set(Array(0..<total).shuffled(using: &rng).prefix(total - expected.count))
            var oldCounts = expected.map(\.count).makeIterator()
            let counts = (0..<total).map { newSections.contains($0) ? 0 : oldCounts.next() ?? 0 }
            changeset.insertedSections = IndexSet(newSections)
            // Each section's new items at distinct final indexes; the rest keep their order.
            for (section, count) in counts.enumerated() {
                let arriving = Int.random(in: 0...(step.isMultiple(of: 10) ? 40 : 4), using: &rng)
                let indexes = Array(0..<(count + arriving)).shuffled(using: &rng).prefix(arriving)
                for index in indexes {
                    changeset.insertedItems[[section, index]] = Row(id: nextID)
                    nextID += 1
                }
            }
            expected = try changeset.applied(to: expected)
            try dataSource.apply(changeset, mode: step.isMultiple(of: 3) ? .synchronous : .asynchronous)
            if step.isMultiple(of: 5) { await dataSource.waitUntilIdle() }
        }
        await dataSource.waitUntilIdle()
        #expect(dataSource.state.models == expected)
        #expect(Set(dataSource.state.sections.joined().map(\.id)).count == nextID, "every item is new and has its own identifier")
        #expect(listener.changes.allSatisfy { $0.updatedIndexPaths.isEmpty && $0.removedIndexPaths.isEmpty && $0.movedIndexPaths.isEmpty })
        #expect(listener.changes.map(\.insertedIndexPaths.count).reduce(0, +) == nextID)
    }

    @Test("New items, made on workers, get the action responder and re-render on their own state updates")
    func newItemsAreConnected() async throws {
        let (dataSource, listener) = makeDataSource()
        let responder = Responder()
        dataSource.actionResponder = responder
        // Enough items for several workers, inserted both ways.
        try dataSource.apply(Rows.insert((0..<100).map { Row(id: $0) }))
        await dataSource.waitUntilIdle()
        try dataSource.apply(Changeset(insertedItems: [[0, 100]: Row(id: 100)]), mode: .synchronous)
        let items = Array(dataSource.state.sections.joined())
        #expect(items.count == 101)
        #expect(items.allSatisfy { ($0.scopeRoot.contextResponder as? Responder) === responder })
        #expect(Set(items.map(\.id)).count == 101, "every item has its own identifier")

        _ = log.takeProvided()
        try #require(log.scope(57)).updateState(mode: .synchronous) { $0 = 2 }
        #expect(log.takeProvided() == [57], "only the item whose state changed is made again")
        #expect(dataSource.state.item(at: [0, 57])?.layout.size.height == 30)
        #expect(listener.resized.last?.0 == [0, 57])

        let replacement = Responder()
        dataSource.actionResponder = replacement
        #expect(dataSource.state.sections.joined().allSatisfy { ($0.scopeRoot.contextResponder as? Responder) === replacement })
    }
}

/// An action responder the tests tell apart by identity.
private final class Responder: ActionResponding {
    func handle(_ event: ActionEvent) -> Bool { false }
}
