/// A key with modifiers that runs a command, like the web's
/// `aria-keyshortcuts`: `Delete`, or `Alt+ArrowUp`.
///
/// ```swift
/// let moveUp = KeyShortcut(.arrowUp, modifiers: .option)   // "Alt+ArrowUp"
/// ```
public struct KeyShortcut: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: Key
    /// The modifiers held with it; exactly these.
    public let modifiers: KeyModifiers

    /// A shortcut from a key and its modifiers.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a key-down event is this shortcut: the same key (letters in
    /// either case) with exactly these modifiers.
    public func matches(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, event.modifiers == modifiers else { return false }
        if event.key == key { return true }
        return key.character != nil && event.key.character != nil && key.rawValue.lowercased() == event.key.rawValue.lowercased()
    }

    /// The shortcut as `aria-keyshortcuts` spells it: modifiers first
    /// (Control, Alt, Shift, Meta), then the key, joined by "+".
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Control") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) { parts.append("Meta") }
        parts.append(key == .space ? "Space" : key.rawValue)
        return parts.joined(separator: "+")
    }
}
