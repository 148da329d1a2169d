import Foundation

/// One button revealed by swiping a table row, as `UIContextualAction`.
///
/// ```swift
/// let archive = TableSwipeAction(title: "Archive", backgroundColor: .tint) { path in
///     mail.archive(at: path)
/// }
/// ```
public struct TableSwipeAction: Sendable {
    /// How the action looks and what it means.
    public enum Style: String, Hashable, Sendable {
        /// A grey button unless it has its own colour.
        case normal
        /// Removes the row: a red button unless it has its own colour.
        case destructive
    }

    /// The button's title, and the accessibility action's name.
    public var title: String
    /// How the action looks.
    public var style: Style
    /// The button's colour; nil for the style's.
    public var backgroundColor: Color?
    /// A key that performs the action while the row has focus, offered to
    /// assistive technology with it.
    public var shortcut: KeyShortcut?
    /// Performs the action on the row at the given index path.
    public var handler: @MainActor @Sendable (IndexPath) -> Void
    /// Set on the table's own delete action, which keeps focus in the list after the row goes.
    var commitsDelete = false

    /// An action titled `title`.
    public init(
        title: String, style: Style = .normal, backgroundColor: Color? = nil, shortcut: KeyShortcut? = nil,
        handler: @escaping @MainActor @Sendable (IndexPath) -> Void
    ) {
        self.title = title
        self.style = style
        self.backgroundColor = backgroundColor
        self.shortcut = shortcut
        self.handler = handler
    }

    /// The colour the button shows.
    var effectiveBackgroundColor: Color {
        backgroundColor ?? (style == .destructive ? Color(red: 0.9, green: 0.2, blue: 0.2) : Color(white: 0.45))
    }
}
