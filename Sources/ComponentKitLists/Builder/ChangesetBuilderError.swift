import Foundation

/// A misuse of the changeset builder's grammar; the statement is dropped and
/// the builder is ready for the next one.
public enum ChangesetBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A verb came while another statement was unfinished.
    case twoVerbs(first: String, second: String)
    /// A noun came before any verb.
    case nounWithoutVerb(noun: String)
    /// A second noun came in one statement (`insert.section.item(…)`).
    case twoNouns(first: String, second: String)
    /// `at` or `to` came twice in one statement (`at.at`).
    case repeatedPreposition(String)
    /// `at`, `to` or a target came before the noun.
    case missingNoun(word: String)
    /// Sections cannot be updated (their items can).
    case unsupportedSectionOperation(verb: String)
    /// An insert or update named no model.
    case missingObject(verb: String)
    /// A removal or move named models.
    case unexpectedObject(verb: String)
    /// A singular noun got several targets, or a plural one a single target.
    case numberMismatch(noun: String, target: String)
    /// The number of models and of index paths differ.
    case countMismatch(models: Int, indexPaths: Int)
    /// The same place appears twice for one verb.
    case duplicate(verb: String, target: String)
    /// `to` came for a verb other than move, or before the source.
    case misplacedDestination
    /// An index path without exactly two indexes.
    case malformedIndexPath(IndexPath)
    /// `build()` was called in the middle of a statement.
    case incompleteStatement(String)

    public var description: String {
        switch self {
        case let .twoVerbs(first, second): "'\(second)' follows '\(first)' before the statement ended"
        case let .nounWithoutVerb(noun): "'\(noun)' needs a verb first (insert, update, remove or move)"
        case let .twoNouns(first, second): "'\(second)' follows the noun '\(first)': a statement has one noun"
        case let .repeatedPreposition(word): "'\(word)' appears twice in one statement"
        case let .missingNoun(word): "'\(word)' needs a noun first (section, sections, item or items)"
        case let .unsupportedSectionOperation(verb): "sections cannot be \(verb == "update" ? "updated; update their items" : verb)"
        case let .missingObject(verb): "\(verb) needs the model: use item(model) or items(models)"
        case let .unexpectedObject(verb): "\(verb) takes no models"
        case let .numberMismatch(noun, target): "'\(noun)' does not go with '\(target)'"
        case let .countMismatch(models, indexPaths): "\(models) models for \(indexPaths) index paths"
        case let .duplicate(verb, target): "\(target) appears twice for \(verb)"
        case .misplacedDestination: "'to' belongs after the source of a move"
        case let .malformedIndexPath(path): "index path \(Array(path)) needs exactly a section and an item"
        case let .incompleteStatement(statement): "the statement '\(statement)' is unfinished"
        }
    }
}
