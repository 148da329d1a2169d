import Foundation
import ViewTree

/// An attribute for views of type `V`, checked by the compiler: a label's
/// text can only configure a ``/ViewTree/Label``.
///
/// ```swift
/// ViewConfiguration(Label.self, [.text("Hello"), .backgroundColor(.white)])
/// ViewConfiguration(ImageView.self, [.image(photo), .contentMode(.aspectFill), .clipsToBounds(true)])
/// ViewConfiguration(MyBadge.self, [.custom("count", 3) { badge, count in badge.count = count }])
/// ```
public struct Attribute<V: View>: Sendable {
    /// The type-erased attribute a configuration stores.
    public let erased: ViewAttribute

    /// An attribute from a ``/ViewTree/ViewProperty``; unapplying resets the
    /// property to the value of a new view.
    public init(_ property: ViewProperty) {
        erased = ViewAttribute(property)
    }

    /// An attribute set by a closure. Without `unapply`, the attribute joins
    /// the recycle key: only views configured with the same value are reused.
    ///
    /// `refresh` is for attributes that carry closures (actions, handlers):
    /// `value` decides whether `apply` runs again, and when it compares
    /// equal, `refresh` still runs on every mount to hand the view this
    /// render's closures. Without it, a closure that captured another row's
    /// model would stay installed on a reused view:
    ///
    /// ```swift
    /// .custom("onShake", "onShake",
    ///         apply: { view, _ in view.shakeHandler = { shake.send(()) } },
    ///         unapply: { $0.shakeHandler = nil },
    ///         refresh: { view in view.shakeHandler = { shake.send(()) } })
    /// ```
    public static func custom<Value: Hashable & Sendable>(
        _ identifier: String, _ value: Value,
        apply: @escaping @MainActor @Sendable (V, Value) -> Void,
        unapply: (@MainActor @Sendable (V) -> Void)? = nil,
        refresh: (@MainActor @Sendable (V) -> Void)? = nil
    ) -> Attribute<V> {
        var unapplyErased: (@MainActor @Sendable (View) -> Void)?
        if let unapply {
            unapplyErased = { @MainActor @Sendable (view: View) in
                if let view = view as? V { unapply(view) }
            }
        }
        var refreshErased: (@MainActor @Sendable (View) -> Void)?
        if let refresh {
            refreshErased = { @MainActor @Sendable (view: View) in
                if let view = view as? V { refresh(view) }
            }
        }
        return Attribute(erased: ViewAttribute(
            identifier: identifier, value: AnyAttributeValue(value),
            apply: { @MainActor @Sendable (view: View) in
                if let view = view as? V { apply(view, value) }
            },
            unapply: unapplyErased, refresh: refreshErased))
    }

    init(erased: ViewAttribute) {
        self.erased = erased
    }
}

extension Attribute {
    /// Background color.
    public static func backgroundColor(_ color: Color?) -> Attribute { Attribute(.backgroundColor(color)) }
    /// Opacity.
    public static func alpha(_ value: CGFloat) -> Attribute { Attribute(.alpha(value)) }
    /// Whether the view is hidden (``/ViewTree/View/isHidden``).
    public static func isHidden(_ value: Bool) -> Attribute { Attribute(.hidden(value)) }
    /// Whether the view is hidden.
    @available(*, deprecated, renamed: "isHidden(_:)", message: "Attributes are named after the view property they set.")
    public static func hidden(_ value: Bool) -> Attribute { isHidden(value) }
    /// Clipping of subviews.
    public static func clipsToBounds(_ value: Bool) -> Attribute { Attribute(.clipsToBounds(value)) }
    /// Corner radius.
    public static func cornerRadius(_ value: CGFloat) -> Attribute { Attribute(.cornerRadius(value)) }
    /// Border width.
    public static func borderWidth(_ value: CGFloat) -> Attribute { Attribute(.borderWidth(value)) }
    /// Border color.
    public static func borderColor(_ color: Color) -> Attribute { Attribute(.borderColor(color)) }
    /// Whether the view takes pointer events (``/ViewTree/View/isUserInteractionEnabled``).
    public static func isUserInteractionEnabled(_ value: Bool) -> Attribute { Attribute(.userInteractionEnabled(value)) }
    /// Whether the view takes pointer events.
    @available(*, deprecated, renamed: "isUserInteractionEnabled(_:)", message: "Attributes are named after the view property they set.")
    public static func userInteractionEnabled(_ value: Bool) -> Attribute { isUserInteractionEnabled(value) }
    /// Accessibility label.
    public static func accessibilityLabel(_ value: String?) -> Attribute { Attribute(.accessibilityLabel(value)) }
    /// Accessibility identifier.
    public static func accessibilityIdentifier(_ value: String?) -> Attribute { Attribute(.accessibilityIdentifier(value)) }
}

extension Attribute where V: Label {
    /// The label's text.
    public static func text(_ value: AttributedText) -> Attribute { Attribute(.text(value)) }
    /// The label's default font.
    public static func font(_ value: Font) -> Attribute { Attribute(.font(value)) }
    /// The label's default color.
    public static func textColor(_ value: Color) -> Attribute { Attribute(.textColor(value)) }
    /// Line alignment.
    public static func textAlignment(_ value: TextAlignment) -> Attribute { Attribute(.textAlignment(value)) }
    /// Line limit (0: none).
    public static func numberOfLines(_ value: Int) -> Attribute { Attribute(.numberOfLines(value)) }
    /// Wrapping and truncation.
    public static func lineBreakMode(_ value: LineBreakMode) -> Attribute { Attribute(.lineBreakMode(value)) }
    /// Which way the label's paragraphs run, when not the screen's way: an
    /// Arabic or Hebrew quotation in a left-to-right screen. Natural
    /// alignment follows it.
    public static func writingDirection(_ value: UserInterfaceLayoutDirection) -> Attribute { Attribute(.writingDirection(value)) }
    /// The fill over a link while it is pressed.
    public static func linkHighlightColor(_ value: Color) -> Attribute { Attribute(.linkHighlightColor(value)) }
}

extension Attribute where V: ImageView {
    /// The image.
    public static func image(_ value: Image?) -> Attribute { Attribute(.image(value)) }
    /// How the image is placed.
    public static func contentMode(_ value: ContentMode) -> Attribute { Attribute(.contentMode(value)) }
}

extension Attribute where V: DrawingView {
    /// The display list.
    public static func drawing(_ value: Drawing) -> Attribute { Attribute(.drawing(value)) }
    /// How the drawing's canvas is placed.
    public static func contentMode(_ value: ContentMode) -> Attribute { Attribute(.contentMode(value)) }
}

extension Attribute where V: ActivityIndicator {
    /// Whether it spins (``/ViewTree/ActivityIndicator/isAnimating``).
    public static func isAnimating(_ value: Bool) -> Attribute { Attribute(.animating(value)) }
    /// Spoke color (``/ViewTree/ActivityIndicator/color``).
    public static func color(_ value: Color) -> Attribute { Attribute(.indicatorColor(value)) }
    /// Whether it spins.
    @available(*, deprecated, renamed: "isAnimating(_:)", message: "Attributes are named after the view property they set.")
    public static func animating(_ value: Bool) -> Attribute { isAnimating(value) }
    /// Spoke color.
    @available(*, deprecated, renamed: "color(_:)", message: "Attributes are named after the view property they set.")
    public static func indicatorColor(_ value: Color) -> Attribute { color(value) }
}

extension Attribute where V: ScrollView {
    /// Scrollable content size.
    public static func contentSize(_ value: CGSize) -> Attribute { Attribute(.contentSize(value)) }
}

extension Attribute where V: Button {
    /// Title for a state.
    public static func title(_ value: String?, for state: ControlState = .normal) -> Attribute { Attribute(.title(value, for: state)) }
    /// Title color for a state.
    public static func titleColor(_ value: Color?, for state: ControlState = .normal) -> Attribute {
        Attribute(.titleColor(value, for: state))
    }
    /// Image for a state.
    public static func image(_ value: Image?, for state: ControlState = .normal) -> Attribute {
        Attribute(.buttonImage(value, for: state))
    }
    /// Background image for a state.
    public static func backgroundImage(_ value: Image?, for state: ControlState = .normal) -> Attribute {
        Attribute(.backgroundImage(value, for: state))
    }
    /// Title font.
    public static func titleFont(_ value: Font) -> Attribute { Attribute(.titleFont(value)) }
}
