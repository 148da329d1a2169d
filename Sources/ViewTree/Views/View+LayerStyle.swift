import Foundation

extension View {
    /// The view's affine transform, applied about the centre of its bounds
    /// (Core Animation's default anchor point, 0.5 × 0.5), as `UIView.transform`.
    ///
    /// Drawing, hit testing and ``convert(_:to:)-(CGPoint,_)`` honour it; ``frame``
    /// does not: unlike UIKit, where the frame of a transformed view is
    /// undefined, here it stays the untransformed rectangle layout gave
    /// (its centre is where the transform pivots). ``transformedFrame`` is
    /// the rectangle the view covers. A transform with a non-finite entry
    /// is stored as the identity; one that flattens the view (a scale by 0)
    /// is kept, and such a view takes no pointer events.
    public var transform: Transform {
        get { layerStyle.transform }
        set {
            setLayerStyle(\.transform, to: newValue.isFinite ? newValue : .identity, recording: ViewProperty.transform)
        }
    }

    /// The view's drop shadow, drawn under it; invisible by default (opacity 0).
    /// See ``Shadow`` for how it is cast and clipped.
    public var shadow: Shadow {
        get { layerStyle.shadow }
        set { setLayerStyle(\.shadow, to: newValue, recording: ViewProperty.shadow) }
    }

    /// A gradient filling the background, drawn over ``backgroundColor``
    /// inside the rounded corners; nil for none.
    public var backgroundGradient: Gradient? {
        get { layerStyle.backgroundGradient }
        set { setLayerStyle(\.backgroundGradient, to: newValue, recording: ViewProperty.backgroundGradient) }
    }

    /// A radius per corner for the background, border, clip and shadow;
    /// when set it replaces ``cornerRadius``; nil (the default) rounds every
    /// corner by ``cornerRadius``.
    public var cornerRadii: CornerRadii? {
        get { layerStyle.cornerRadii }
        set { setLayerStyle(\.cornerRadii, to: newValue, recording: ViewProperty.cornerRadii) }
    }

    /// Whether ``alpha`` applies to the view and its subtree as one flattened
    /// group (true, the default, as `CALayer.allowsGroupOpacity`), or to the
    /// view and to each subview separately, so overlapping translucent
    /// subviews show through one another.
    public var allowsGroupOpacity: Bool {
        get { layerStyle.allowsGroupOpacity }
        set { setLayerStyle(\.allowsGroupOpacity, to: newValue, recording: ViewProperty.allowsGroupOpacity) }
    }

    /// The corner radii drawn: ``cornerRadii`` or ``cornerRadius`` at every
    /// corner, fitted to the bounds.
    public var effectiveCornerRadii: CornerRadii {
        (cornerRadii ?? CornerRadii(all: cornerRadius)).fitted(to: bounds.size)
    }

    /// Maps this view's bounds coordinates to its superview's: the frame's
    /// position with ``transform`` about the centre.
    public var transformToSuperview: Transform {
        if layerStyle.transform.isIdentity {
            return Transform(translationX: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let boundsCenter = CGPoint(x: bounds.midX, y: bounds.midY)
        return Transform(translationX: -boundsCenter.x, y: -boundsCenter.y)
            .concatenating(layerStyle.transform)
            .concatenating(Transform(translationX: center.x, y: center.y))
    }

    /// The upright rectangle the transformed view covers in its superview's
    /// coordinates: ``frame`` when there is no transform.
    public var transformedFrame: CGRect {
        layerStyle.transform.isIdentity ? frame : transformToSuperview.apply(to: bounds)
    }

    /// Stores a layer style and records it, when it differs from the stored one.
    private func setLayerStyle<Value: Equatable>(
        _ key: WritableKeyPath<LayerStyleStorage, Value>, to value: Value, recording property: (Value) -> ViewProperty
    ) {
        guard value != layerStyle[keyPath: key] else { return }
        layerStyle[keyPath: key] = value
        record(property(value))
    }
}
