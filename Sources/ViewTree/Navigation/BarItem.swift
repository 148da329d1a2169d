/// A button in a ``NavigationView``'s bar or toolbar, as `UIBarButtonItem`.
///
/// With an ``image`` the button shows the image alone, as a template in the
/// tint colour, and the title is what a screen reader reads.
///
/// ```swift
/// BarItem("Edit") { table.setEditing(!table.isEditing) }
/// BarItem("Share", image: shareIcon) { share() }
/// ```
public struct BarItem: Sendable {
    /// The button's title; with an image, its accessibility name.
    public var title: String
    /// A picture shown in place of the title; its alpha is the shape,
    /// painted in the tint colour (light or dark). Nil shows the title.
    public var image: Image?
    /// What a screen reader reads, when the title alone is unclear.
    public var accessibilityLabel: String?
    /// Finds the button in tests and dumps.
    public var identifier: String?
    /// Whether the button can be used; a disabled one is dimmed, skipped
    /// by Tab and read as dimmed (at the end of a list, "Next").
    public var isEnabled: Bool
    /// Runs when the button is tapped or activated from the keyboard.
    public var action: @MainActor @Sendable () -> Void

    /// A bar button titled `title` (shown as `image` when there is one) running `action`.
    public init(_ title: String, image: Image? = nil, accessibilityLabel: String? = nil, identifier: String? = nil,
                isEnabled: Bool = true, action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        self.identifier = identifier
        self.isEnabled = isEnabled
        self.action = action
    }
}
