import Foundation
import ViewTree

/// Text in a ``ViewTree/Label``, measured with the context's text measurer:
/// wrapped to the available width, limited in lines, truncated.
///
/// The component takes the measured size (rounded up to the pixel grid)
/// within its constraint. With a ``truncationString``, text cut at the line
/// limit ends with that string (after as much text as fits) instead of "…".
///
/// Runs with a ``ViewTree/TextLink`` are links: give `onLinkTap` (and
/// `onLinkLongPress`) to hear them; the pressed link is highlighted.
///
/// Text is ``Color/label`` unless a colour is given: black, or white in a
/// dark tree. Natural alignment starts on the leading side of the tree's
/// layout direction (``ComponentContext/layoutDirection``).
///
/// ```swift
/// LabelComponent("Golden Gate at dusk", font: .system(size: 17, weight: .semibold), numberOfLines: 2)
/// LabelComponent(AttributedText("by ") + AttributedText("Ada", color: .tint), font: .system(size: 14))
/// LabelComponent(AttributedText("Read the ") + AttributedText("terms", color: .tint, link: TextLink(url: terms)),
///                onLinkTap: Action { link in open(link.url) })
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
    /// Which way paragraphs run: the tree's layout direction when the
    /// label was made (natural alignment starts on that side).
    public let writingDirection: UserInterfaceLayoutDirection
    /// Line limit; 0 for none.
    public let numberOfLines: Int
    /// Wrapping and truncation.
    public let lineBreakMode: LineBreakMode
    /// Shown at the end of text cut at the line limit, instead of "…";
    /// used with `.truncateTail` (or `.clip`) and a line limit.
    public let truncationString: AttributedText?
    /// Sent with the link when a link in the text is tapped or activated.
    public var onLinkTap: Action<TextLink>? { linkActions?.tap }
    /// Sent with the link when a link in the text is long-pressed.
    public var onLinkLongPress: Action<TextLink>? { linkActions?.longPress }
    /// Both link actions in one box, made only for labels that have one:
    /// inline they would be a third of every label component.
    private let linkActions: LinkActions?

    private final class LinkActions: Sendable {
        let tap: Action<TextLink>?
        let longPress: Action<TextLink>?

        init(tap: Action<TextLink>?, longPress: Action<TextLink>?) {
            self.tap = tap
            self.longPress = longPress
        }
    }
    /// Extra attributes for the label view (background, accessibility, …).
    public let extraAttributes: [Attribute<Label>]
    public let componentSize: ComponentSize
    // Stored, not computed: mounting reads it for every label on every pass.
    public let viewConfiguration: ViewConfiguration

    /// A label component; without a colour, text is ``Color/label`` for the
    /// tree's traits.
    public init(
        _ text: AttributedText, font: Font = .body, color: Color? = nil, alignment: TextAlignment = .natural,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .truncateTail, truncationString: AttributedText? = nil,
        onLinkTap: Action<TextLink>? = nil, onLinkLongPress: Action<TextLink>? = nil,
        attributes: [Attribute<Label>] = [], size: ComponentSize = .auto
    ) {
        // One look-up of the context for both the default colour and the direction.
        let context = ComponentContext.current
        let color = color ?? SemanticColor.label.resolved(in: context)
        self.linkActions = onLinkTap == nil && onLinkLongPress == nil ? nil : LinkActions(tap: onLinkTap, longPress: onLinkLongPress)
        self.truncationString = truncationString
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.writingDirection = context.layoutDirection
        self.numberOfLines = Swift.max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.extraAttributes = attributes
        self.componentSize = size
        // Properties at a new label's value are left out: a reused label gets
        // them back when they are missing (unapplying resets a property), and
        // a server keeps every session's labels' configurations.
        var own = [ViewAttribute(.text(text)), ViewAttribute(.textColor(color))]
        if font != Self.labelDefaults.font { own.append(ViewAttribute(.font(font))) }
        if alignment != Self.labelDefaults.alignment { own.append(ViewAttribute(.textAlignment(alignment))) }
        if self.numberOfLines != Self.labelDefaults.numberOfLines { own.append(ViewAttribute(.numberOfLines(self.numberOfLines))) }
        if lineBreakMode != Self.labelDefaults.lineBreakMode { own.append(ViewAttribute(.lineBreakMode(lineBreakMode))) }
        var extra = attributes
        if writingDirection == .rightToLeft { extra.append(Attribute(.writingDirection(.rightToLeft))) }
        if onLinkTap != nil || onLinkLongPress != nil {
            extra.append(.onLink(tap: onLinkTap ?? .noop, longPress: onLinkLongPress))
        }
        self.viewConfiguration = extra.isEmpty
            ? ViewConfiguration(Label.self, distinct: own)
            : ViewConfiguration(Label.self, own.map(Attribute.init(erased:)) + extra)
    }


    /// A new ``ViewTree/Label``'s font, alignment, line limit and line break
    /// mode (what unapplying each resets to).
    private static let labelDefaults = (font: Font.body, alignment: TextAlignment.natural, numberOfLines: 1,
                                        lineBreakMode: LineBreakMode.truncateTail)

    /// A label component showing a plain string (`LabelComponent(animal.name)`);
    /// the same as passing `AttributedText(text)`.
    public init(
        _ text: String, font: Font = .body, color: Color? = nil, alignment: TextAlignment = .natural,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .truncateTail, truncationString: AttributedText? = nil,
        onLinkTap: Action<TextLink>? = nil, onLinkLongPress: Action<TextLink>? = nil,
        attributes: [Attribute<Label>] = [], size: ComponentSize = .auto
    ) {
        self.init(
            AttributedText(text), font: font, color: color, alignment: alignment, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, truncationString: truncationString, onLinkTap: onLinkTap,
            onLinkLongPress: onLinkLongPress, attributes: attributes, size: size)
    }

    /// The request the label will draw for a width.
    public func layoutRequest(maxWidth: CGFloat) -> TextLayoutRequest {
        TextLayoutRequest(
            text: text, font: font, alignment: alignment, lineBreakMode: lineBreakMode,
            maximumNumberOfLines: numberOfLines, maxWidth: maxWidth, writingDirection: writingDirection)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        guard let measurer = context.measurer(forTextOf: "LabelComponent \"\(text.string.prefix(40))\"") else { return Layout(component: self, size: range.min) }
        let shown = truncated(toFit: range.max.width, measurer: measurer) ?? self
        let measured = TextMeasurementCache.shared.measure(shown.layoutRequest(maxWidth: range.max.width), with: measurer).size
        let size = CGSize(
            width: PixelGrid.ceil(measured.width, scale: context.pointScale),
            height: PixelGrid.ceil(measured.height, scale: context.pointScale))
        return Layout(component: shown, size: range.clamp(size))
    }

    /// With a truncation string and text that does not fit: a label showing
    /// the longest prefix that fits followed by the string. Nil otherwise.
    private func truncated(toFit width: CGFloat, measurer: any TextMeasuring) -> LabelComponent? {
        guard let truncationString, numberOfLines > 0, width.isFinite,
            lineBreakMode == .truncateTail || lineBreakMode == .clip
        else { return nil }
        func fits(_ candidate: AttributedText) -> Bool {
            let request = TextLayoutRequest(
                text: candidate, font: font, alignment: alignment, lineBreakMode: .wordWrap,
                maximumNumberOfLines: numberOfLines, maxWidth: width, writingDirection: writingDirection)
            return !TextMeasurementCache.shared.measure(request, with: measurer).isTruncated
        }
        guard !fits(text) else { return nil }
        // Binary search on the number of characters kept.
        var low = 0, high = text.characterCount
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(text.prefix(middle).trimmingTrailingWhitespace() + truncationString) { low = middle } else { high = middle - 1 }
        }
        return LabelComponent(
            text.prefix(low).trimmingTrailingWhitespace() + truncationString, font: font, color: color, alignment: alignment,
            numberOfLines: numberOfLines, lineBreakMode: .clip, onLinkTap: onLinkTap, onLinkLongPress: onLinkLongPress,
            attributes: extraAttributes, size: componentSize)
    }
}
