import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing

extension Row: Diffable {
    var diffID: Int { id }
}

@MainActor
@Suite("Declarative lists: setSections and setItems")
struct DeclarativeListTests {
    let log = RowLog()

    func makeDataSource() -> (DataSource<Row, RowContext>, RecordingListener) {
        let dataSource = DataSource(configuration: Rows.configuration(Rows.provider(log)))
        let listener = RecordingListener()
        dataSource.addListener(listener)
        return (dataSource, listener)
    }

    func rows(_ ids: [Int], title: String = "") -> [Row] { ids.map { Row(id: $0, title: title) } }

    @Test("Each declaration is applied as the changes from the last one: inserts, removals, moves and updates")
    func diffsAgainstTheLastDeclaration() throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.setItems(rows([1, 2, 3, 4]), mode: .synchronous)
        #expect(dataSource.state.models == [rows([1, 2, 3, 4])])
        var next = rows([4, 1, 3, 5])
        next[2].title = "three"
        try dataSource.setItems(next, mode: .synchronous)
        #expect(dataSource.state.models == [next])
        let changes = listener.changes.dropFirst()
        #expect(changes.flatMap(\.removedIndexPaths) == [[0, 1]], "2 went")
        #expect(changes.flatMap(\.insertedIndexPaths) == [[0, 3]], "5 came")
        #expect(changes.reduce(0) { $0 + $1.movedIndexPaths.count } == 1, "one move: 4 to the front")
        #expect(changes.flatMap(\.updatedIndexPaths).count == 1, "3's title changed")
        #expect(dataSource.declaredSections(Int.self)?.first?.elements == next)
    }

    @Test("A page appended to what is shown is one insertion, checked against the kept identities; anything else is diffed")
    func appendingPages() throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.setItems(rows(Array(0..<20)), mode: .synchronous)
        #expect(dataSource.declaration.queuedIDs == nil, "the first declaration replaced what was there")
        try dataSource.setItems(rows(Array(0..<40)), mode: .synchronous)
        #expect(listener.changes.last?.insertedIndexPaths == Set((20..<40).map { [0, $0] }))
        #expect((dataSource.declaration.queuedIDs as? Set<Int>)?.count == 40, "the identities are kept for the next page")
        try dataSource.setItems(rows(Array(0..<60)), mode: .synchronous)
        #expect(dataSource.state.models == [rows(Array(0..<60))])
        #expect((dataSource.declaration.queuedIDs as? Set<Int>)?.count == 60)

        // A page that repeats a shown identity is refused, naming it, as the full diff names it; nothing changes.
        let applied = listener.changes.count
        #expect(throws: DiffError.self) { try dataSource.setItems(rows(Array(0..<60) + [61, 5]), mode: .synchronous) }
        #expect(dataSource.state.models == [rows(Array(0..<60))] && listener.changes.count == applied)
        #expect((dataSource.declaration.queuedIDs as? Set<Int>)?.count == 60, "a refused page leaves the kept identities as they were")

        // A page whose earlier row changed is diffed: the change is an update, the new rows insertions.
        var next = rows(Array(0..<80))
        next[3].title = "changed"
        try dataSource.setItems(next, mode: .synchronous)
        #expect(dataSource.state.models == [next])
        #expect(listener.changes.suffix(2).flatMap(\.updatedIndexPaths).contains([0, 3]))
        #expect(dataSource.declaration.queuedIDs == nil, "identities are gathered again at the next append")
        try dataSource.setItems(next + rows([80, 81]), mode: .synchronous)
        #expect((dataSource.declaration.queuedIDs as? Set<Int>)?.count == 82)
    }

    @Test("Sections with identities move and go as wholes")
    func sections() throws {
        let (dataSource, _) = makeDataSource()
        try dataSource.setSections([DiffSection(id: "a", elements: rows([1])), DiffSection(id: "b", elements: rows([2, 3]))],
                                   mode: .synchronous)
        try dataSource.setSections([DiffSection(id: "b", elements: rows([3, 2])), DiffSection(id: "c", elements: rows([4]))],
                                   mode: .synchronous)
        #expect(dataSource.state.models == [rows([3, 2]), rows([4])])
    }

    @Test("A declaration with a duplicate identity is refused naming it, and what is shown stays")
    func duplicatesRefused() throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.setItems(rows([1, 2]), mode: .synchronous)
        #expect(throws: DiffError.duplicateElementID(id: "7", first: [0, 0], second: [0, 2], version: "new")) {
            try dataSource.setItems(rows([7, 1, 7]), mode: .synchronous)
        }
        #expect(dataSource.state.models == [rows([1, 2])])
        #expect(listener.changes.count == 1)
        try dataSource.setItems(rows([2]), mode: .synchronous)
        #expect(dataSource.state.models == [rows([2])], "the next declaration diffs from what is shown")
    }

    @Test("Declarations made while changes are being prepared coalesce: only the newest is applied when the queue drains")
    func coalescing() async throws {
        let (dataSource, listener) = makeDataSource()
        try dataSource.setItems(rows(Array(0..<200)))
        try dataSource.setItems(rows([1, 2, 3]))
        try dataSource.setItems(rows([3, 2, 1]))
        try dataSource.setItems(rows([9, 3]))
        #expect(dataSource.declaredSections(Int.self)?.first?.elements == rows([9, 3]))
        await dataSource.waitUntilIdle()
        for _ in 0..<20 where dataSource.state.models != [rows([9, 3])] {
            try await Task.sleep(for: .milliseconds(10))
            await dataSource.waitUntilIdle()
        }
        #expect(dataSource.state.models == [rows([9, 3])])
        #expect(!listener.models.contains([rows([1, 2, 3])]) && !listener.models.contains([rows([3, 2, 1])]),
                "the intermediate declarations were never shown")
    }

    @Test("Items applied by changesets are replaced whole by the first declaration, and a changeset after a declaration is respected")
    func mixedWithChangesets() throws {
        let (dataSource, _) = makeDataSource()
        try dataSource.apply(Rows.insert(rows([5, 6])), mode: .synchronous)
        try dataSource.setItems(rows([6, 7]), mode: .synchronous)
        #expect(dataSource.state.models == [rows([6, 7])])
        try dataSource.apply(Changeset(insertedItems: [[0, 2]: Row(id: 8)]), mode: .synchronous)
        try dataSource.setItems(rows([7]), mode: .synchronous)
        #expect(dataSource.state.models == [rows([7])])
    }
}
