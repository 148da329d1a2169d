import ComponentKit
import Foundation

/// What every photo component needs besides its photo.
struct PhotoContext: Sendable {
    let images: any ImageDownloading
}

/// A row of the list: the photo's thumbnail beside its title and author.
struct PhotoComponent: CompositeComponent {
    let photo: Photo
    let context: PhotoContext

    var body: some Component {
        InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.white)]),
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
