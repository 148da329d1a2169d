/// Makes the component for a model in a context: the seeds'
/// `componentForModel:context:`. Called off the main actor.
///
/// ```swift
/// let provider = ComponentProvider<Photo, Theme> { photo, theme in
///     PhotoCell(photo: photo, theme: theme)
/// }
/// ```
public struct ComponentProvider<Model: Sendable, Context: Sendable>: Sendable {
    private let make: @Sendable (Model, Context) -> any Component
    // Functions cannot be compared, so a provider is identified by the init
    // call that made it: copies share the token.
    private let identity = Identity()

    private final class Identity: Sendable {}

    /// A provider from a function.
    public init(_ make: @escaping @Sendable (Model, Context) -> any Component) {
        self.make = make
    }

    /// Whether `other` is this provider or a copy of it (made by the same
    /// initializer call), so it makes the same components.
    public func isSame(as other: ComponentProvider) -> Bool {
        identity === other.identity
    }

    /// The component for `model` in `context`.
    public func component(for model: Model, context: Context) -> any Component {
        make(model, context)
    }
}
