import ComponentKit
import Foundation

/// A quote whose author is hidden until the person asks: the "Who said
/// it?" button shows the author below the quote and becomes "Hide the
/// author". Whether the author shows is the component's own state, so it
/// follows the quote as the feed grows and is lost when the feed refreshes.
///
/// The button is a focusable control named by its title, which says what
/// pressing it does; the author comes after it, so a screen reader moving on
/// from the button reads the author next.
struct RevealQuote: StatefulComponent, Equatable {
    let quote: Quote

    static let ink = Color(red8: 0x0B, green8: 0x25, blue8: 0x45)

    func initialState() -> Bool { false }

    func body(state revealed: Bool, scope: Scope<Bool>) -> some Component {
        let position = quote.id.position
        return InsetComponent(
            view: ViewConfiguration(View.self, [.accessibilityIdentifier("quote-\(position)"),
                                                .backgroundColor(Color(red8: 0xE3, green8: 0xF0, blue8: 0xFF)), .cornerRadius(12)]),
            insets: EdgeInsets(all: 20),
            child: StackComponent(axis: .vertical, spacing: 14, alignItems: .flexStart) {
                LabelComponent(quote.text, font: .system(size: 19, weight: .medium), color: Self.ink)
                ButtonComponent(
                    titles: [.normal: revealed ? "Hide the author" : "Who said it?"], titleColors: [.normal: .white],
                    // Named after the quote it toggles: each row's button is its own action.
                    action: ControlAction("feed.reveal.\(quote.id.generation).\(position)") { scope.updateState { $0.toggle() } },
                    attributes: [.backgroundColor(.tint), .cornerRadius(8), .accessibilityIdentifier("quote-\(position).reveal")])
                if revealed {
                    LabelComponent("— \(quote.author)", font: .system(size: 15, isItalic: true), color: Self.ink,
                                   attributes: [.accessibilityIdentifier("quote-\(position).author")])
                }
            })
    }
}
