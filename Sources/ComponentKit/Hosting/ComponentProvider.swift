/// Makes the component for a model in a context: the seeds'
/// `componentForModel:context:`. Called off the main actor.
///
/// The function may return nil, as a ComponentKit provider may: the item
/// (or hosting view) then shows nothing, at the smallest size its range
/// allows (an ``EmptyComponent``).
///
/// ```swift
/// let provider = ComponentProvider<Photo, Theme> { photo, theme in
///     PhotoCell(photo: photo, theme: theme)
/// }
/// ```
public struct ComponentProvider<Model: Sendable, Context: Sendable>: Sendable {
    private let make: @Sendable (Model, Context) -> (any Component)?
    // Functions cannot be compared, so a provider is identified by the init
    // call that made it: copies share the token.
    private let identity = Identity()

    private final class Identity: Sendable {}

    /// A provider from a function; nil means "no component".
    public init(_ make: @escaping @Sendable (Model, Context) -> (any Component)?) {
        self.make = make
    }

    /// Whether `other` is this provider or a copy of it (made by the same
    /// initializer call), so it makes the same components.
    public func isSame(as other: ComponentProvider) -> Bool {
        identity === other.identity
    }

    /// The component for `model` in `context`, or nil for none.
    public func component(for model: Model, context: Context) -> (any Component)? {
        make(model, context)
    }

    /// The component to lay out for `model`: ``EmptyComponent`` for none.
    func layoutComponent(for model: Model, context: Context) -> any Component {
        make(model, context) ?? EmptyComponent()
    }
}
