/// Builds the one component a ``CompositeComponent/body`` or a
/// ``StatefulComponent/body(state:scope:)`` returns, so a body can choose
/// between components of different types with `if` and `switch`.
///
/// A body of one expression keeps that expression's type. Branches of an
/// `if`/`else` or `switch` are erased to ``AnyComponent``, which is
/// transparent to layout, mounting, state and controllers; an `if` without
/// `else` gives an ``EmptyComponent`` when its condition is false. A body
/// with a `return` statement is an ordinary function body instead.
///
/// ```swift
/// struct StatusRow: CompositeComponent {
///     let status: Status
///     var body: some Component {
///         switch status {
///         case .loading: ActivityIndicatorComponent()
///         case .failed(let message): LabelComponent(message)
///         case .done: ButtonComponent(title: "Open", action: open)
///         }
///     }
/// }
/// ```
///
/// The builder is inferred for a `body` declared where the type conforms;
/// write `@ComponentBodyBuilder` on a `body` declared in a separate extension.
@resultBuilder
public enum ComponentBodyBuilder {
    /// A component, with its own type.
    public static func buildExpression<C: Component>(_ component: C) -> C { component }
    /// A block of one statement, with its own type.
    public static func buildBlock<C: Component>(_ component: C) -> C { component }
    /// The first branch of an `if`/`else` or `switch`, erased.
    public static func buildEither<C: Component>(first component: C) -> AnyComponent { AnyComponent(component) }
    /// The second branch of an `if`/`else` or `switch`, erased.
    public static func buildEither<C: Component>(second component: C) -> AnyComponent { AnyComponent(component) }
    /// An `if` without `else`: the component, or an ``EmptyComponent`` when the condition is false.
    public static func buildOptional(_ component: (any Component)?) -> AnyComponent {
        AnyComponent(component ?? EmptyComponent())
    }
    /// A block behind `if #available`, erased so both sides of the check have one type.
    public static func buildLimitedAvailability<C: Component>(_ component: C) -> AnyComponent { AnyComponent(component) }
}
