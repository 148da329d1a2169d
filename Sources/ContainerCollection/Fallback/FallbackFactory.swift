import Foundation
import ViewTree

/// Shows elements that could not be made: in ``FallbackStyle/visible``
/// style a tinted box with the reason and location, in
/// ``FallbackStyle/empty`` style nothing at all (zero size).
///
/// ```swift
/// let fallback = FallbackFactory(style: .default, layoutContext: context)
/// Element(data: FallbackData(reason: "unknown component \"map\"", location: "$.sections[0].elements[2]"), factory: fallback)
/// ```
public struct FallbackFactory: ComponentElementFactory {
    /// Visible or empty.
    public let style: FallbackStyle
    public let layoutContext: LayoutContext

    /// A fallback factory.
    public init(style: FallbackStyle = .default, layoutContext: LayoutContext) {
        self.style = style
        self.layoutContext = layoutContext
    }

    /// An element standing for a problem.
    public func element(reason: String, location: String? = nil, id: String? = nil) -> Element {
        Element(id: id, data: FallbackData(reason: reason, location: location), factory: self)
    }

    public func identifyComponent(using data: any ComponentData) -> String { "fallback.\(style)" }

    /// Every fallback can be shown.
    public func validate(_ data: FallbackData) -> ComponentValidation { .valid }

    public func component(for data: FallbackData) -> any Component {
        switch style {
        case .empty:
            return ViewComponent(size: ComponentSize(width: 0, height: 0))
        case .visible:
            let text = AttributedText("⚠ ", font: .system(size: 13, weight: .bold)) + AttributedText(data.reason)
                + AttributedText(data.location.map { "\n\($0)" } ?? "", font: .system(size: 11), color: Self.ink)
            return InsetComponent(
                view: ViewConfiguration(View.self, [
                    .backgroundColor(Color(red: 1, green: 0.93, blue: 0.9)), .borderColor(Self.ink), .borderWidth(1),
                    .accessibilityIdentifier("fallback"),
                ]),
                insets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12),
                child: LabelComponent(text, font: .system(size: 13), color: Self.ink))
        }
    }

    private static let ink = Color(red: 0.7, green: 0.1, blue: 0.05)
}
