import Foundation
import ViewTree

/// Text in a ``ViewTree/Label``, measured with the context's text measurer:
/// wrapped to the available width, limited in lines, truncated.
///
/// The component takes the measured size (rounded up to the pixel grid)
/// within its constraint.
///
/// ```swift
/// LabelComponent("Golden Gate at dusk", font: .system(size: 17, weight: .semibold), numberOfLines: 2)
/// LabelComponent(AttributedText("by ") + AttributedText("Ada", color: .tint), font: .system(size: 14))
/// ```
public struct LabelComponent: Component {
    /// The text.
    public let text: AttributedText
    /// Font for runs without one.
    public let font: Font
    /// Color for runs without one.
    public let color: Color
    /// Line alignment.
    public let alignment: TextAlignment
    /// Line limit; 0 for none.
    public let numberOfLines: Int
    /// Wrapping and truncation.
    public let lineBreakMode: LineBreakMode
    /// Extra attributes for the label view (background, accessibility, …).
    public let extraAttributes: [Attribute<Label>]
    public let size: ComponentSize
    // Stored, not computed: mounting reads it for every label on every pass.
    public let view: ViewConfiguration

    /// A label component.
    public init(
        _ text: AttributedText, font: Font = .body, color: Color = .black, alignment: TextAlignment = .natural,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .truncateTail,
        attributes: [Attribute<Label>] = [], size: ComponentSize = .auto
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = Swift.max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.extraAttributes = attributes
        self.size = size
        self.view = ViewConfiguration(Label.self, [
            .text(text), .font(font), .textColor(color), .textAlignment(alignment),
            .numberOfLines(self.numberOfLines), .lineBreakMode(lineBreakMode),
        ] + attributes)
    }


    /// The request the label will draw for a width.
    public func layoutRequest(maxWidth: CGFloat) -> TextLayoutRequest {
        TextLayoutRequest(
            text: text, font: font, alignment: alignment, lineBreakMode: lineBreakMode,
            maximumNumberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        guard let measurer = context.textMeasurer else { return Layout(component: self, size: range.min) }
        let measured = TextMeasurementCache.shared.measure(layoutRequest(maxWidth: range.max.width), with: measurer).size
        let size = CGSize(
            width: PixelGrid.ceil(measured.width, scale: context.pointScale),
            height: PixelGrid.ceil(measured.height, scale: context.pointScale))
        return Layout(component: self, size: range.clamp(size))
    }
}
