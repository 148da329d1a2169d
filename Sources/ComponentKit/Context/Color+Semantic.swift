import ViewTree

extension SemanticColor {
    /// The colour for the scheme and contrast of `context` (by default the
    /// context of the component being built).
    public func resolved(in context: ComponentContext = .current) -> Color {
        resolved(colorScheme: context.colorScheme, contrast: context.contrast)
    }
}

// Resolved when evaluated, for the traits of the component being built
// (as UIKit resolves `UIColor.label` with `UITraitCollection.current`):
// say them in `body` or in a provider's closure, not in a `static let`.
extension Color {
    /// Primary text, for the traits of the component being built
    /// (``ComponentContext/current``): black in light mode, white in dark.
    ///
    /// ```swift
    /// LabelComponent(animal.name, color: .label)
    /// ```
    public static var label: Color { SemanticColor.label.resolved() }
    /// Secondary text (``/ViewTree/SemanticColor/secondaryLabel``) for the current traits.
    public static var secondaryLabel: Color { SemanticColor.secondaryLabel.resolved() }
    /// Tertiary text (``/ViewTree/SemanticColor/tertiaryLabel``) for the current traits.
    public static var tertiaryLabel: Color { SemanticColor.tertiaryLabel.resolved() }
    /// Placeholder text (``/ViewTree/SemanticColor/placeholderText``) for the current traits.
    public static var placeholderText: Color { SemanticColor.placeholderText.resolved() }
    /// The main background (``/ViewTree/SemanticColor/systemBackground``) for the current traits.
    public static var systemBackground: Color { SemanticColor.systemBackground.resolved() }
    /// Layered content (``/ViewTree/SemanticColor/secondarySystemBackground``) for the current traits.
    public static var secondarySystemBackground: Color { SemanticColor.secondarySystemBackground.resolved() }
    /// Content on layered content (``/ViewTree/SemanticColor/tertiarySystemBackground``) for the current traits.
    public static var tertiarySystemBackground: Color { SemanticColor.tertiarySystemBackground.resolved() }
    /// A grouped table's background (``/ViewTree/SemanticColor/groupedBackground``) for the current traits.
    public static var groupedBackground: Color { SemanticColor.groupedBackground.resolved() }
    /// Cards on a grouped background (``/ViewTree/SemanticColor/secondaryGroupedBackground``) for the current traits.
    public static var secondaryGroupedBackground: Color { SemanticColor.secondaryGroupedBackground.resolved() }
    /// Separator lines (``/ViewTree/SemanticColor/separator``) for the current traits.
    public static var separator: Color { SemanticColor.separator.resolved() }
    /// Control fills (``/ViewTree/SemanticColor/fill``) for the current traits.
    public static var fill: Color { SemanticColor.fill.resolved() }
    /// The tint of buttons and selection (``/ViewTree/SemanticColor/tint``) for the
    /// current traits; ``/ViewTree/Color/tint`` is its fixed light-mode value.
    public static var accent: Color { SemanticColor.tint.resolved() }
    /// Links (``/ViewTree/SemanticColor/link``) for the current traits.
    public static var link: Color { SemanticColor.link.resolved() }
    /// Destructive actions (``/ViewTree/SemanticColor/destructive``) for the current traits.
    public static var destructive: Color { SemanticColor.destructive.resolved() }
}

extension Font {
    /// The system font for `style` at the text size of the component being
    /// built (``ComponentContext/current``'s ``ComponentContext/contentSizeCategory``).
    ///
    /// ```swift
    /// LabelComponent(animal.name, font: .preferred(.headline), color: .label)
    /// ```
    public static func preferred(_ style: TextStyle) -> Font {
        preferred(style, for: ComponentContext.current.contentSizeCategory)
    }
}
