/// One stateful component's state as a snapshot keeps it: where the scope
/// is, the state's type and the state encoded as JSON.
///
/// Made by ``ScopeRoot/stateRecords()`` for every scope whose state is
/// `Codable`; given back through a ``StateRestoration``.
public struct ScopeStateRecord: Codable, Sendable, Hashable {
    /// The scope's path under its root, as diagnostics write it:
    /// `Feed/Cell[key "42"]/Counter`.
    public var path: String
    /// The state's type, fully qualified (`MyApp.Draft`): a state whose
    /// type is now another (renamed, or changed) starts fresh.
    public var typeName: String
    /// The state as JSON text.
    public var json: String

    /// A record of `json` for the scope at `path`, whose state is a `typeName`.
    public init(path: String, typeName: String, json: String) {
        self.path = path
        self.typeName = typeName
        self.json = json
    }
}
