/// Where a list item is in its whole list, which may hold many more items
/// than have cells: a screen reader says "3 of 120".
///
/// List views set it on their cells (``View/accessibilityListPosition``).
public struct AccessibilityListPosition: Hashable, Sendable, CustomStringConvertible {
    /// The item's position, counted from 1.
    public let position: Int
    /// How many items the list has.
    public let count: Int

    /// A position, clamped into `1...count` (and `count` to at least 1).
    public init(position: Int, of count: Int) {
        self.count = Swift.max(1, count)
        self.position = Swift.min(Swift.max(1, position), self.count)
    }

    public var description: String { "\(position) of \(count)" }
}
