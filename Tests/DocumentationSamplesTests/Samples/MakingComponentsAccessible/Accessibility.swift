// The fragments of "Making components accessible", in a file that imports
// what the article's import block shows.

// sample: accessibility-imports
import ComponentKit   // components, attributes, AccessibilityAction, Action
import ViewTree       // View, Window, Image, AccessibilityTraits, KeyShortcut, KeyEvent
// end-sample
import Foundation

/// The article's samples, nested so their names do not meet other articles'.
enum Accessibility {
    /// What the article's `photo` stands for.
    struct Photo: Sendable {
        let id: Int
        let title: String
        let url: URL
    }

    /// What the article's `animal` stands for.
    struct Animal: Sendable {
        let name: String
        let species: String
        let status: String
    }

    /// Images named by what they show.
    static func labelledImages(picture: Image, photo: Photo, downloader: any ImageDownloading) -> some Component {
        StackComponent(axis: .vertical) {
            // sample: accessibility-images
            ImageComponent(picture, accessibilityLabel: "Sunset over the bay", contentMode: .aspectFill,
                           size: ComponentSize(width: 60, height: 60))
            NetworkImageComponent(url: photo.url, downloader: downloader, accessibilityLabel: photo.title)
            // end-sample
        }
    }

    // sample: accessibility-grouped-row
    struct AnimalRow: CompositeComponent {
        let animal: Animal

        var body: some Component {
            InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.white), .isAccessibilityElement(true)]),
                insets: EdgeInsets(horizontal: 16, vertical: 10),
                child: StackComponent(axis: .vertical, spacing: 3) {
                    LabelComponent(AttributedText(animal.name), font: .system(size: 16, weight: .semibold))
                    LabelComponent(AttributedText(animal.species), color: Color(white: 0.4))
                    LabelComponent(AttributedText(animal.status), font: .system(size: 12, weight: .semibold))
                })
        }
    }
    // end-sample

    /// A part's title as a heading.
    static func heading(photo: Photo) -> some Component {
        // sample: accessibility-heading
        LabelComponent(AttributedText(photo.title), font: .system(size: 22, weight: .bold),
                       attributes: [.accessibilityHeading(level: 2)])
        // end-sample
    }

    /// A status line read out when it changes.
    static func status(_ status: String) -> some Component {
        // sample: accessibility-live-region
        LabelComponent(AttributedText(status), attributes: [.accessibilityLiveRegion(.polite)])
        // end-sample
    }

    /// Announcements through the window.
    @MainActor
    static func announce(photos: [Photo], in window: Window) {
        // sample: accessibility-announce
        window.announce("\(photos.count) photos loaded")
        window.announce("Could not save the photo", priority: .assertive)
        // end-sample
    }
}

// sample: accessibility-custom-actions
extension ActionName where Value == Void {
    static let favourite = ActionName("favourite")
}

// sample-hide
extension Accessibility {
    /// A row with two custom actions, one through the responder chain.
    static func actions(scope: Scope<Int>, photo: Photo, delete: @escaping @MainActor @Sendable (Photo) -> Void)
        -> ViewConfiguration {
        // sample-show
        ViewConfiguration(View.self, [
            .isAccessibilityElement(true),
            .accessibilityActions([
                AccessibilityAction("Favourite", shortcut: KeyShortcut("f"), action: .send(.favourite, from: scope)),
                AccessibilityAction("Delete", shortcut: KeyShortcut(.delete),
                                    action: Action(identity: "delete-\(photo.id)") { delete(photo) }),
            ]),
        ])
        // sample-hide
    }
}
// end-sample
