/// Builds the children of layout components from a readable block:
/// statements, `if`, `switch` and `for` all work.
///
/// ```swift
/// StaticLayoutComponent {
///     StaticLayoutComponent.Child(position: CGPoint(x: 0, y: 0), avatar)
///     if showBadge { StaticLayoutComponent.Child(position: CGPoint(x: 30, y: 0), badge) }
/// }
/// ```
@resultBuilder
public enum ComponentBuilder {
    /// One component.
    public static func buildExpression(_ component: any Component) -> [any Component] { [component] }
    /// Components made elsewhere, in order.
    public static func buildExpression(_ components: [any Component]) -> [any Component] { components }
    /// A block's first statement.
    public static func buildPartialBlock(first: [any Component]) -> [any Component] { first }
    /// A block's statements so far and the next one: appended in place, so a
    /// block makes one list however many statements it has.
    public static func buildPartialBlock(accumulated: consuming [any Component], next: [any Component]) -> [any Component] {
        var all = accumulated
        all.append(contentsOf: next)
        return all
    }
    /// A block's statements, in order (an empty block, with partial blocks above).
    public static func buildBlock(_ parts: [any Component]...) -> [any Component] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [any Component]?) -> [any Component] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [any Component]) -> [any Component] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [any Component]) -> [any Component] { part }
    /// A `for` loop's components, in order.
    public static func buildArray(_ parts: [[any Component]]) -> [any Component] { parts.flatMap { $0 } }
    /// A block behind `if #available`.
    public static func buildLimitedAvailability(_ part: [any Component]) -> [any Component] { part }
}
