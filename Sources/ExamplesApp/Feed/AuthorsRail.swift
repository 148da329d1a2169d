import ComponentKit
import Foundation

/// The feed's header: the authors it quotes, as chips in a rail that
/// scrolls sideways (a ``ScrollComponent`` inside the vertical list).
///
/// The chips are words, not controls, so the rail itself is the keyboard's
/// stop: Tab reaches it as a region named "Authors", and the arrow keys,
/// Home and End scroll it. In a right-to-left session it starts at its
/// right end.
struct AuthorsRail: CompositeComponent {
    /// Each author once, in the order the stream first quotes them.
    static let authors: [String] = Quote.samples.reduce(into: []) { names, sample in
        if !names.contains(sample.author) { names.append(sample.author) }
    }

    var body: some Component {
        InsetComponent(insets: EdgeInsets(top: 12, left: 0, bottom: 4, right: 0), child: StackComponent(axis: .vertical, spacing: 8, alignItems: .stretch) {
            InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 0), child: LabelComponent(
                "Authors in this feed", font: .system(size: 15, weight: .semibold), color: .secondaryLabel,
                attributes: [.accessibilityTraits(.header)]))
            ScrollComponent(axis: .horizontal, key: "authors",
                            attributes: [.accessibilityIdentifier("feed.authors"), .accessibilityLabel("Authors")]) {
                InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 0), child: StackComponent(axis: .horizontal, spacing: 8) {
                    for (index, author) in Self.authors.enumerated() {
                        InsetComponent(
                            view: ViewConfiguration(View.self, [.backgroundColor(.secondaryGroupedBackground), .cornerRadius(16),
                                                                .borderWidth(1), .borderColor(.separator),
                                                                .accessibilityIdentifier("feed.author-\(index)")]),
                            insets: EdgeInsets(horizontal: 14, vertical: 8),
                            child: LabelComponent(author, font: .system(size: 15)))
                    }
                })
            }
        })
    }
}
