/// An action a screen reader offers on an element besides activating it,
/// as UIKit's `UIAccessibilityCustomAction`: the keyboard and screen-reader
/// way to do what a swipe or a drag does.
///
/// An element with custom actions takes keyboard focus; each action's
/// ``shortcut`` runs it while the element (or a view inside it) has focus.
/// The browser backend lists them in the element's description and in
/// `aria-keyshortcuts`.
///
/// ```swift
/// row.accessibilityCustomActions = [
///     AccessibilityCustomAction("Delete", shortcut: KeyShortcut(.delete)) { delete(animal); return true },
/// ]
/// ```
///
/// Two actions are equal when their names and shortcuts are: handlers are
/// closures and cannot be compared.
public struct AccessibilityCustomAction: Hashable, Sendable, CustomStringConvertible {
    /// What the action is called ("Delete", "Move up").
    public let name: String
    /// A key that runs it while the element has focus.
    public let shortcut: KeyShortcut?
    /// Runs the action; returns whether it did anything.
    public let handler: @MainActor @Sendable () -> Bool

    /// An action called `name`, run by `handler` (and by `shortcut`, if given).
    public init(_ name: String, shortcut: KeyShortcut? = nil, handler: @escaping @MainActor @Sendable () -> Bool) {
        self.name = name
        self.shortcut = shortcut
        self.handler = handler
    }

    public static func == (lhs: AccessibilityCustomAction, rhs: AccessibilityCustomAction) -> Bool {
        lhs.name == rhs.name && lhs.shortcut == rhs.shortcut
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(shortcut)
    }

    public var description: String { shortcut.map { "\(name) (\($0))" } ?? name }
}
