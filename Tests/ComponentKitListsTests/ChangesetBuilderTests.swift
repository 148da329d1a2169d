import Foundation
import Testing
@testable import ComponentKitLists

@Suite("Changeset builder DSL")
struct ChangesetBuilderTests {
    @Test("Every form of the grammar builds its operation")
    func forms() throws {
        let builder = ChangesetBuilder<String>()
        try builder.insert.section.at.index(0)
        try builder.insert.sections.at.indexes([2, 3])
        try builder.remove.section.at.index(1)
        try builder.remove.sections.at.indexes([4, 5])
        try builder.insert.item("a").at.indexPath([0, 0])
        try builder.insert.items(["b", "c"]).at.indexPaths([[0, 1], [0, 2]])
        try builder.insert.items([[2, 0]: "d", [2, 1]: "e"])
        try builder.update.item("u").at.indexPath([1, 0])
        try builder.update.items([[1, 1]: "v"])
        try builder.remove.item.at.indexPath([1, 2])
        try builder.remove.items.at.indexPaths([[1, 3], [1, 4]])
        try builder.move.item.at.indexPath([1, 5]).to.indexPath([0, 3])
        try builder.move.items.at.indexPaths([[1, 6], [1, 7]]).to.indexPaths([[3, 0], [3, 1]])
        try builder.move.section.at.index(6).to.index(7)
        try builder.move.sections.at.indexes([8, 9]).to.indexes([1, 10])
        let changeset = try builder.build()
        #expect(changeset.movedSections == [6: 7, 8: 1, 9: 10])
        #expect(changeset.insertedSections == [0, 2, 3])
        #expect(changeset.removedSections == [1, 4, 5])
        #expect(changeset.insertedItems == [[0, 0]: "a", [0, 1]: "b", [0, 2]: "c", [2, 0]: "d", [2, 1]: "e"])
        #expect(changeset.updatedItems == [[1, 0]: "u", [1, 1]: "v"])
        #expect(changeset.removedItems == [[1, 2], [1, 3], [1, 4]])
        #expect(changeset.movedItems == [[1, 5]: [0, 3], [1, 6]: [3, 0], [1, 7]: [3, 1]])
    }

    @Test("Each misuse throws its error and leaves the builder ready for the next statement")
    func misuses() throws {
        let builder = ChangesetBuilder<String>()
        #expect(throws: ChangesetBuilderError.twoVerbs(first: "insert", second: "remove")) { _ = try builder.insert.remove }
        #expect(throws: ChangesetBuilderError.nounWithoutVerb(noun: "section")) { _ = try builder.section }
        #expect(throws: ChangesetBuilderError.twoNouns(first: "section", second: "item")) { _ = try builder.insert.section.item("a") }
        #expect(throws: ChangesetBuilderError.twoNouns(first: "items", second: "sections")) { _ = try builder.remove.items.sections }
        #expect(throws: ChangesetBuilderError.repeatedPreposition("at")) { _ = try builder.remove.item.at.at }
        #expect(throws: ChangesetBuilderError.repeatedPreposition("to")) { _ = try builder.move.item.at.indexPath([0, 0]).to.to }
        #expect(throws: ChangesetBuilderError.misplacedDestination) { try builder.move.section.at.index(0).index(1) }
        #expect(throws: ChangesetBuilderError.unsupportedSectionOperation(verb: "update")) { _ = try builder.update.sections }
        #expect(throws: ChangesetBuilderError.missingObject(verb: "insert")) { _ = try builder.insert.item }
        #expect(throws: ChangesetBuilderError.unexpectedObject(verb: "remove")) { _ = try builder.remove.item("x") }
        #expect(throws: ChangesetBuilderError.numberMismatch(noun: "items", target: "indexPath")) {
            try builder.insert.items(["a", "b"]).at.indexPath([0, 0])
        }
        #expect(throws: ChangesetBuilderError.numberMismatch(noun: "item", target: "indexPaths")) {
            try builder.remove.item.at.indexPaths([[0, 0]])
        }
        #expect(throws: ChangesetBuilderError.countMismatch(models: 2, indexPaths: 3)) {
            try builder.insert.items(["a", "b"]).at.indexPaths([[0, 0], [0, 1], [0, 2]])
        }
        #expect(throws: ChangesetBuilderError.missingNoun(word: "at")) { _ = try builder.insert.at }
        #expect(throws: ChangesetBuilderError.misplacedDestination) { _ = try builder.remove.item.to }
        #expect(throws: ChangesetBuilderError.malformedIndexPath([1])) { try builder.remove.item.at.indexPath([1]) }
        try builder.remove.section.at.index(3)
        #expect(throws: ChangesetBuilderError.duplicate(verb: "remove", target: "section 3")) { try builder.remove.section.at.index(3) }
        try builder.insert.item("a").at.indexPath([0, 0])
        #expect(throws: ChangesetBuilderError.duplicate(verb: "insert", target: "index path [0, 0]")) {
            try builder.insert.item("b").at.indexPath([0, 0])
        }
        _ = try builder.move.item.at
        #expect(throws: ChangesetBuilderError.incompleteStatement("move item at")) { try builder.build() }
        // After all that, only the two good statements are in the changeset.
        let changeset = try builder.build()
        #expect(changeset.removedSections == [3] && changeset.insertedItems == [[0, 0]: "a"])
        #expect(ChangesetBuilderError.twoVerbs(first: "insert", second: "remove").description
                == "'remove' follows 'insert' before the statement ended")
    }

    @Test("A built changeset applies like a hand-written one")
    func applies() throws {
        let builder = ChangesetBuilder<String>()
        try builder.insert.section.at.index(0)
        try builder.insert.items(["x", "y"]).at.indexPaths([[0, 0], [0, 1]])
        try builder.move.item.at.indexPath([0, 0]).to.indexPath([1, 1])
        #expect(try builder.build().applied(to: [["a", "b"]]) == [["x", "y"], ["b", "a"]])
    }
}
