/// One view naming another for assistive technology, as ARIA's
/// relationship attributes: a tab panel labelled by its tab, a tab or a
/// pop-up button controlling what it shows, a combobox's active option.
/// ``View/accessibilityRelations`` lists a view's.
@MainActor
public struct AccessibilityRelation {
    /// How the views are related.
    public enum Kind: String, Hashable, Sendable {
        /// The other view's text names this one (`aria-labelledby`).
        case labelledBy = "aria-labelledby"
        /// This view shows or changes the other (`aria-controls`).
        case controls = "aria-controls"
        /// The other view is where this one's keys are (`aria-activedescendant`).
        case activeDescendant = "aria-activedescendant"
    }

    /// How the views are related.
    public let kind: Kind
    /// The other view.
    public let view: View

    /// `kind` of relation to `view`.
    public init(_ kind: Kind, _ view: View) {
        self.kind = kind
        self.view = view
    }
}
