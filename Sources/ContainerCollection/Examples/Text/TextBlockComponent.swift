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
            // The tint, faint: light blue on white, deep blue on black.
            let box = ViewConfiguration(View.self, [.backgroundColor(Color.accent.withAlpha(0.12)), .cornerRadius(10)])
            return InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 8),
                                  child: InsetComponent(view: box, insets: EdgeInsets(all: 12), child: text))
        }
    }
}
