@testable import ComponentKitLists
import Foundation
import Testing

/// ComponentKit's CKDataSourceChangesetTests: equality, emptiness and the
/// origin name of a changeset.
@Suite("ComponentKit: CKDataSourceChangesetTests")
struct DataSourceChangesetTests {
    func sample(inserted: String) -> Changeset<String> {
        Changeset(updatedItems: [[0, 0]: "A"], removedItems: [[0, 1]], removedSections: [2], movedItems: [[0, 2]: [0, 3]],
                  insertedSections: [1], insertedItems: [[1, 0]: inserted])
    }

    @Test func testChangesetEquality() {
        #expect(sample(inserted: "B") == sample(inserted: "B"))
    }

    @Test func testChangesetsNotEqual() {
        #expect(sample(inserted: "B") != sample(inserted: "C"))
    }

    @Test func testChangesetIsEmpty() {
        #expect(Changeset<String>().isEmpty)
        #expect(!Changeset<String>(insertedItems: [[0, 0]: "A"]).isEmpty)
        #expect(!Changeset<String>(removedItems: [[0, 1]]).isEmpty)
        #expect(!Changeset<String>(removedSections: [2]).isEmpty)
        // ComponentKit's test updates an item with an index path as its model.
        #expect(!Changeset<IndexPath>(updatedItems: [[0, 2]: [0, 3]]).isEmpty)
        #expect(!Changeset<String>(insertedSections: [1]).isEmpty)
        #expect(!Changeset<String>(insertedItems: [[1, 0]: "C"]).isEmpty)
    }

    @Test func testOriginName() {
        let testOrigin = "test_origin"
        #expect(Changeset<String>(originName: testOrigin).originName == testOrigin)
    }
}

/// ComponentKit's CKDataSourceChangesetTests_Description: the shape of a
/// changeset's description.
@Suite("ComponentKit: CKDataSourceChangesetTests_Description")
struct DataSourceChangesetDescriptionTests {
    @Test func test_WhenChangesetIsEmpty_DescriptionIsEmpty() {
        #expect(Changeset<String>().description == "")
    }

    @Test func test_WhenChangesetHasSectionChanges_IncludesThemInDescription() {
        let changeset = Changeset<String>(removedSections: [0, 1], insertedSections: [0])
        #expect(changeset.description == "{\n  Removed Sections: 0–1\n  Inserted Sections: 0\n}")
    }

    @Test func test_WhenChangesetIncludesOnlyOneTypeOfSectionChange_IncludesOnlyItInDescription() {
        #expect(Changeset<String>(removedSections: [0, 1]).description == "{\n  Removed Sections: 0–1\n}")
    }

    @Test func test_WhenChangesetHasRemovedItems_IncludesThemInDescriptionSorted() {
        let changeset = Changeset<String>(removedItems: [[1, 1], [0, 2]])
        #expect(changeset.description == "{\n  Removed Items: {\n    (0-2),\n    (1-1)\n  }\n}")
    }

    @Test func test_WhenChangesetHasUpdatedItems_IncludesThemInDescriptionSorted() {
        let changeset = Changeset<String>(updatedItems: [[1, 1]: "A", [0, 2]: "B"])
        #expect(changeset.description == "{\n  Updated Items: {\n    (0-2): B,\n    (1-1): A\n  }\n}")
    }

    @Test func test_WhenChangesetHasInsertedItems_IncludesThemInDescriptionSorted() {
        let changeset = Changeset<String>(insertedItems: [[1, 1]: "A", [0, 2]: "B"])
        #expect(changeset.description == "{\n  Inserted Items: {\n    (0-2): B,\n    (1-1): A\n  }\n}")
    }

    @Test func test_WhenChangesetHasMovedItems_IncludesThemInDescriptionSortedByFromIndexPath() {
        let changeset = Changeset<String>(movedItems: [[1, 1]: [1, 2], [0, 2]: [0, 0]])
        #expect(changeset.description == "{\n  Moved Items: {\n    (0-2) → (0-0),\n    (1-1) → (1-2)\n  }\n}")
    }
}
