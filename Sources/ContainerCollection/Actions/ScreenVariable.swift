/// A value a server screen declares at its top, which actions set and
/// element fields read: a selected filter, whether a card is expanded, a
/// form field's text.
///
/// ```json
/// "variables": {
///   "filter": { "type": "string", "default": "all" },
///   "expanded": { "type": "boolean", "default": false }
/// }
/// ```
public struct ScreenVariable: Hashable, Sendable {
    /// The kinds of value a variable holds.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Text.
        case string
        /// True or false.
        case boolean
        /// A number.
        case number
    }

    /// The variable's name.
    public var name: String
    /// What it holds.
    public var kind: Kind
    /// Its value before any action sets it.
    public var defaultValue: JSONValue

    /// A variable of `kind` starting at `defaultValue`.
    public init(name: String, kind: Kind, defaultValue: JSONValue) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// Whether `value` is of this variable's kind.
    public func accepts(_ value: JSONValue) -> Bool {
        switch (kind, value) {
        case (.string, .string), (.boolean, .bool): true
        case (.number, .number(let literal)): Double(literal)?.isFinite == true
        default: false
        }
    }
}
