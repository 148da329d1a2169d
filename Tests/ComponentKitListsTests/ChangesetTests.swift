import Foundation
import Testing
@testable import ComponentKitLists

@Suite("Changesets: application order and validation")
struct ChangesetTests {
    let list = [["a0", "a1", "a2"], ["b0", "b1"], ["c0"]]

    @Test("Updates use old index paths, moves land at new ones, removals and insertions in ComponentKit's order")
    func order() throws {
        var changeset = Changeset<String>()
        changeset.updatedItems = [[0, 1]: "A1"]
        changeset.movedItems = [[0, 1]: [1, 0]]
        changeset.removedItems = [[0, 0]]
        changeset.removedSections = [2]
        changeset.insertedSections = [0]
        changeset.insertedItems = [[0, 0]: "new", [2, 2]: "b2"]
        // An updated item may move, as in ComponentKit: updated where it was, it lands at the destination.
        #expect(try changeset.applied(to: list) == [["new"], ["A1", "a2"], ["b0", "b1", "b2"]])
        changeset.updatedItems = [[0, 2]: "A2"]
        let result = try changeset.applied(to: list)
        // Update at the old path; a0 and the moving a1 leave section 0; section 2 goes;
        // a new section 0 comes; then insertions and the move land at their new paths.
        #expect(result == [["new"], ["a1", "A2"], ["b0", "b1", "b2"]])
    }

    @Test("Sections move with their items; the others keep their order in the free places")
    func sectionMoves() throws {
        var changeset = Changeset<String>(movedSections: [2: 0])
        #expect(try changeset.applied(to: list) == [["c0"], ["a0", "a1", "a2"], ["b0", "b1"]])
        // With everything else in one changeset: old paths for updates, removals and sources.
        changeset = Changeset(
            updatedItems: [[2, 0]: "C0"], removedItems: [[0, 0]], removedSections: [1], movedItems: [[0, 2]: [0, 0]],
            movedSections: [2: 0], insertedSections: [2], insertedItems: [[2, 0]: "new", [1, 1]: "a9"])
        #expect(try changeset.applied(to: list) == [["a2", "C0"], ["a1", "a9"], ["new"]])
        #expect(try changeset.validate(against: ListShape(list)) == ListShape(itemCounts: [2, 2, 1]))
    }

    @Test("Invalid section moves name the section and why")
    func invalidSectionMoves() {
        #expect(error(Changeset(movedSections: [5: 0]))?.reason == "section 5 does not exist (the list has 3 sections)")
        #expect(error(Changeset(removedSections: [1], movedSections: [1: 0]))?.reason == "the section is also removed")
        #expect(error(Changeset(movedSections: [0: 3]))?.reason == "cannot move to 3: the list will have 3 sections")
        #expect(error(Changeset(movedSections: [0: 2, 1: 2]))?.reason == "another section is moved to 2 too")
        let collision = error(Changeset(movedSections: [0: 1], insertedSections: [1]))
        #expect(collision?.operation == .sectionInsertion && collision?.reason == "a section is also moved to 1")
        #expect(error(Changeset(movedSections: [5: 0]))?.description.hasPrefix("Invalid Section Move of section 5: ") == true)
        #expect(error(Changeset(movedSections: [0: 1])) == nil)
    }

    @Test("Remove-all removes every item and every section, empty ones too")
    func removeAll() throws {
        let shape = ListShape(itemCounts: [2, 0, 1])
        let changeset = Changeset<Int>.removingEverything(in: shape)
        #expect(changeset.removedSections == IndexSet(0..<3))
        #expect(changeset.removedItems == [[0, 0], [0, 1], [2, 0]])
        #expect(try changeset.applied(to: [[1, 2], [], [3]]).isEmpty)
        #expect(try changeset.validate(against: shape) == ListShape(itemCounts: []))
    }

    func error(_ changeset: Changeset<String>) -> ChangesetError? {
        do {
            _ = try changeset.applied(to: list)
            return nil
        } catch {
            return error
        }
    }

    @Test("Each invalid operation is reported with its kind, place, the changeset and the state")
    func validationMessages() throws {
        let update = try #require(error(Changeset(updatedItems: [[1, 5]: "x"])))
        #expect(update.operation == .update && update.section == 1 && update.item == 5)
        #expect(update.description == "Invalid Update of item 5 in section 1: item 5 does not exist (section 1 has 2 items). "
                + "Changeset: {\n  Updated Items: {\n    (1-5): x\n  }\n}. State: 3 sections with items [3, 2, 1].")
        #expect(error(Changeset(removedItems: [[3, 0]]))?.operation == .rowRemoval)
        #expect(error(Changeset(removedSections: [7]))?.description.hasPrefix("Invalid Section Removal of section 7") == true)
        #expect(error(Changeset(insertedSections: [5]))?.operation == .sectionInsertion)
        let insertion = try #require(error(Changeset(insertedItems: [[2, 3]: "x"])))
        #expect(insertion.operation == .rowInsertion && insertion.reason == "item 3 is beyond the end: section 2 will have 2 items")
        #expect(error(Changeset(movedItems: [[0, 0]: [9, 0]]))?.operation == .rowMove)
        #expect(error(Changeset(insertedItems: [[]: "x"]))?.reason == "an item's index path has 2 indexes, this one 0")
    }

    @Test("Two operations on one index path are invalid")
    func collisions() {
        let insertAndMove = Changeset(movedItems: [[0, 0]: [1, 0]], insertedItems: [[1, 0]: "x"])
        #expect(error(insertAndMove)?.operation == .rowInsertion)
        #expect(error(insertAndMove)?.reason == "an item is also moved to this index path")
        #expect(error(Changeset(movedItems: [[0, 0]: [1, 0], [0, 1]: [1, 0]]))?.reason == "another item is moved to [1, 0] too")
        #expect(error(Changeset(updatedItems: [[0, 0]: "x"], removedItems: [[0, 0]]))?.reason == "the item is also removed")
        #expect(error(Changeset(removedItems: [[0, 0]], movedItems: [[0, 0]: [0, 0]]))?.operation == .rowRemoval)
    }

    @Test("Of many invalid paths, checked in any order, the error names the first in index-path order")
    func firstInvalidPathNamed() throws {
        // 50 insertions into section 2 (1 item, so 51 after), every one beyond the end.
        var insertions: [IndexPath: String] = [:]
        for item in 100..<150 { insertions[[2, item]] = "x" }
        let insertion = try #require(error(Changeset(insertedItems: insertions)))
        #expect(insertion.operation == .rowInsertion && insertion.section == 2 && insertion.item == 100)
        var updates: [IndexPath: String] = [:]
        for item in (0...40).reversed() { updates[[0, item]] = "x" }
        let update = try #require(error(Changeset(updatedItems: updates)))
        #expect(update.operation == .update && update.item == 3)
        let removal = try #require(error(Changeset(removedItems: Set((0...40).map { [1, $0] }))))
        #expect(removal.operation == .rowRemoval && removal.item == 2)
    }

    @Test("A failed application leaves the input untouched")
    func untouched() {
        let before = list
        _ = error(Changeset(insertedSections: [9]))
        #expect(list == before)
    }
}
