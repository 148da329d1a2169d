import Foundation

/// A view that draws attributed text, as `UILabel`.
///
/// Runs without a font or color use ``font`` and ``textColor``. Text shorter
/// than the bounds is centered vertically, like `UILabel`. Text with links
/// and a ``linkHandler`` reports taps and long presses on them, highlights
/// a link while it is pressed, and takes focus so Enter activates its links.
/// Without a handler, links to web addresses (``Window/openableSchemes``)
/// still work: a tap or Enter opens them (``Window/open(_:)-(URL)``), as a
/// `UITextView` opens its links in Safari.
///
/// ```swift
/// let title = Label(frame: CGRect(x: 16, y: 8, width: 200, height: 22))
/// title.text = "Golden Gate at dusk"
/// title.font = .system(size: 17, weight: .semibold)
/// title.numberOfLines = 1
/// ```
@MainActor
open class Label: View {
    override open class var kind: ViewKind { .label }

    /// The text.
    public var text: AttributedText = .empty {
        didSet {
            guard text != oldValue else { return }
            record(.text(text))
            if text.links != oldValue.links {
                highlightedLinkIndex = nil
                focusedLinkIndex = 0
                linksDidChange(wasFocusable: Self.hearsLinks(of: oldValue, handler: linkHandler))
            }
        }
    }
    /// Font for runs that name none.
    public var font: Font = .body {
        didSet { if font != oldValue { record(.font(font)) } }
    }
    /// Color for runs that name none: ``SemanticColor/label`` for the
    /// label's traits (black, white in dark mode) until it is set.
    public var textColor: Color = .black {
        didSet {
            semanticText = nil
            if textColor != oldValue { record(.textColor(textColor)) }
        }
    }
    /// The role ``textColor`` follows, resolved for the label's traits now
    /// and whenever they change; ``SemanticColor/label`` on a new label.
    /// Setting ``textColor`` ends it.
    ///
    /// ```swift
    /// caption.semanticTextColor = .secondaryLabel
    /// ```
    public var semanticTextColor: SemanticColor? {
        get { semanticText }
        set {
            if let newValue { textColor = newValue.resolved(for: traitCollection) }
            semanticText = newValue
        }
    }
    private var semanticText: SemanticColor? = .label
    /// Line alignment.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { record(.textAlignment(textAlignment)) } }
    }
    /// Which way the paragraphs run: right to left puts natural alignment
    /// on the right and orders neutral characters (punctuation) for
    /// right-to-left text, as CSS `direction` does. Components set it from
    /// their tree's layout direction.
    public var writingDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet { if writingDirection != oldValue { record(.writingDirection(writingDirection)) } }
    }
    /// Most lines shown; 0 means no limit. Negative values are stored as 0.
    public var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0; return }
            if numberOfLines != oldValue { record(.numberOfLines(numberOfLines)) }
        }
    }
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode = .truncateTail {
        didSet { if lineBreakMode != oldValue { record(.lineBreakMode(lineBreakMode)) } }
    }

    /// Fill drawn over a link's characters while it is pressed: until it is
    /// set, ``SemanticColor/label`` at 20% for the label's traits (a dark
    /// veil, a light one in dark mode), which backends resolve themselves,
    /// so a trait change records nothing for it.
    public var linkHighlightColor: Color {
        get { fixedLinkHighlight ?? Self.defaultLinkHighlight(for: traitCollection) }
        set {
            let old = linkHighlightColor
            fixedLinkHighlight = newValue
            if newValue != old { record(.linkHighlightColor(newValue)) }
        }
    }
    private var fixedLinkHighlight: Color?

    /// The link highlight of a label that sets none, for `traits`.
    public static func defaultLinkHighlight(for traits: TraitCollection) -> Color {
        SemanticColor.label.resolved(for: traits).withAlpha(0.2)
    }
    /// The link (an index into the text's ``AttributedText/links``) drawn
    /// highlighted, while a pointer is down on it.
    public internal(set) var highlightedLinkIndex: Int? {
        didSet { if highlightedLinkIndex != oldValue { record(.highlightedLink(highlightedLinkIndex)) } }
    }
    /// The link Enter activates while the label has focus; Tab moves it
    /// through the text's links before leaving the label.
    public internal(set) var focusedLinkIndex = 0
    /// Lays the text out for hit-testing; nil for the window's
    /// (``Window/textMeasurer``, set by the backend that shows it). It should
    /// measure as the backend that shows the label draws.
    public var textMeasurer: (any TextLayoutProviding)?
    /// Hears taps and long presses on the text's links (and Enter on a
    /// focused one). Setting it adds a ``TextLinkGestureRecognizer``; nil
    /// removes it.
    public var linkHandler: (@MainActor (TextLinkEvent) -> Void)? {
        didSet {
            // A new handler in place of another keeps the recognizer, and so a press in progress.
            guard (linkHandler == nil) != (oldValue == nil) else { return }
            setNeedsFocusOrderUpdate()
            linksDidChange(wasFocusable: Self.hearsLinks(of: text, handler: oldValue))
        }
    }

    /// The request that lays out this label's text for a width.
    public func layoutRequest(maxWidth: CGFloat) -> TextLayoutRequest {
        TextLayoutRequest(
            text: text, font: font, alignment: textAlignment, lineBreakMode: lineBreakMode,
            maximumNumberOfLines: numberOfLines, maxWidth: maxWidth, writingDirection: writingDirection)
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .text(value): text = value
        case let .font(value): font = value
        case let .textColor(value): textColor = value
        case let .textAlignment(value): textAlignment = value
        case let .writingDirection(value): writingDirection = value
        case let .numberOfLines(value): numberOfLines = value
        case let .lineBreakMode(value): lineBreakMode = value
        case let .linkHighlightColor(value): linkHighlightColor = value
        case let .highlightedLink(value): highlightedLinkIndex = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    override func resolveSemanticColors() {
        super.resolveSemanticColors()
        if let role = semanticText { semanticTextColor = role }
    }

    override func restoreSemanticDefault(forKey key: String) -> Bool {
        switch key {
        case "textColor":
            semanticTextColor = .label
        case "linkHighlightColor":
            let old = linkHighlightColor
            fixedLinkHighlight = nil
            if linkHighlightColor != old { record(.linkHighlightColor(linkHighlightColor)) }
        default:
            return super.restoreSemanticDefault(forKey: key)
        }
        return true
    }

    override open func initialValue(forKey key: String) -> ViewProperty? {
        switch key {
        case "linkHighlightColor": .linkHighlightColor(Color(white: 0, alpha: 0.2))
        case "writingDirection": .writingDirection(.leftToRight)
        case "highlightedLink": .highlightedLink(nil)
        default: super.initialValue(forKey: key)
        }
    }

    /// A label takes focus when its text has links that do something: a
    /// handler hears them, or they open web addresses.
    override open var canBecomeFirstResponder: Bool {
        super.canBecomeFirstResponder || hearsLinks
    }

    /// Whether a tap or Enter on the text's links does something.
    var hearsLinks: Bool { Self.hearsLinks(of: text, handler: linkHandler) }

    static func hearsLinks(of text: AttributedText, handler: ((TextLinkEvent) -> Void)?) -> Bool {
        guard text.containsLinks else { return false }
        return handler != nil || text.links.contains { Window.canOpen($0.link.url) }
    }

    override open func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        focusedLinkIndex = 0
    }

    /// Enter activates the focused link; Tab and Shift-Tab move through the
    /// links before focus leaves the label.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        if super.keyDown(event) { return true }
        let count = text.links.count
        guard isFirstResponder, hearsLinks, count > 0 else { return false }
        switch event.key {
        case .enter where event.modifiers.isEmpty:
            return activateLink(at: Swift.min(focusedLinkIndex, count - 1))
        case .tab where event.modifiers.isEmpty && focusedLinkIndex + 1 < count:
            focusedLinkIndex += 1
            return true
        case .tab where event.modifiers == .shift && focusedLinkIndex > 0:
            focusedLinkIndex -= 1
            return true
        default:
            return false
        }
    }

    /// An element by default.
    override open var isAccessibilityElementByDefault: Bool { true }

    // Only when not the default, so labels without links create as before.
    private var linkProperties: [ViewProperty] {
        var properties: [ViewProperty] = []
        if writingDirection != .leftToRight { properties.append(.writingDirection(writingDirection)) }
        if let fixedLinkHighlight { properties.append(.linkHighlightColor(fixedLinkHighlight)) }
        if let highlightedLinkIndex { properties.append(.highlightedLink(highlightedLinkIndex)) }
        return properties
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [
            .text(text), .font(font), .textColor(textColor), .textAlignment(textAlignment),
            .numberOfLines(numberOfLines), .lineBreakMode(lineBreakMode),
        ] + linkProperties
    }
}
