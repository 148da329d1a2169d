/// A key going down or up, delivered to the window's focused view and up
/// its responder chain (``Window/send(_:)-(KeyEvent)``).
///
/// ```swift
/// window.send(KeyEvent(.down, key: "h"))          // types into a focused field
/// window.send(KeyEvent(.down, key: .tab))         // focus moves on
/// window.send(KeyEvent(.down, key: .enter))       // activates a focused button
/// ```
public struct KeyEvent: Hashable, Sendable {
    /// Whether the key went down or up.
    public enum Phase: String, Hashable, Sendable {
        /// Pressed (repeats while held).
        case down
        /// Released.
        case up
    }

    /// Down or up.
    public var phase: Phase
    /// Which key.
    public var key: Key
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// A key event.
    public init(_ phase: Phase, key: Key, modifiers: KeyModifiers = []) {
        self.phase = phase
        self.key = key
        self.modifiers = modifiers
    }
}
