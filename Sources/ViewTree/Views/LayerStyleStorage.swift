/// A view's layer styles (shadow, transform, gradient, per-corner radii,
/// group opacity) in one value: most views keep the defaults, and a
/// `create` mutation skips them then.
struct LayerStyleStorage: Sendable {
    /// Every property at its default: what a view without its own reads.
    static let none = LayerStyleStorage()

    var transform: Transform = .identity
    var shadow: Shadow = .none
    var backgroundGradient: Gradient?
    var cornerRadii: CornerRadii?
    var allowsGroupOpacity = true

    var isDefault: Bool {
        transform.isIdentity && shadow == .none && backgroundGradient == nil && cornerRadii == nil && allowsGroupOpacity
    }

    /// The properties that differ from the defaults.
    var properties: [ViewProperty] {
        var result: [ViewProperty] = []
        if !transform.isIdentity { result.append(.transform(transform)) }
        if shadow != .none { result.append(.shadow(shadow)) }
        if backgroundGradient != nil { result.append(.backgroundGradient(backgroundGradient)) }
        if cornerRadii != nil { result.append(.cornerRadii(cornerRadii)) }
        if !allowsGroupOpacity { result.append(.allowsGroupOpacity(false)) }
        return result
    }

    /// Every layer style property at its default: what a new view has, so a
    /// reused view can be reset.
    static let defaults: [ViewProperty] = [
        .transform(.identity), .shadow(.none), .backgroundGradient(nil), .cornerRadii(nil), .allowsGroupOpacity(true),
    ]
}
