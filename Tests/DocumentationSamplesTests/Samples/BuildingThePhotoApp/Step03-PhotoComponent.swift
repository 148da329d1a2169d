// sample: photoapp-03-photo-component.swift
import ComponentKit
import Foundation

// sample-hide
extension PhotoAppStep03 {
    // sample-show
    /// What every photo component needs besides its photo.
    struct PhotoContext: Sendable {
        let images: any ImageDownloading
        /// Sent with the photo when its row is tapped.
        let open: Action<Photo>
    }

    /// A row of the list: the photo's thumbnail beside its title and author.
    struct PhotoComponent: CompositeComponent {
        let photo: Photo
        let context: PhotoContext

        var body: some Component {
            // The identity names the photo: a row shown again for the same photo keeps its action.
            let tap = Action<Void>(identity: "open-\(photo.id)") { context.open.send(photo) }
            return InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.white), .onTap(tap)]),
                insets: EdgeInsets(horizontal: 16, vertical: 8),
                child: StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                    NetworkImageComponent(url: photo.imageURL, downloader: context.images,
                                          placeholder: .filled(with: Color(white: 0.9), size: CGSize(width: 8, height: 8)),
                                          size: ComponentSize(width: 72, height: 72))
                    StackComponent(axis: .vertical, spacing: 4) {
                        LabelComponent(AttributedText(photo.title), font: .system(size: 16, weight: .semibold))
                        LabelComponent(AttributedText(photo.author), font: .system(size: 13), color: Color(white: 0.45))
                    }
                })
        }
    }
    // sample-hide
}
// end-sample
