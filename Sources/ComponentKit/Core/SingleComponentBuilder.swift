/// Builds the one child of a single-child layout component (``InsetComponent``,
/// ``CenterComponent``, ``RatioComponent``) from a block.
///
/// The block must produce exactly one component: a second statement, or an
/// `if` without an `else`, is a compile error rather than a child silently
/// dropped. `if`/`else` and `switch` work when every branch has one.
///
/// ```swift
/// CenterComponent {
///     if isLoading { ActivityIndicatorComponent() } else { LabelComponent("Done") }
/// }
/// ```
///
/// To place several children, put them in a ``StackComponent`` or
/// ``FlexboxComponent`` first.
@resultBuilder
public enum SingleComponentBuilder {
    /// The one component.
    public static func buildExpression(_ component: any Component) -> any Component { component }
    /// A block of exactly one statement.
    public static func buildBlock(_ component: any Component) -> any Component { component }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: any Component) -> any Component { component }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: any Component) -> any Component { component }
    /// A block behind `if #available`.
    public static func buildLimitedAvailability(_ component: any Component) -> any Component { component }
}
