import Foundation
import ViewTree

/// Text blocks as component elements: no controller of their own, just a
/// component (a title and wrapped body text) hosted by the container.
///
/// ```swift
/// let text = TextBlockFactory(layoutContext: context)
/// Element(data: TextBlockData(title: "About", body: "Lisbon is the capital of Portugal."), factory: text)
/// ```
public struct TextBlockFactory: ComponentElementFactory, DecodableComponentFactory {
    public typealias DecodedData = TextBlockData

    public let layoutContext: LayoutContext

    /// A factory.
    public init(layoutContext: LayoutContext) {
        self.layoutContext = layoutContext
    }

    public func validate(_ data: TextBlockData) -> ComponentValidation {
        .require(!data.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the body is empty")
    }

    public func component(for data: TextBlockData) -> any Component {
        let text = StackComponent(spacing: 6) {
            if let title = data.title, !title.isEmpty {
                LabelComponent(AttributedText(title), font: .system(size: 20, weight: .bold),
                               attributes: [.accessibilityHeading(level: 2)])
            }
            LabelComponent(AttributedText(data.body), font: .system(size: 15), color: Color(white: 0.2))
        }
        switch data.style {
        case .plain:
            return InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]),
                                  insets: EdgeInsets(horizontal: 16, vertical: 12), child: text)
        case .callout:
            let box = ViewConfiguration(View.self, [.backgroundColor(Color(red: 0.9, green: 0.95, blue: 1)), .cornerRadius(10)])
            return InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 8),
                                  child: InsetComponent(view: box, insets: EdgeInsets(all: 12), child: text))
        }
    }
}
