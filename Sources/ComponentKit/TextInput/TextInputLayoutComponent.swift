import Foundation
import ViewTree

/// The sized input view a ``TextFieldComponent`` or ``TextViewComponent``
/// renders: a line (or lines) of its font plus ``/ViewTree/TextInputView/textInsets``,
/// as wide as the constraint allows.
///
/// A text view's height follows ``measuredText`` between ``minimumLines``
/// and ``maximumLines``; past the maximum the view scrolls inside.
public struct TextInputLayoutComponent<Input: TextInputView>: Component {
    public let viewConfiguration: ViewConfiguration
    /// The font lines are measured in.
    public let font: Font
    /// The text whose lines decide a text view's height (nil: one line).
    public let measuredText: String?
    /// The fewest lines of height.
    public let minimumLines: Int
    /// The most lines of height (0: no limit).
    public let maximumLines: Int

    init(configuration: ViewConfiguration, font: Font, measuredText: String?, minimumLines: Int, maximumLines: Int) {
        self.viewConfiguration = configuration
        self.font = font
        self.measuredText = measuredText
        self.minimumLines = Swift.max(1, minimumLines)
        self.maximumLines = Swift.max(0, maximumLines)
    }

    /// Inputs without a width from their parent take this one.
    public static var defaultWidth: CGFloat { 200 }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let insets = TextInputView.textInsets
        let width = range.max.width.isFinite ? range.max.width : Swift.max(range.min.width, Self.defaultWidth)
        let lineHeight = lineHeight(context)
        var lines = minimumLines
        if let measuredText, !measuredText.isEmpty, let measurer = context.measurer(forTextOf: "A text input") {
            let request = TextLayoutRequest(
                text: AttributedText(measuredText), font: font, lineBreakMode: .wordWrap, maximumNumberOfLines: 0,
                maxWidth: Swift.max(1, width - insets.horizontal))
            let height = TextMeasurementCache.shared.measure(request, with: measurer).size.height
            lines = Swift.max(lines, Int((height / lineHeight).rounded(.up)))
        }
        if maximumLines > 0 { lines = Swift.min(lines, Swift.max(maximumLines, minimumLines)) }
        let height = PixelGrid.ceil(CGFloat(lines) * lineHeight + insets.vertical, scale: context.pointScale)
        return Layout(component: self, size: range.clamp(CGSize(width: width, height: height)))
    }

    private func lineHeight(_ context: LayoutContext) -> CGFloat {
        guard let measurer = context.measurer(forTextOf: "A text input") else { return (font.size * 1.2).rounded(.up) }
        let request = TextLayoutRequest(text: AttributedText("Hg"), font: font, maximumNumberOfLines: 1)
        return TextMeasurementCache.shared.measure(request, with: measurer).size.height
    }
}
