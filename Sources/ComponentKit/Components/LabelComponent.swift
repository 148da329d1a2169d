import Foundation
import ViewTree

/// Text in a ``/ViewTree/Label``, measured with the context's text measurer:
/// wrapped to the available width, limited in lines, truncated.
///
/// The component takes the measured size (rounded up to the pixel grid)
/// within its constraint. With a ``truncationString``, text cut at the line
/// limit ends with that string (after as much text as fits) instead of "…".
///
/// Runs with a ``/ViewTree/TextLink`` are links: give `onLinkTap` (and
/// `onLinkLongPress`) to hear them; the pressed link is highlighted.
///
/// Text is ``ViewTree/Color/label`` unless a colour is given: black, or white in a
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
    // Every value sits in one shared object: the struct is a single
    // reference, small enough to be held inline where it is stored as
    // `any Component` (in its parent and again in its layout), so copies
    // share one allocation instead of boxing the whole label each time.
    // A server keeps every session's labels.
    private let storage: Storage

    /// The text.
    public var text: AttributedText { storage.values.text }
    /// Font for runs without one.
    public var font: Font { storage.values.font }
    /// Color for runs without one.
    public var color: Color { storage.values.color }
    /// Line alignment.
    public var alignment: TextAlignment { storage.values.alignment }
    /// Which way paragraphs run: the tree's layout direction when the
    /// label was made (natural alignment starts on that side).
    public var writingDirection: UserInterfaceLayoutDirection { storage.values.writingDirection }
    /// Line limit; 0 for none.
    public var numberOfLines: Int { storage.values.numberOfLines }
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode { storage.values.lineBreakMode }
    /// Shown at the end of text cut at the line limit, instead of "…";
    /// used with `.truncateTail` (or `.clip`) and a line limit.
    public var truncationString: AttributedText? { storage.values.truncationString }
    /// Sent with the link when a link in the text is tapped or activated.
    public var onLinkTap: Action<TextLink>? { storage.values.onLinkTap }
    /// Sent with the link when a link in the text is long-pressed.
    public var onLinkLongPress: Action<TextLink>? { storage.values.onLinkLongPress }
    /// Extra attributes for the label view (background, accessibility, …).
    public var extraAttributes: [Attribute<Label>] { storage.values.extraAttributes }
    /// The requested size.
    public var componentSize: ComponentSize { storage.values.componentSize }
    /// The label view and its attributes; made once, with the component
    /// (mounting reads it for every label on every pass).
    public var viewConfiguration: ViewConfiguration { storage.values.viewConfiguration }

    /// The label's values, made once in `init` (a struct: its initializer is synthesized).
    private struct Values: Sendable {
        let text: AttributedText
        let font: Font
        let color: Color
        let alignment: TextAlignment
        let writingDirection: UserInterfaceLayoutDirection
        let numberOfLines: Int
        let lineBreakMode: LineBreakMode
        let truncationString: AttributedText?
        let onLinkTap: Action<TextLink>?
        let onLinkLongPress: Action<TextLink>?
        let extraAttributes: [Attribute<Label>]
        let componentSize: ComponentSize
        let viewConfiguration: ViewConfiguration
    }

    /// The one object every copy of the component shares.
    private final class Storage: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    /// A label component; without a colour, text is ``ViewTree/Color/label`` for the
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
        let writingDirection = context.layoutDirection
        let numberOfLines = Swift.max(0, numberOfLines)
        // Properties at a new label's value are left out: a reused label gets
        // them back when they are missing (unapplying resets a property), and
        // a server keeps every session's labels' configurations.
        // Counted first: the array is made at its final size (a server keeps
        // it for every label, and growing it would leave room unused).
        let setsFont = font != Self.labelDefaults.font, setsAlignment = alignment != Self.labelDefaults.alignment
        let setsLines = numberOfLines != Self.labelDefaults.numberOfLines
        let setsLineBreak = lineBreakMode != Self.labelDefaults.lineBreakMode
        var own: [ViewAttribute] = []
        own.reserveCapacity(2 + (setsFont ? 1 : 0) + (setsAlignment ? 1 : 0) + (setsLines ? 1 : 0) + (setsLineBreak ? 1 : 0))
        own.append(ViewAttribute(.text(text)))
        own.append(ViewAttribute(.textColor(color)))
        if setsFont { own.append(ViewAttribute(.font(font))) }
        if setsAlignment { own.append(ViewAttribute(.textAlignment(alignment))) }
        if setsLines { own.append(ViewAttribute(.numberOfLines(numberOfLines))) }
        if setsLineBreak { own.append(ViewAttribute(.lineBreakMode(lineBreakMode))) }
        var extra = attributes
        if writingDirection == .rightToLeft { extra.append(Attribute(.writingDirection(.rightToLeft))) }
        if onLinkTap != nil || onLinkLongPress != nil {
            extra.append(.onLink(tap: onLinkTap ?? .noop, longPress: onLinkLongPress))
        }
        let viewConfiguration = extra.isEmpty
            ? ViewConfiguration(Label.self, distinct: own)
            : ViewConfiguration(Label.self, own.map(Attribute.init(erased:)) + extra)
        storage = Storage(Values(
            text: text, font: font, color: color, alignment: alignment, writingDirection: writingDirection,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, truncationString: truncationString, onLinkTap: onLinkTap,
            onLinkLongPress: onLinkLongPress, extraAttributes: attributes, componentSize: size, viewConfiguration: viewConfiguration))
    }

    /// A new ``/ViewTree/Label``'s font, alignment, line limit and line break
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
