import Foundation
import ViewTree

extension Attribute {
    /// The view's drop shadow (see ``/ViewTree/Shadow``); `.none` for none.
    public static func shadow(_ value: Shadow) -> Attribute { Attribute(.shadow(value)) }
    /// A shadow from its parts, as `CALayer`'s shadow properties; opacity defaults to a visible 0.3.
    public static func shadow(
        color: Color = .black, opacity: CGFloat = 0.3, offset: CGSize = CGSize(width: 0, height: 2),
        radius: CGFloat = 4, path: ShadowPath? = nil
    ) -> Attribute {
        Attribute(.shadow(Shadow(color: color, opacity: opacity, offset: offset, radius: radius, path: path)))
    }
    /// The view's affine transform about its centre; layout still sets its untransformed frame.
    public static func transform(_ value: Transform) -> Attribute { Attribute(.transform(value)) }
    /// A gradient filling the background over the background colour.
    public static func backgroundGradient(_ value: Gradient?) -> Attribute { Attribute(.backgroundGradient(value)) }
    /// A radius per corner, replacing ``cornerRadius(_:)``.
    public static func cornerRadii(_ value: CornerRadii?) -> Attribute { Attribute(.cornerRadii(value)) }
    /// Whether alpha flattens the subtree into one group (`CALayer.allowsGroupOpacity`; true by default).
    public static func allowsGroupOpacity(_ value: Bool) -> Attribute { Attribute(.allowsGroupOpacity(value)) }
}
