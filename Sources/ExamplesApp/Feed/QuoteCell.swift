import ComponentKit
import Foundation

/// A quote in the feed, drawn in its ``QuoteStyle``: the row's look is
/// chosen per item, as WildeGuess (ComponentKit's sample app) does.
///
/// The three still styles have fixed colours that read at 4.5:1 or better
/// in light and dark mode alike; the card follows the system's grouped
/// colours. Screen readers read a row's quote, then its author.
struct QuoteCell: CompositeComponent {
    let quote: Quote

    static let serif = ExamplesFonts.serif
    static let mono = ExamplesFonts.mono

    var body: some Component {
        InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 8), child: styled)
    }

    private var identifier: Attribute<View> { .accessibilityIdentifier("quote-\(quote.id.position)") }

    private var styled: any Component {
        switch quote.style {
        case .headline:
            InsetComponent(
                view: ViewConfiguration(View.self, [identifier, .backgroundColor(Color(red8: 0xFF, green8: 0xF4, blue8: 0xC2)), .cornerRadius(12)]),
                insets: EdgeInsets(horizontal: 24, vertical: 28),
                child: StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
                    LabelComponent("“\(quote.text)”", font: Font(family: Self.serif, size: 24), color: Color(red8: 0x3B, green8: 0x2F, blue8: 0x00),
                                   alignment: .center)
                    LabelComponent(quote.author, font: Font(family: Self.serif, size: 15, isItalic: true),
                                   color: Color(red8: 0x5C, green8: 0x4A, blue8: 0x00), alignment: .center)
                })
        case .card:
            InsetComponent(
                view: ViewConfiguration(View.self, [identifier, .backgroundColor(.secondaryGroupedBackground), .cornerRadius(12),
                                                    .borderWidth(1), .borderColor(.separator)]),
                insets: EdgeInsets(all: 16),
                child: StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
                    LabelComponent(quote.text, font: .system(size: 17))
                    StackComponent(axis: .horizontal, spacing: 10, alignItems: .center) {
                        // The author's initial in a circle: decoration, hidden from screen readers (the name follows).
                        StackComponent(view: ViewConfiguration(View.self, [.backgroundColor(.tint), .cornerRadius(16)]),
                                       size: ComponentSize(width: 32, height: 32), justifyContent: .center, alignItems: .center) {
                            LabelComponent(String(quote.author.prefix(1)), font: .system(size: 15, weight: .bold), color: .white,
                                           attributes: [.accessibilityElementsHidden(true)])
                        }
                        LabelComponent(quote.author, font: .system(size: 15, weight: .semibold), color: .secondaryLabel)
                    }
                })
        case .night:
            InsetComponent(
                view: ViewConfiguration(View.self, [identifier, .backgroundColor(Color(red8: 0x1B, green8: 0x2A, blue8: 0x41)), .cornerRadius(4)]),
                insets: EdgeInsets(horizontal: 20, vertical: 18),
                child: StackComponent(axis: .vertical, spacing: 10, alignItems: .stretch) {
                    LabelComponent(quote.text, font: Font(family: Self.mono, size: 14), color: .white)
                    LabelComponent(quote.author.uppercased(), font: Font(family: Self.mono, size: 12, weight: .bold),
                                   color: Color(red8: 0xC9, green8: 0xD1, blue8: 0xDC))
                })
        case .reveal:
            RevealQuote(quote: quote)
        }
    }
}
