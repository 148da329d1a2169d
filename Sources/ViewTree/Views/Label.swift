import Foundation

/// A view that draws attributed text, as `UILabel`.
///
/// Runs without a font or color use ``font`` and ``textColor``. Text shorter
/// than the bounds is centered vertically, like `UILabel`.
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
        didSet { if text != oldValue { record(.text(text)) } }
    }
    /// Font for runs that name none.
    public var font: Font = .body {
        didSet { if font != oldValue { record(.font(font)) } }
    }
    /// Color for runs that name none.
    public var textColor: Color = .black {
        didSet { if textColor != oldValue { record(.textColor(textColor)) } }
    }
    /// Line alignment.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { record(.textAlignment(textAlignment)) } }
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

    /// The request that lays out this label's text for a width.
    public func layoutRequest(maxWidth: CGFloat) -> TextLayoutRequest {
        TextLayoutRequest(
            text: text, font: font, alignment: textAlignment, lineBreakMode: lineBreakMode,
            maximumNumberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .text(value): text = value
        case let .font(value): font = value
        case let .textColor(value): textColor = value
        case let .textAlignment(value): textAlignment = value
        case let .numberOfLines(value): numberOfLines = value
        case let .lineBreakMode(value): lineBreakMode = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    /// An element by default.
    override open var isAccessibilityElementByDefault: Bool { true }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [
            .text(text), .font(font), .textColor(textColor), .textAlignment(textAlignment),
            .numberOfLines(numberOfLines), .lineBreakMode(lineBreakMode),
        ]
    }
}
