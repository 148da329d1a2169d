@testable import ComponentKitLists
import Foundation
import Testing

/// ComponentKit's CKDataSourceChangesetVerificationTests: which changesets
/// `CKIsValidChangesetForState` accepts for a state, and for the others the
/// operation, section and item it names. Here that is
/// `Changeset.validate(against:)` and the ``ChangesetError`` it throws; the
/// pending asynchronous modifications are the changesets a ``DataSource``
/// has queued, which its `apply` checks a new changeset against.
@Suite("ComponentKit: CKDataSourceChangesetVerificationTests")
struct DataSourceChangesetVerificationTests {
    typealias Info = InvalidChangesetInfo

    func info(_ changeset: Changeset<String>, _ sections: [[String]]) -> Info? {
        ComponentKitFixtures.invalidInfo(changeset, sections)
    }

    func info(_ changeset: Changeset<String>, sections: Int, items: Int) -> Info? {
        ComponentKitFixtures.invalidInfo(changeset, ComponentKitFixtures.shape(sections: sections, items: items))
    }

    let cd: [[String]] = [["C", "D"]]
    let cdEf: [[String]] = [["C", "D"], ["E", "F"]]
    let cdEfGh: [[String]] = [["C", "D"], ["E", "F"], ["G", "H"]]
    let cde: [[String]] = [["C", "D", "E"]]

    // MARK: Valid changesets

    @Test func test_emptyChangesetEmptySections() {
        #expect(info(Changeset(), []) == nil)
    }

    @Test func test_emptyChangesetNonEmptySections() {
        #expect(info(Changeset(), [["A", "B"], ["C", "D"]]) == nil)
    }

    @Test func test_nonEmptyChangesetEmptySections() {
        #expect(info(Changeset(insertedSections: [0], insertedItems: [[0, 0]: "A", [0, 1]: "B"]), []) == nil)
    }

    @Test func test_validInsertionIntoEmptySection() {
        #expect(info(Changeset(insertedItems: [[0, 0]: "A", [0, 1]: "B"]), [[]]) == nil)
    }

    @Test func test_validInsertionIntoBeginningOfNonEmptySection() {
        #expect(info(Changeset(insertedItems: [[0, 0]: "A", [0, 1]: "B"]), cd) == nil)
    }

    @Test func test_validInsertionIntoMiddleOfNonEmptySection() {
        #expect(info(Changeset(insertedItems: [[0, 1]: "A", [0, 2]: "B"]), cd) == nil)
    }

    @Test func test_validInsertionAtEndOfNonEmptySection() {
        #expect(info(Changeset(insertedItems: [[0, 2]: "A", [0, 3]: "B"]), cd) == nil)
    }

    @Test func test_validRemovalAtBeginningOfSection() {
        #expect(info(Changeset(removedItems: [[0, 0]]), cde) == nil)
    }

    @Test func test_validRemovalAtMiddleOfSection() {
        #expect(info(Changeset(removedItems: [[0, 1]]), cde) == nil)
    }

    @Test func test_validRemovalAtEndOfSection() {
        #expect(info(Changeset(removedItems: [[0, 2]]), cde) == nil)
    }

    @Test func test_validRemovalOfAllItems() {
        #expect(info(Changeset(removedItems: [[0, 2], [0, 1], [0, 0]]), cde) == nil)
    }

    @Test func test_validInsertionOfSectionInEmptySections() {
        #expect(info(Changeset(insertedSections: [0]), []) == nil)
    }

    @Test func test_validInsertionOfSectionAtBeginningOfNonEmptySections() {
        #expect(info(Changeset(insertedSections: [0]), cdEf) == nil)
    }

    @Test func test_validInsertionOfSectionInMiddleOfNonEmptySections() {
        #expect(info(Changeset(insertedSections: [1]), cdEf) == nil)
    }

    @Test func test_validInsertionOfSectionAtEndOfNonEmptySections() {
        #expect(info(Changeset(insertedSections: [2]), cdEf) == nil)
    }

    @Test func test_validInsertionOfMultipleSections() {
        #expect(info(Changeset(insertedSections: IndexSet(integersIn: 1..<3)), cdEf) == nil)
    }

    @Test func test_removalOfSectionAtBeginningOfSections() {
        #expect(info(Changeset(removedSections: [0]), cdEfGh) == nil)
    }

    @Test func test_removalOfSectionAtMiddleOfSections() {
        #expect(info(Changeset(removedSections: [1]), cdEfGh) == nil)
    }

    @Test func test_removalOfSectionAtEndOfSections() {
        #expect(info(Changeset(removedSections: [2]), cdEfGh) == nil)
    }

    @Test func test_removeMultipleSectionsAtBeginningOfSections() {
        #expect(info(Changeset(removedSections: IndexSet(integersIn: 0..<2)), cdEfGh) == nil)
    }

    @Test func test_removeMultipleSectionsAtEndOfSections() {
        #expect(info(Changeset(removedSections: IndexSet(integersIn: 1..<3)), cdEfGh) == nil)
    }

    @Test func test_validUpdate() {
        #expect(info(Changeset(updatedItems: [[0, 0]: "A"]), cd) == nil)
    }

    @Test func test_validMoveForwardInsideOneSection() {
        #expect(info(Changeset(movedItems: [[0, 0]: [0, 1]]), cd) == nil)
    }

    @Test func test_validMoveBackwardInsideOneSection() {
        #expect(info(Changeset(movedItems: [[0, 1]: [0, 0]]), cd) == nil)
    }

    @Test func test_validMoveForwardBetweenSections() {
        #expect(info(Changeset(movedItems: [[0, 0]: [1, 2]]), cdEfGh) == nil)
    }

    @Test func test_validMoveBackwardBetweenSections() {
        #expect(info(Changeset(movedItems: [[1, 0]: [0, 2]]), cdEfGh) == nil)
    }

    @Test func test_validMoveBackwardWithOriginalIndexRemoved() {
        // [A, B, C, D] to [D, A].
        #expect(info(Changeset(removedItems: [[0, 1], [0, 2]], movedItems: [[0, 3]: [0, 0]]), [["A", "B", "C", "D"]]) == nil)
    }

    @Test func test_WhenVerifyingMovesWithSectionRemoval_ValidatesFromIndexPathsAgainstOriginalState() {
        let changeset = Changeset<String>(removedSections: [0],
                                          movedItems: [[1, 1]: [0, 9], [1, 4]: [0, 17], [1, 18]: [0, 13], [1, 19]: [0, 5]])
        #expect(info(changeset, sections: 2, items: 20) == nil)
    }

    @Test func test_WhenVerifyingMovesWithSectionInsertion_ValidatesFromIndexPathsAgainstOriginalState() {
        let changeset = Changeset<String>(movedItems: [[0, 1]: [1, 9], [0, 4]: [1, 17], [0, 18]: [1, 13], [0, 19]: [1, 5]],
                                          insertedSections: [0])
        #expect(info(changeset, sections: 1, items: 20) == nil)
    }

    @Test func test_WhenVerifyingMovesWithBothSectionInsertionsAndRemovals_ValidatesFromIndexPathsAgainstOriginalState() {
        let changeset = Changeset<String>(removedSections: [0],
                                          movedItems: [[1, 1]: [1, 9], [1, 4]: [1, 17], [1, 18]: [1, 13], [1, 19]: [1, 5]],
                                          insertedSections: [0])
        #expect(info(changeset, sections: 2, items: 20) == nil)
    }

    @Test func test_WhenVerifyingMovesToNewSection_ValidatesToIndexPathsAgainstFinalState() {
        let changeset = Changeset<String>(movedItems: [[0, 0]: [1, 0], [1, 0]: [1, 1]], insertedSections: [1])
        #expect(info(changeset, sections: 2, items: 2) == nil)
    }

    @Test func test_WhenVerifyingMovesWithinSection_ValidatesToIndexPathsAgainstFinalState() {
        var updates: [IndexPath: String] = [:]
        for item in [0, 1, 2, 3, 5, 6] { updates[[0, item]] = "Upd" }
        var insertions: [IndexPath: String] = [:]
        for item in 2...7 { insertions[[0, item]] = "New" }
        let changeset = Changeset(updatedItems: updates, movedItems: [[0, 0]: [0, 9], [0, 1]: [0, 10]], insertedItems: insertions)
        #expect(info(changeset, sections: 1, items: 7) == nil)
    }

    @Test func test_WhenVerifyingMovesFromDeletedSection() {
        // Moving items out of a section the same changeset removes: valid in
        // ComponentKit, and now here (it used to be refused).
        let changeset = Changeset<String>(removedSections: [0], movedItems: [[0, 0]: [0, 0], [0, 1]: [0, 1]])
        #expect(info(changeset, sections: 2, items: 2) == nil)
    }

    @Test func test_WhenVerifyingMovesWithinSection() {
        var moves: [IndexPath: IndexPath] = [:]
        for item in 0...19 { moves[[0, item]] = [0, item + 19] }
        var insertions: [IndexPath: String] = [:]
        for item in 0...18 { insertions[[0, item]] = "New" }
        #expect(info(Changeset(movedItems: moves, insertedItems: insertions), sections: 1, items: 20) == nil)
    }

    @MainActor
    @Test func test_WhenApplyingPendingModificationsWithMoves_TreatsToIndexPathsAsSpecifiedAfterSectionRemovalsAndInsertions() throws {
        let pending = Changeset<String>(removedSections: [0, 2], movedItems: [[3, 0]: [4, 0]], insertedSections: [0, 2, 3],
                                        insertedItems: [[0, 0]: "New", [2, 0]: "New", [3, 0]: "New"])
        let changeset = Changeset<String>(removedSections: [0, 3], movedItems: [[4, 0]: [4, 0]], insertedSections: [0, 3],
                                          insertedItems: [[0, 0]: "New2", [3, 0]: "New2"])
        #expect(try PendingChangesets.info(changeset, state: .init(sections: 5, items: 1), pending: [pending]) == nil)
    }

    // MARK: Invalid changesets

    @Test func test_invalidUpdateInNegativeSection() {
        #expect(info(Changeset(updatedItems: [[-1, 1]: "A"]), cd) == Info(.update, -1, 1))
    }

    @Test func test_invalidUpdateInNegativeItem() {
        #expect(info(Changeset(updatedItems: [[0, -1]: "A"]), cd) == Info(.update, 0, -1))
    }

    @Test func test_invalidInsertionAtEndOfSection() {
        #expect(info(Changeset(insertedItems: [[0, 3]: "A"]), cd) == Info(.rowInsertion, 0, 3))
    }

    @Test func test_invalidMultipleInsertionAtEndOfSection() {
        // Names the first insertion that does not fit in ascending order
        // (item 4); this package used to name item 5.
        #expect(info(Changeset(insertedItems: [[0, 2]: "A", [0, 4]: "B", [0, 5]: "E"]), cd) == Info(.rowInsertion, 0, 4))
    }

    @Test func test_invalidInsertionInNonExistentSection() {
        #expect(info(Changeset(insertedItems: [[1, 0]: "A"]), cd) == Info(.rowInsertion, 1, 0))
    }

    @Test func test_invalidRemovalInValidSection() {
        #expect(info(Changeset(removedItems: [[0, 2]]), cd) == Info(.rowRemoval, 0, 2))
    }

    @Test func test_invalidRemovalInNonExistentSection() {
        #expect(info(Changeset(removedItems: [[1, 0]]), cd) == Info(.rowRemoval, 1, 0))
    }

    @Test func test_invalidInsertionOfSection() {
        #expect(info(Changeset(insertedSections: [2]), cd) == Info(.sectionInsertion, 2, -1))
    }

    @Test func test_invalidRemovalOfSection() {
        #expect(info(Changeset(removedSections: [2]), cd) == Info(.sectionRemoval, 2, -1))
    }

    @Test func test_invalidUpdateWithinExistingSection() {
        #expect(info(Changeset(updatedItems: [[0, 2]: "A"]), cd) == Info(.update, 0, 2))
    }

    @Test func test_invalidUpdateWithinNonExistentSection() {
        #expect(info(Changeset(updatedItems: [[1, 0]: "A"]), cd) == Info(.update, 1, 0))
    }

    @Test func test_moveWithInvalidOriginIndexPathInExistingSection() {
        #expect(info(Changeset(movedItems: [[0, 2]: [0, 0]]), cd) == Info(.rowMove, 0, 2))
    }

    @Test func test_moveWithInvalidDestinationIndexPathInExistingSection() {
        // Names the destination; this package used to name the source.
        #expect(info(Changeset(movedItems: [[0, 0]: [0, 2]]), cd) == Info(.rowMove, 0, 2))
    }

    @Test func test_moveWithInvalidOriginSection() {
        // Names the section alone; this package used to name item 0 too.
        #expect(info(Changeset(movedItems: [[1, 0]: [0, 0]]), cd) == Info(.rowMove, 1, -1))
    }

    @Test func test_moveWithInvalidDestinationSection() {
        // Names the destination's section alone; this package used to name the source.
        #expect(info(Changeset(movedItems: [[0, 0]: [1, 0]]), cd) == Info(.rowMove, 1, -1))
    }

    // MARK: More complicated situations

    @Test func test_validInitialSectionInsertionsWithItemInsertions() {
        let changeset = Changeset<String>(insertedSections: IndexSet(integersIn: 0..<2),
                                          insertedItems: [[0, 0]: "A1", [0, 1]: "B1", [1, 0]: "A2", [1, 1]: "B2"])
        #expect(info(changeset, []) == nil)
    }

    @MainActor
    @Test func test_validInitialSectionInsertionsInPendingAsynchronousModificationWithItemInsertions() throws {
        let pending = [Changeset<String>(insertedSections: IndexSet(integersIn: 0..<2))]
        let changeset = Changeset<String>(insertedItems: [[0, 0]: "A1", [0, 1]: "B1", [1, 0]: "A2", [1, 1]: "B2"])
        #expect(try PendingChangesets.info(changeset, state: .init(sections: 0, items: 0), pending: pending) == nil)
    }

    @MainActor
    @Test func test_validChangesetAppliedToValidPendingAsynchronousModifications() throws {
        let pending = [
            Changeset<String>(insertedSections: [0]),
            Changeset<String>(insertedItems: [[0, 0]: "A1", [0, 1]: "B1"]),
            Changeset<String>(insertedSections: [1]),
            Changeset<String>(insertedItems: [[1, 0]: "A2", [1, 1]: "B2"]),
        ]
        // Removes the first item of each section.
        let changeset = Changeset<String>(removedItems: [[0, 0], [1, 0]])
        #expect(try PendingChangesets.info(changeset, state: .init(sections: 0, items: 0), pending: pending) == nil)
    }

    @MainActor
    @Test func test_invalidChangesetAppliedToValidPendingAsynchronousModifications() throws {
        let pending = [
            Changeset<String>(insertedSections: [0]),
            Changeset<String>(insertedItems: [[0, 0]: "A1", [0, 1]: "B1"]),
        ]
        // Section 1 does not exist.
        let changeset = Changeset<String>(removedItems: [[0, 0], [1, 0]])
        #expect(try PendingChangesets.info(changeset, state: .init(sections: 0, items: 0), pending: pending)
                == Info(.rowRemoval, 1, 0))
    }
}
