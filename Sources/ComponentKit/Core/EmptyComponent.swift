/// No component: it takes the smallest size its range allows and shows
/// nothing. It stands in where ComponentKit would have a nil component: an
/// item whose ``ComponentProvider`` returned nil, a background or overlay
/// layout given no component.
///
/// ```swift
/// let provider = ComponentProvider<Message, Void> { message, _ in
///     message.isHidden ? nil : MessageRow(message: message)
/// }
/// ```
public struct EmptyComponent: Component {
    /// An empty component.
    public init() {}
}
