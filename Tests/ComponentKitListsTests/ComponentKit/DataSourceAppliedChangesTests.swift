@testable import ComponentKitLists
import Foundation
import Testing

/// ComponentKit's CKDataSourceAppliedChangesTests: equality, and where
/// each updated item ends up (`finalUpdatedIndexPaths`, here
/// ``AppliedChanges/updatedIndexPathsAfter`` as the memberwise initializer
/// works it out) given the other changes.
@Suite("ComponentKit: CKDataSourceAppliedChangesTests")
struct DataSourceAppliedChangesTests {
    func sample(userInfo: [String: any Sendable]) -> AppliedChanges {
        AppliedChanges(updatedIndexPaths: [[0, 0]], removedIndexPaths: [[0, 1]], removedSections: [2],
                       movedIndexPaths: [[0, 3]: [0, 4]], insertedSections: [1], insertedIndexPaths: [[0, 5]],
                       userInfo: userInfo)
    }

    @Test func testAppliedChangesEquality() {
        #expect(sample(userInfo: ["key": "value"]) == sample(userInfo: ["key": "value"]))
    }

    @Test func testNonEqualAppliedChanges() {
        #expect(sample(userInfo: ["key": "value"]) != sample(userInfo: ["key2": "value2"]))
    }

    // MARK: Empty changeset

    @Test func testEmptyChangeset() {
        #expect(AppliedChanges(updatedIndexPaths: [], removedIndexPaths: [], removedSections: [], movedIndexPaths: [:],
                               insertedSections: [], insertedIndexPaths: [], userInfo: [:]).updatedIndexPathsAfter.isEmpty)
    }

    @Test func testUpdate_UnaffectedByInsertion_SameSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedIndexPaths: [[0, 2]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 1])
    }

    @Test func testUpdate_UnaffectedByInsertion_DifferentSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedIndexPaths: [[1, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 1])
    }

    @Test func testUpdate_UnaffectedByInsertedSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedSections: [1])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 1])
    }

    @Test func testUpdate_UnaffectedByRemoval_SameSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], removedIndexPaths: [[0, 2]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 1])
    }

    @Test func testUpdate_UnaffectedByRemoval_DifferentSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], removedIndexPaths: [[1, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 1])
    }

    @Test func testUpdate_UnaffectedByRemovedSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], removedSections: [1])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 1])
    }

    @Test func testUpdate_UnaffectedByOffsettingInsertionsAndRemovals() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], removedIndexPaths: [[0, 1]], insertedIndexPaths: [[0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByMoveBefore_SameSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 0]: [0, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByMoveAfter_SameSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 3]: [0, 4]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByMoveAfter_FromDifferentSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[1, 1]: [0, 4]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByMoveAfter_ToDifferentSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 3]: [1, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByTwoOffsettingMoves_SameSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 0]: [0, 4], [0, 3]: [0, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByTwoOffsettingMoves_DifferentSections() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[1, 0]: [0, 0], [0, 1]: [1, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 2])
    }

    @Test func testUpdate_UnaffectedByOffsettingInsertionAndMove() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 3]], movedIndexPaths: [[0, 0]: [0, 6]], insertedIndexPaths: [[0, 2]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 3]] == [0, 3])
    }

    @Test func testUpdate_UnaffectedByOffsettingRemovalAndMove() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 3]], removedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 6]: [0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 3]] == [0, 3])
    }

    @Test func testUpdate_AffectedBySingleInsert() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedIndexPaths: [[0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 2])
    }

    @Test func testUpdate_AffectedByMultipleDistinctInsertions() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedIndexPaths: Set([[0, 0], [0, 1]] as [IndexPath]))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 3])
    }

    @Test func testUpdate_AffectedByMultipleIdenticalInsertions() {
        // NOTE: the indexpath's row is only increased by 1 because changesets deduplicate identical inserts
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedIndexPaths: Set([[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]] as [IndexPath]))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 2])
    }

    @Test func testUpdate_AffectedBySingleInsertedSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], insertedSections: [0])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [1, 1])
    }

    @Test func testUpdate_AffectedByMultipleInsertedSections() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[1, 1]], insertedSections: IndexSet(integersIn: 0..<2))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[1, 1]] == [3, 1])
    }

    @Test func testUpdate_AffectedBySingleRemoval() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], removedIndexPaths: [[0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 0])
    }

    @Test func testUpdate_AffectedByMultipleDistinctRemovals() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], removedIndexPaths: Set([[0, 0], [0, 1]] as [IndexPath]))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 0])
    }

    @Test func testUpdate_AffectedByRemovingSingleSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[1, 1]], removedSections: [0])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[1, 1]] == [0, 1])
    }

    @Test func testUpdate_AffectedByRemovingMultipleSections() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[2, 1]], removedSections: IndexSet(integersIn: 0..<2))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[2, 1]] == [0, 1])
    }

    @Test func testUpdate_AffectedByMultipleIdenticalRemovals() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], removedIndexPaths: Set([[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]] as [IndexPath]))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 1])
    }

    @Test func testUpdate_AffectedBySingleMove_SameSection_FromBeforeToAfter() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], movedIndexPaths: [[0, 0]: [0, 2]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 0])
    }

    @Test func testUpdate_AffectedBySingleMove_SameSection_FromAfterToBefore() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], movedIndexPaths: [[0, 2]: [0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 2])
    }

    @Test func testUpdate_AffectedBySingleMove_IntoSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], movedIndexPaths: [[1, 2]: [0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 2])
    }

    @Test func testUpdate_AffectedBySingleMove_OutOfSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], movedIndexPaths: [[0, 0]: [1, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [0, 0])
    }

    @Test func testUpdate_AffectedByMultipleMoves_SameSection_FromBeforeToAfter() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 0]: [0, 3], [0, 1]: [0, 4]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 0])
    }

    @Test func testUpdate_AffectedByMultipleMoves_SameSection_FromAfterToBefore() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 3]: [0, 0], [0, 4]: [0, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 4])
    }

    @Test func testUpdate_AffectedByMultipleMoves_IntoSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[1, 0]: [0, 0], [1, 1]: [0, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 4])
    }

    @Test func testUpdate_AffectedByMultipleMoves_OutOfSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 0]: [1, 0], [0, 1]: [1, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 0])
    }

    @Test func testUpdate_AffectedByInsertionAndMove() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 5]: [0, 0]], insertedIndexPaths: [[0, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 4])
    }

    @Test func testUpdate_AffectedBySectionInsertionAndRowInsertion() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 0]], insertedSections: [0], insertedIndexPaths: [[0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 0]] == [1, 0])
    }

    @Test func testUpdate_AffectedBySectionInsertionAndRowRemoval() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 1]], removedIndexPaths: [[0, 0]], insertedSections: [0])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 1]] == [1, 0])
    }

    @Test func testUpdate_AffectedBySectionRemovalAndRowInsertion() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[1, 0]], removedSections: [0], insertedIndexPaths: [[1, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[1, 0]] == [0, 0])
    }

    @Test func testUpdate_AffectedBySectionRemovalAndRowRemoval() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[1, 1]], removedIndexPaths: [[1, 0]], removedSections: [0])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[1, 1]] == [0, 0])
    }

    @Test func testUpdate_AffectedByMoveAndInsertedSection_UnaffectedByInsertedRows() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 3]], movedIndexPaths: [[0, 4]: [1, 1]], insertedSections: [0], insertedIndexPaths: [[0, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 3]] == [1, 4])
    }

    @Test func testUpdate_UnaffectedByOffsettingInsertionAndRemoval_AffectedByRemovedSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[1, 5]], removedIndexPaths: [[1, 2]], removedSections: [0], insertedIndexPaths: [[1, 1]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[1, 5]] == [0, 4])
    }

    @Test func testUpdate_AffectedByInsertedRowAfterBeingMovedToNewSection() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[1, 0]], insertedSections: [1], insertedIndexPaths: [[2, 0]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[1, 0]] == [2, 1])
    }

    @Test func testUpdate_AffectedByMoveAndUpdateAtSameIndexPath() {
        // [0, 1, 2] -> [2', 1', 0']
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 0], [0, 1], [0, 2]], movedIndexPaths: [[0, 2]: [0, 0], [0, 1]: [0, 1]])
        #expect(changes.updatedIndexPathsAfter == [[0, 0]: [0, 2], [0, 1]: [0, 1], [0, 2]: [0, 0]])
    }

    @Test func testUpdate_AffectedByAllOthers() {
        // [1, 2, 3] -> [0, 1', 4, 3', 2']
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 0], [0, 1], [0, 2]], movedIndexPaths: [[0, 2]: [0, 3]], insertedIndexPaths: [[0, 0], [0, 2]])
        #expect(changes.updatedIndexPathsAfter == [[0, 0]: [0, 1], [0, 1]: [0, 4], [0, 2]: [0, 3]])
    }

    @Test func testUpdate_UpdatedRowBeingMoved_withoutAffectedDestination() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 2]: [0, 5]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 5])
    }

    @Test func testUpdate_UpdatedRowBeingMoved_withAffectedDestination() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 2]], movedIndexPaths: [[0, 2]: [0, 5]], insertedIndexPaths: [[0, 4]])
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 2]] == [0, 5])
    }

    @Test func testUpdate_insertingThreeSectionsBefore() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 0]], insertedSections: IndexSet(integersIn: 0..<3))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 0]] == [3, 0])
    }

    @Test func testUpdate_insertingThreeRowsBefore() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 0]], insertedIndexPaths: Set([[0, 0], [0, 1], [0, 2]] as [IndexPath]))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 0]] == [0, 3])
    }

    @Test func testUpdate_insertingThreeSectionsAndThreeRowsBefore() {
        let changes = AppliedChanges(
            updatedIndexPaths: [[0, 0]], insertedSections: IndexSet(integersIn: 0..<3), insertedIndexPaths: Set([[3, 0], [3, 1], [3, 2]] as [IndexPath]))
        #expect(changes.updatedIndexPathsAfter.count == 1)
        #expect(changes.updatedIndexPathsAfter[[0, 0]] == [3, 3])
    }

    @Test func testUpdate_mirroringGroupsCrash() {
        let updated: Set<IndexPath> = [[0, 0], [1, 0], [4, 0]]
        var insertedSections = IndexSet(integersIn: 0..<4)
        insertedSections.insert(5)
        let changes = AppliedChanges(updatedIndexPaths: updated, insertedSections: insertedSections,
                                     insertedIndexPaths: [[0, 0], [1, 0], [2, 0], [3, 0], [5, 0]])
        #expect(changes.updatedIndexPathsAfter.count == updated.count)
        #expect(changes.updatedIndexPathsAfter[[0, 0]] == [4, 0])
        #expect(changes.updatedIndexPathsAfter[[1, 0]] == [6, 0])
        #expect(changes.updatedIndexPathsAfter[[4, 0]] == [9, 0])
    }
}

/// ComponentKit's CKDataSourceAppliedChangesTests_Description: the shape
/// of the description.
@Suite("ComponentKit: CKDataSourceAppliedChangesTests_Description")
struct DataSourceAppliedChangesDescriptionTests {
    @Test func test_WhenEmpty_DescriptionIsEmpty() {
        #expect(AppliedChanges().description == "")
    }

    @Test func test_WhenHasSectionChanges_IncludesThemInDescription() {
        let changes = AppliedChanges(removedSections: IndexSet(integersIn: 0..<2), insertedSections: [0])
        #expect(changes.description == "{\n  Removed Sections: 0–1\n  Inserted Sections: 0\n}")
    }

    @Test func test_WhenHasRemovedItems_IncludesThemInDescriptionSorted() {
        let changes = AppliedChanges(removedIndexPaths: [[1, 1], [0, 2]])
        #expect(changes.description == "{\n  Removed Items: {\n    (0-2),\n    (1-1)\n  }\n}")
    }

    @Test func test_WhenHasUpdatedItems_IncludesThemInDescriptionSorted() {
        let changes = AppliedChanges(updatedIndexPaths: [[1, 1], [0, 2]])
        #expect(changes.description == "{\n  Updated Items: {\n    (0-2),\n    (1-1)\n  }\n}")
    }

    @Test func test_WhenHasInsertedItems_IncludesThemInDescriptionSorted() {
        let changes = AppliedChanges(insertedIndexPaths: [[1, 1], [0, 2]])
        #expect(changes.description == "{\n  Inserted Items: {\n    (0-2),\n    (1-1)\n  }\n}")
    }

    @Test func test_WhenHasMovedItems_IncludesThemInDescriptionSortedByFromIndexPath() {
        let changes = AppliedChanges(movedIndexPaths: [[1, 1]: [1, 2], [0, 2]: [0, 0]])
        #expect(changes.description == "{\n  Moved Items: {\n    (0-2) -> (0-0),\n    (1-1) -> (1-2)\n  }\n}")
    }
}
