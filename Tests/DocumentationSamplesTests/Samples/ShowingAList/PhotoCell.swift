import ComponentKitLists
import Foundation

extension ShowingAList {
    // sample: list-cell
    /// What every cell needs besides its photo, from the screen that owns the list.
    struct PhotoListContext: Sendable {
        let downloader: any ImageDownloading
        let open: Action<Photo>
    }

    struct PhotoCell: CompositeComponent {
        let photo: Photo
        let context: PhotoListContext

        var body: some Component {
            let tap = Action<Void>(identity: "open-\(photo.id)") { context.open.send(photo) }
            return InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.white), .onTap(tap)]),
                insets: EdgeInsets(all: 8),
                child: StackComponent(axis: .horizontal, spacing: 8) {
                    NetworkImageComponent(url: photo.thumbnailURL, downloader: context.downloader,
                                          size: ComponentSize(width: 48, height: 48))
                    LabelComponent(AttributedText(photo.title), font: .system(size: 15, weight: .semibold))
                })
        }
    }
    // end-sample
}
