import ContainerCollection
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
        TextBlockComponent(data: data)
    }
}
