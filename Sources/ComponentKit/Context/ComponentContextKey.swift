/// A key for a value a component provides to its subtree through the
/// ``ComponentContext``: declare one per value, with the value every tree
/// starts with.
///
/// ```swift
/// struct ThemeKey: ComponentContextKey {
///     static let defaultValue = Theme.standard
/// }
///
/// extension ComponentContext {
///     var theme: Theme {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// ```
///
/// Values are compared to decide whether a stateful component that read one
/// must render again: `Equatable` values with `==`, others by identity
/// (objects) or by their bits (a struct set again unchanged), which may
/// render again when nothing changed but never misses a change.
public protocol ComponentContextKey: Sendable {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value where no component provided one.
    static var defaultValue: Value { get }
}
