/// A key, named as the web's `KeyboardEvent.key` names it: the character a
/// key types (`"a"`, `"A"`, `"1"`, `" "`) or a named key (`"Enter"`,
/// `"Tab"`, `"ArrowLeft"`).
///
/// Backends translate platform keys into these; tests write them by hand.
///
/// ```swift
/// window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
/// window.send(KeyEvent(.down, key: "k", modifiers: .command))
/// ```
public struct Key: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key's name or the character it types.
    public let rawValue: String

    /// A key by name or character.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key by name or character.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The character this key types, or nil for a named key (Enter, Tab, …).
    public var character: Character? {
        rawValue.count == 1 ? rawValue.first : nil
    }

    public var description: String { rawValue }

    /// Return or Enter.
    public static let enter: Key = "Enter"
    /// Tab: moves focus (Shift-Tab backwards).
    public static let tab: Key = "Tab"
    /// Escape: ends editing.
    public static let escape: Key = "Escape"
    /// The space bar.
    public static let space: Key = " "
    /// Deletes backwards.
    public static let backspace: Key = "Backspace"
    /// Deletes forwards.
    public static let delete: Key = "Delete"
    /// Left arrow.
    public static let arrowLeft: Key = "ArrowLeft"
    /// Right arrow.
    public static let arrowRight: Key = "ArrowRight"
    /// Up arrow.
    public static let arrowUp: Key = "ArrowUp"
    /// Down arrow.
    public static let arrowDown: Key = "ArrowDown"
    /// Home: the start of the line.
    public static let home: Key = "Home"
    /// End: the end of the line.
    public static let end: Key = "End"
    /// Page Up.
    public static let pageUp: Key = "PageUp"
    /// Page Down.
    public static let pageDown: Key = "PageDown"
}
