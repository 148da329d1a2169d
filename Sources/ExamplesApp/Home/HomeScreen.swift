import ComponentKit
import Foundation
import ViewTree

/// The list of examples; each entry opens its screen.
///
/// Every session shows the same cards, so they are one `SharedSubtree`:
/// made and laid out once for the process, each session mounting views of
/// its own. A card's tap names the card and goes to this screen's host
/// (`Action.sendToHost`), whose context handler (an `ExampleOpener`) opens
/// the example on the session's navigation.
@MainActor
final class HomeScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "ComponentKit for Swift", path: "/")
    private let host: HostingView<Int, Void>
    private let opener: ExampleOpener

    /// What the home screen lists: title, seed and summary.
    struct Entry: Hashable, Sendable {
        let id: String
        let title: String
        let detail: String
    }

    /// Every example, in the order the home screen lists them.
    nonisolated static let entries = [
        Entry(id: "photos", title: "Photos",
              detail: "Seed 000: a feed of network images in a list or a grid, with a detail screen"),
        Entry(id: "feed", title: "Quotes",
              detail: "An endless feed in four styles that loads 20 at a time as you scroll, with pull to refresh and Retry"),
        Entry(id: "animals", title: "Animals",
              detail: "Seed 002: a table with sections, an index, swipe to delete and reordering"),
        Entry(id: "populations", title: "Populations",
              detail: "A bar chart drawn by a view kind the app defines on DrawingView"),
        Entry(id: "drawing", title: "Drawing",
              detail: "Every kind of drawing command: paths, gradients, images, text, clips and transforms"),
        Entry(id: "styles", title: "Views and styles",
              detail: "Every built-in view and view attribute, drawn alike in the browser and in PNG"),
        Entry(id: "server", title: "Server-driven",
              detail: "Seed 004: a screen decoded from JSON, mixing controllers and components, with a fallback for what it cannot show"),
        Entry(id: "acting", title: "Screens that act",
              detail: "A screen the server sends, with actions, a form, filters, paging and refresh"),
        Entry(id: "typography", title: "Typography",
              detail: "The app's own fonts in both backends: a serif, a monospace and a display face, right to left and CJK"),
    ]

    init(navigation: NavigationView, environment: ExamplesEnvironment) {
        opener = ExampleOpener(navigation: navigation, environment: environment)
        host = HostingView(provider: Self.provider, sizeRangeProvider: .none, context: (), layoutContext: environment.layoutContext)
        host.scopeRoot.contextResponder = opener
        host.semanticBackgroundColor = .groupedBackground
        host.update(model: 0)
    }

    // The list scrolls: it is taller than the screen above the tab bar.
    private static let provider = ComponentProvider<Int, Void> { _, _ in
        ScrollComponent(axis: .vertical) { cards.component(for: entries) }
    }

    /// The cards, made once for every session.
    nonisolated static let cards = SharedSubtree<[Entry]> { entries in HomeList(entries: entries) }
}

/// The entries as tappable cards, in the system's grouped colours and
/// text styles: dark in dark mode, larger with larger text.
struct HomeList: CompositeComponent {
    let entries: [HomeScreen.Entry]

    var body: some Component {
        InsetComponent(insets: EdgeInsets(all: 16), child: StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
            LabelComponent("Examples built from the seeds, running on Linux and mirrored into this page.",
                           font: .preferred(.subheadline), color: .secondaryLabel, numberOfLines: 0)
            for entry in entries {
                InsetComponent(
                    view: ViewConfiguration(View.self, [
                        .backgroundColor(.secondaryGroupedBackground), .cornerRadius(10), .accessibilityIdentifier("home.\(entry.id)"),
                        // Named by its title, described by the rest: the whole card read as its name was a paragraph.
                        .accessibilityLabel(entry.title), .accessibilityHint(entry.detail),
                        .onTap(Action<Void>.sendToHost(.openExample, value: entry.id)),
                    ]),
                    insets: EdgeInsets(all: 16),
                    child: StackComponent(axis: .vertical, spacing: 4) {
                        LabelComponent(AttributedText(entry.title), font: .preferred(.headline))
                        LabelComponent(AttributedText(entry.detail), font: .preferred(.subheadline), color: .secondaryLabel,
                                       numberOfLines: 0)
                    })
            }
        })
    }
}
