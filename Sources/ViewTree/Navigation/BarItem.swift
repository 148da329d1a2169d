/// A button in a ``NavigationView``'s bar, as `UIBarButtonItem`.
///
/// ```swift
/// BarItem("Edit") { table.setEditing(!table.isEditing) }
/// ```
public struct BarItem: Sendable {
    /// The button's title.
    public var title: String
    /// What a screen reader reads, when the title alone is unclear.
    public var accessibilityLabel: String?
    /// Finds the button in tests and dumps.
    public var identifier: String?
    /// Runs when the button is tapped or activated from the keyboard.
    public var action: @MainActor @Sendable () -> Void

    /// A bar button titled `title` running `action`.
    public init(_ title: String, accessibilityLabel: String? = nil, identifier: String? = nil,
                action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.accessibilityLabel = accessibilityLabel
        self.identifier = identifier
        self.action = action
    }
}
