import ContainerCollection
import Foundation
import ViewTree

/// A block of text with an optional title, plain or in a tinted box, in
/// the semantic colours of the tree it is built in.
public struct TextBlockComponent: CompositeComponent {
    /// What is shown.
    public let data: TextBlockData

    /// The block for `data`.
    public init(data: TextBlockData) {
        self.data = data
    }

    // Colours are read here, in `body`, so they are the traits' of the tree being built.
    public var body: InsetComponent {
        let text = StackComponent(spacing: 6) {
            if let title = data.title, !title.isEmpty {
                LabelComponent(AttributedText(title), font: .system(size: 20, weight: .bold),
                               attributes: [.accessibilityHeading(level: 2)])
            }
            LabelComponent(AttributedText(data.body), font: .system(size: 15))
        }
        switch data.style {
        case .plain:
            return InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.systemBackground)]),
                                  insets: EdgeInsets(horizontal: 16, vertical: 12), child: text)
        case .callout:
            // No system colour is a tinted box: a pale blue, a deep one in dark mode (its text reads at 14:1 or more on either).
            let fill = ComponentContext.current.colorScheme == .dark ? Color(red8: 0x10, green8: 0x2A, blue8: 0x45)
                                                                      : Color(red: 0.9, green: 0.95, blue: 1)
            let box = ViewConfiguration(View.self, [.backgroundColor(fill), .cornerRadius(10)])
            return InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 8),
                                  child: InsetComponent(view: box, insets: EdgeInsets(all: 12), child: text))
        }
    }
}
