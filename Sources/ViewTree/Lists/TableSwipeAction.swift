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
        /// Removes the row: a red button (``SemanticColor/destructive``,
        /// deep enough for its white title in either scheme) unless it has
        /// its own colour.
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

    /// The colour the button shows with `traits`. The style's colours carry
    /// a white title at 4.5:1 or more: the destructive red is the light
    /// scheme's in dark mode too (the dark scheme's, made to read as text
    /// on black, is too pale under white).
    func backgroundColor(for traits: TraitCollection) -> Color {
        if let backgroundColor { return backgroundColor }
        switch style {
        case .destructive: return SemanticColor.destructive.resolved(colorScheme: .light, contrast: traits.contrast)
        case .normal: return traits.contrast == .high ? Color(white: 0.35) : Color(white: 0.45)
        }
    }
}
