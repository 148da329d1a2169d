import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing

@MainActor
@Suite("Data source: a preparation run lets go of the state it hands over")
struct PreparationRunTests {
    @Test("Once the main actor has the assembled change, the run keeps none of its items: they end with the last state that holds them")
    func handedOverStateIsNotKept() async throws {
        let dataSource = DataSource(configuration: Rows.configuration(Rows.provider(RowLog()), parallelism: 2))
        let changeset = Rows.insert((0..<256).map { Row(id: $0) })
        let shape = try changeset.validate(against: dataSource.pendingShape)
        dataSource.pendingShape = shape
        let plan = try #require(dataSource.plan(.changeset(changeset, userInfo: [:], shape: shape)))
        let run = PreparationRun(plan: plan)
        #expect(run.workers == 2)
        ItemPreparation.start(run)
        var outcome: Result<AssembledChange<Row, RowContext>, ChangesetError>? = await run.assembledChange()
        let roots = try #require(try outcome?.get().state.sections.first).map { WeakScopeRoot($0.scopeRoot) }
        #expect(roots.count == 256 && roots.allSatisfy { $0.root != nil })
        // The run (still alive here, as a worker's task may keep it) must not
        // be what keeps the items: otherwise that task would free them later,
        // on its thread, while the next change is being prepared.
        outcome = nil
        #expect(roots.allSatisfy { $0.root == nil }, "items kept alive by the run after hand-over")
        withExtendedLifetime(run) {}
    }
}

/// A weak reference to an item's scope root, to see when the item ends.
private struct WeakScopeRoot {
    weak var root: ScopeRoot?
    init(_ root: ScopeRoot) { self.root = root }
}
