/// What an accessibility element is and what state it is in, as UIKit's
/// `UIAccessibilityTraits` describe it: a screen reader says them after
/// the element's label ("Photos, button").
///
/// A view's kind adds its own: a ``Button`` is a button and an
/// ``ImageView`` an image without being told, and a disabled button is not
/// enabled. The traits you set come on top of those.
///
/// ```swift
/// title.accessibilityTraits = .header
/// favourite.accessibilityTraits = isFavourite ? [.button, .selected] : .button
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    /// Traits from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Activating it does something.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating it goes somewhere (a page or a screen).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that starts a part of the screen; its level is
    /// ``View/accessibilityHeadingLevel``.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A picture, named by its label.
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change or act.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// A text field for searching.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 5)
    /// Chosen among others (a selected tab or segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 6)
    /// Dimmed: it does not respond now.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// A value that goes up and down (``View/accessibilityIncrement()``,
    /// ``View/accessibilityDecrement()``, the arrow keys).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often, so changes are not announced one by one.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A summary of the screen, read when it appears.
    public static let summary = AccessibilityTraits(rawValue: 1 << 10)

    /// Every trait with its name, in the order descriptions list them.
    public static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.image, "image"), (.staticText, "staticText"),
        (.searchField, "searchField"), (.selected, "selected"), (.notEnabled, "notEnabled"),
        (.adjustable, "adjustable"), (.updatesFrequently, "updatesFrequently"), (.summary, "summary"),
    ]

    /// The traits' names, as ``named`` spells them.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
