import ComponentKit
import Foundation
import ViewTree

/// Every kind of drawing command (``DrawingGallery``), three to a row,
/// each a ``ViewTree/DrawingView`` named by its caption and what it shows.
@MainActor
final class DrawingScreen: NavigationScreen {
    var view: View { host }
    let navigationItem = NavigationItem(title: "Drawing", path: "/drawing")
    private let host: HostingView<Int, Void>

    init(environment: ExamplesEnvironment) {
        host = HostingView(provider: Self.provider, sizeRangeProvider: .none, context: (), layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        host.update(model: 0)
    }

    // Taller than the screen: it scrolls.
    private static let provider = ComponentProvider<Int, Void> { _, _ in
        ScrollComponent(axis: .vertical) { gallery.component(for: 0) }
    }

    /// The gallery, drawn and laid out once for every session (it never
    /// changes: the input is a version).
    nonisolated static let gallery = SharedSubtree<Int> { _ in
        DrawingGalleryBody(gallery: Result { () throws(DrawingError) in try DrawingGallery.entries() })
    }
}

/// The entries in rows of three, each drawing above its caption.
struct DrawingGalleryBody: CompositeComponent {
    let gallery: Result<[DrawingGallery.Entry], DrawingError>

    var body: some Component {
        // The gallery is constant, so a refused drawing is a bug: it is shown, not hidden.
        let entries = (try? gallery.get()) ?? []
        return InsetComponent(insets: EdgeInsets(all: 16), child: StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
            LabelComponent("Each kind of drawing command, drawn alike by the raster backend and the browser.",
                           font: .preferred(.subheadline), color: .secondaryLabel, numberOfLines: 0)
            if case let .failure(error) = gallery {
                LabelComponent(AttributedText("The gallery could not be drawn: \(error)"), color: .destructive, numberOfLines: 0)
            }
            for start in stride(from: 0, to: entries.count, by: 3) {
                StackComponent(axis: .horizontal, spacing: 12, justifyContent: .center) {
                    for entry in entries[start..<min(start + 3, entries.count)] {
                        StackComponent(axis: .vertical, spacing: 4, alignItems: .center) {
                            DrawingComponent(entry.drawing, accessibilityLabel: entry.accessibilityLabel,
                                             attributes: [.accessibilityIdentifier("drawing.\(entry.title)")])
                            LabelComponent(AttributedText(entry.title), font: .preferred(.caption), color: .secondaryLabel,
                                           attributes: [.accessibilityElementsHidden(true)])
                        }
                    }
                }
            }
        })
    }
}
