/// One button of an ``Alert``, as `UIAlertAction`: a title, a style, and
/// what choosing it does. The alert is dismissed before the handler runs.
///
/// ```swift
/// AlertAction("Delete", style: .destructive) { removeAll() }
/// AlertAction("Cancel", style: .cancel)
/// AlertAction("Rename") { texts in rename(to: texts[0]) }   // the alert's field texts
/// ```
public struct AlertAction: Sendable {
    /// How an action is shown and what keys choose it.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// An ordinary choice, in the tint colour.
        case `default`
        /// Leaves without doing anything: Escape chooses it, a click
        /// outside an action sheet too. An alert has one at most.
        case cancel
        /// Changes or deletes data: shown in the destructive colour.
        case destructive
    }

    /// The button's title.
    public var title: String
    /// Its style.
    public var style: Style
    /// Finds the button in tests and dumps; nil gives `alert.action.<title>`.
    public var identifier: String?
    /// Whether it can be chosen; a disabled action is shown dimmed.
    public var isEnabled: Bool
    /// Runs once the alert is dismissed, with the texts of its fields in
    /// order (none for an alert without fields).
    public var handler: @MainActor @Sendable ([String]) -> Void

    /// An action whose handler does not need the alert's field texts.
    public init(_ title: String, style: Style = .default, identifier: String? = nil, isEnabled: Bool = true,
                handler: @escaping @MainActor @Sendable () -> Void = {}) {
        self.init(title, style: style, identifier: identifier, isEnabled: isEnabled, readingFields: { _ in handler() })
    }

    /// An action whose handler reads the texts of the alert's fields.
    public init(_ title: String, style: Style = .default, identifier: String? = nil, isEnabled: Bool = true,
                readingFields handler: @escaping @MainActor @Sendable ([String]) -> Void) {
        self.title = title
        self.style = style
        self.identifier = identifier
        self.isEnabled = isEnabled
        self.handler = handler
    }
}
