import ComponentKitLists
import Foundation

extension BuildingAFeed {
    // sample: feed-row
    /// A quote drawn in its style.
    struct QuoteRow: CompositeComponent {
        let quote: Quote

        var body: some Component {
            InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 8), child: styled)
        }

        private var styled: any Component {
            switch quote.style {
            case .card:
                InsetComponent(
                    view: ViewConfiguration(View.self, [.backgroundColor(.secondaryGroupedBackground), .cornerRadius(12)]),
                    insets: EdgeInsets(all: 16),
                    child: StackComponent(axis: .vertical, spacing: 8, alignItems: .stretch) {
                        LabelComponent(quote.text, font: .system(size: 17))
                        LabelComponent(quote.author, font: .system(size: 15, weight: .semibold), color: .secondaryLabel)
                    })
            case .headline:
                InsetComponent(
                    insets: EdgeInsets(horizontal: 24, vertical: 20),
                    child: StackComponent(axis: .vertical, spacing: 8, alignItems: .stretch) {
                        LabelComponent("“\(quote.text)”", font: .system(size: 24, weight: .bold), alignment: .center)
                        LabelComponent(quote.author, font: .system(size: 15, isItalic: true), color: .secondaryLabel,
                                       alignment: .center)
                    })
            case .reveal:
                RevealQuote(quote: quote)
            }
        }
    }
    // end-sample

    // sample: feed-reveal
    /// A quote whose author shows only after a tap on "Who said it?".
    struct RevealQuote: StatefulComponent {
        let quote: Quote

        func initialState() -> Bool { false }   // the author starts hidden

        func body(state revealed: Bool, scope: Scope<Bool>) -> some Component {
            InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.secondaryGroupedBackground), .cornerRadius(12)]),
                insets: EdgeInsets(all: 16),
                child: StackComponent(axis: .vertical, spacing: 12, alignItems: .flexStart) {
                    LabelComponent(quote.text, font: .system(size: 19, weight: .medium))
                    ButtonComponent(
                        title: revealed ? "Hide the author" : "Who said it?",
                        // Named after its quote: each row's button is an action of its own.
                        action: ControlAction("reveal-\(quote.id.generation)-\(quote.id.position)") {
                            scope.updateState { $0.toggle() }
                        })
                    if revealed {
                        LabelComponent("— \(quote.author)", font: .system(size: 15, isItalic: true))
                    }
                })
        }
    }
    // end-sample
}
