/// The modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// A set of modifiers from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Option (Alt).
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// Command (Meta, the Windows key).
    public static let command = KeyModifiers(rawValue: 1 << 3)

    /// Whether a shortcut modifier (Control or Command) is held, which turns
    /// a character key into a command rather than typing.
    public var hasShortcutModifier: Bool { !intersection([.control, .command]).isEmpty }
}
