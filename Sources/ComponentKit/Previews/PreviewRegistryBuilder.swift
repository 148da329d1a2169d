/// Lists previews for a ``PreviewRegistry`` made from a closure: one
/// preview or an array of them per line, with `if`, `switch` and `for`.
///
/// ```swift
/// let registry = try PreviewRegistry {
///     AnimalRow.previews          // [Preview]
///     Preview("About", group: "Settings") { _ in AboutBody() }
/// }
/// ```
@resultBuilder
public enum PreviewRegistryBuilder {
    /// One preview.
    public static func buildExpression(_ preview: Preview) -> [Preview] { [preview] }

    /// Several previews (a component's own list, say).
    public static func buildExpression(_ previews: [Preview]) -> [Preview] { previews }

    /// The lines, in order.
    public static func buildBlock(_ parts: [Preview]...) -> [Preview] { parts.flatMap { $0 } }

    /// An `if` without `else`: its previews, or none.
    public static func buildOptional(_ previews: [Preview]?) -> [Preview] { previews ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first previews: [Preview]) -> [Preview] { previews }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second previews: [Preview]) -> [Preview] { previews }

    /// A `for` loop's previews, in order.
    public static func buildArray(_ parts: [[Preview]]) -> [Preview] { parts.flatMap { $0 } }
}
