import ComponentKit
import Foundation
import ViewTree

/// The list of examples; each entry opens its screen.
@MainActor
final class HomeScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "ComponentKit for Swift", path: "/")
    private let host: HostingView<Int, Entries>

    /// What the home screen lists: title, seed, summary and how to open it.
    struct Entry: Sendable {
        let id: String
        let title: String
        let detail: String
        let open: @MainActor @Sendable () -> Void
    }

    struct Entries: Sendable {
        let items: [Entry]
    }

    init(navigation: NavigationView, environment: ExamplesEnvironment) {
        let entries = Entries(items: [
            Entry(id: "photos", title: "Photos", detail: "Seed 000: a feed of network images in a list or a grid, with a detail screen",
                  open: { [weak navigation] in
                      if let navigation { ExamplesApp.showPhotos(on: navigation, environment: environment) }
                  }),
            Entry(id: "feed", title: "Quotes", detail: "An endless feed in four styles that loads 20 at a time as you scroll, with pull to refresh and Retry",
                  open: { [weak navigation] in
                      if let navigation { ExamplesApp.showFeed(on: navigation, environment: environment) }
                  }),
            Entry(id: "animals", title: "Animals", detail: "Seed 002: a table with sections, an index, swipe to delete and reordering",
                  open: { [weak navigation] in
                      if let navigation { ExamplesApp.showAnimals(on: navigation, environment: environment) }
                  }),
            Entry(id: "populations", title: "Populations", detail: "A bar chart drawn by a view kind the app defines on DrawingView",
                  open: { [weak navigation] in
                      if let navigation { ExamplesApp.showPopulations(on: navigation, environment: environment) }
                  }),
            Entry(id: "drawing", title: "Drawing", detail: "Every kind of drawing command: paths, gradients, images, text, clips and transforms",
                  open: { [weak navigation] in
                      navigation?.push(DrawingScreen(environment: environment))
                  }),
            Entry(id: "styles", title: "Views and styles", detail: "Every built-in view and view attribute, drawn alike in the browser and in PNG",
                  open: { [weak navigation] in
                      navigation?.push(StylesScreen(environment: environment))
                  }),
            Entry(id: "server", title: "Server-driven", detail: "Seed 004: a screen decoded from JSON, mixing controllers and components, with a fallback for what it cannot show",
                  open: { [weak navigation] in
                      if let navigation { ExamplesApp.showServerDriven(on: navigation, environment: environment) }
                  }),
            Entry(id: "acting", title: "Screens that act", detail: "A screen the server sends, with actions, a form, filters, paging and refresh",
                  open: { [weak navigation] in
                      navigation?.show(Location("/screens/acting"))
                  }),
            Entry(id: "typography", title: "Typography", detail: "The app's own fonts in both backends: a serif, a monospace and a display face, right to left and CJK",
                  open: { [weak navigation] in
                      navigation?.push(TypographyScreen(environment: environment))
                  }),
        ])
        host = HostingView(provider: Self.provider, sizeRangeProvider: .none, context: entries,
                           layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .groupedBackground
        host.update(model: 0)
    }

    // The list scrolls: it is taller than the screen above the tab bar.
    private static let provider = ComponentProvider<Int, Entries> { _, entries in
        ScrollComponent(axis: .vertical) { HomeList(entries: entries.items) }
    }
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
                        .onTap(Action<Void>(identity: "home.\(entry.id)") { _ in entry.open() }),
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
