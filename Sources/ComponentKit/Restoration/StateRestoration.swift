import Foundation
import Synchronization

/// Kept states waiting for their scopes: each scope of a root it is
/// attached to (``ScopeRoot/restore(from:)``) starts with its kept state
/// instead of its initial one, whether the scope exists already or is made
/// later (a row that scrolls in, a section a restored state opens).
///
/// A state is taken once. One whose type is no longer the component's
/// state type, or that no longer decodes, is dropped with a note, and that
/// component starts fresh.
///
/// ```swift
/// let kept = host.scopeRoot.stateRecords()        // before
/// let restoration = StateRestoration(records: kept)
/// newHost.scopeRoot.restore(from: restoration)    // after: same states
/// ```
public final class StateRestoration: Sendable {
    private struct Store {
        var waiting: [String: ScopeStateRecord]
        var notes: [StateRestorationNote] = []
    }

    private let store: Mutex<Store>

    /// A restoration of `records`; of two records with the same path, the last wins.
    public init(records: [ScopeStateRecord]) {
        store = Mutex(Store(waiting: Dictionary(records.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })))
    }

    /// The records no scope has taken yet.
    public var unclaimed: [ScopeStateRecord] {
        store.withLock { $0.waiting.values.sorted { $0.path < $1.path } }
    }

    /// How many records no scope has taken yet.
    var waitingCount: Int { store.withLock { $0.waiting.count } }

    /// What was dropped so far, and why.
    public var notes: [StateRestorationNote] { store.withLock { $0.notes } }

    /// Whether every record was taken or dropped.
    public var isFinished: Bool { store.withLock { $0.waiting.isEmpty } }

    /// The kept state for the scope at `path`, if it has one of type
    /// `State`; a record of another type, or one that does not decode, is
    /// dropped with a note.
    func take<State: Sendable>(path: String, as type: State.Type) -> State? {
        guard let record = store.withLock({ $0.waiting.removeValue(forKey: path) }) else { return nil }
        let expected = String(reflecting: State.self)
        guard record.typeName == expected else {
            note(path, "its state was a \(record.typeName), the component now keeps a \(expected): it starts fresh")
            return nil
        }
        guard let decodable = State.self as? any Decodable.Type else {
            note(path, "\(expected) is no longer Decodable: it starts fresh")
            return nil
        }
        do {
            let value = try JSONDecoder().decode(decodable, from: Data(record.json.utf8))
            return value as? State
        } catch {
            note(path, "its kept \(expected) no longer decodes (\(Self.reason(error))): it starts fresh")
            return nil
        }
    }

    /// Records a note for `path`.
    func note(_ path: String, _ reason: String) {
        store.withLock { $0.notes.append(StateRestorationNote(path: path, reason: reason)) }
    }

    /// The decoding error in a sentence: what was wrong, and where.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            "no value for \"\(key.stringValue)\" at \(codingPath(context))"
        case let DecodingError.typeMismatch(type, context), let DecodingError.valueNotFound(type, context):
            "expected \(type) at \(codingPath(context))"
        case let DecodingError.dataCorrupted(context):
            "\(context.debugDescription) at \(codingPath(context))"
        default:
            "\(error)"
        }
    }

    private static func codingPath(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the top" : context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
