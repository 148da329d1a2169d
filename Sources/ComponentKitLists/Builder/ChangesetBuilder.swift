import Foundation

/// Builds a changeset with CKToolbox's grammar, in Swift: a verb (`insert`,
/// `update`, `remove`, `move`), a noun (`section`, `sections`, `item`,
/// `items`), prepositions (`at`, `to`) and a target (`index`, `indexes`,
/// `indexPath`, `indexPaths`). Every misuse throws a
/// ``ChangesetBuilderError`` and drops the statement.
///
/// ```swift
/// let builder = ChangesetBuilder<Photo>()
/// try builder.insert.section.at.index(0)
/// try builder.insert.items(photos).at.indexPaths([[0, 0], [0, 1]])
/// try builder.move.item.at.indexPath([0, 0]).to.indexPath([0, 1])
/// try builder.move.section.at.index(1).to.index(0)
/// let changeset = try builder.build()
/// ```
public final class ChangesetBuilder<Model: Sendable> {
    enum Verb: String { case insert, update, remove, move }
    enum Noun: String { case section, sections, item, items }

    var changeset = Changeset<Model>()
    var verb: Verb?
    var noun: Noun?
    var models: [Model]?
    var sawAt = false
    var sawTo = false
    var sources: [IndexPath]?
    var sectionSources: [Int]?

    /// An empty builder.
    public init() {}

    // MARK: Verbs

    /// Starts an insertion.
    public var insert: ChangesetBuilder { get throws(ChangesetBuilderError) { try start(.insert) } }
    /// Starts an update.
    public var update: ChangesetBuilder { get throws(ChangesetBuilderError) { try start(.update) } }
    /// Starts a removal.
    public var remove: ChangesetBuilder { get throws(ChangesetBuilderError) { try start(.remove) } }
    /// Starts a move.
    public var move: ChangesetBuilder { get throws(ChangesetBuilderError) { try start(.move) } }

    func start(_ newVerb: Verb) throws(ChangesetBuilderError) -> ChangesetBuilder {
        if let verb {
            reset()
            throw .twoVerbs(first: verb.rawValue, second: newVerb.rawValue)
        }
        verb = newVerb
        return self
    }

    // MARK: Nouns

    /// One section.
    public var section: ChangesetBuilder { get throws(ChangesetBuilderError) { try setNoun(.section) } }
    /// Several sections.
    public var sections: ChangesetBuilder { get throws(ChangesetBuilderError) { try setNoun(.sections) } }
    /// One item (removal, move).
    public var item: ChangesetBuilder { get throws(ChangesetBuilderError) { try setNoun(.item) } }
    /// Several items (removal, move).
    public var items: ChangesetBuilder { get throws(ChangesetBuilderError) { try setNoun(.items) } }

    /// One item with its model (insert, update).
    public func item(_ model: Model) throws(ChangesetBuilderError) -> ChangesetBuilder {
        try setNoun(.item, models: [model])
    }

    /// Several items with their models, matched in order with the index paths (insert, update).
    public func items(_ models: [Model]) throws(ChangesetBuilderError) -> ChangesetBuilder {
        try setNoun(.items, models: models)
    }

    /// Several items as index path → model, applied at once (insert, update).
    public func items(_ models: [IndexPath: Model]) throws(ChangesetBuilderError) {
        let paths = models.keys.sorted()
        _ = try setNoun(.items, models: paths.map { models[$0]! })
        sawAt = true
        try indexPaths(paths)
    }

    func setNoun(_ newNoun: Noun, models newModels: [Model]? = nil) throws(ChangesetBuilderError) -> ChangesetBuilder {
        guard let verb else { throw .nounWithoutVerb(noun: newNoun.rawValue) }
        if let noun {
            reset()
            throw .twoNouns(first: noun.rawValue, second: newNoun.rawValue)
        }
        if newNoun == .section || newNoun == .sections, verb == .update {
            reset()
            throw .unsupportedSectionOperation(verb: verb.rawValue)
        }
        if newModels != nil, verb == .remove || verb == .move {
            reset()
            throw .unexpectedObject(verb: verb.rawValue)
        }
        if newModels == nil, newNoun == .item || newNoun == .items, verb == .insert || verb == .update {
            reset()
            throw .missingObject(verb: verb.rawValue)
        }
        noun = newNoun
        models = newModels
        return self
    }

    // MARK: Prepositions

    /// Introduces the target.
    public var at: ChangesetBuilder {
        get throws(ChangesetBuilderError) {
            guard noun != nil else {
                reset()
                throw .missingNoun(word: "at")
            }
            guard !sawAt else {
                reset()
                throw .repeatedPreposition("at")
            }
            sawAt = true
            return self
        }
    }

    /// Introduces a move's destination.
    public var to: ChangesetBuilder {
        get throws(ChangesetBuilderError) {
            if sawTo {
                reset()
                throw .repeatedPreposition("to")
            }
            guard verb == .move, sources != nil || sectionSources != nil else {
                reset()
                throw .misplacedDestination
            }
            sawTo = true
            return self
        }
    }
}
