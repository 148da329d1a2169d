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

    /// A provider from a function.
    public init(_ make: @escaping @Sendable (Model, Context) -> any Component) {
        self.make = make
    }

    /// The component for `model` in `context`.
    public func component(for model: Model, context: Context) -> any Component {
        make(model, context)
    }
}
