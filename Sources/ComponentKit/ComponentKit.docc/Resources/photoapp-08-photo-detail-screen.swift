import ComponentKit
import Foundation

/// One photo, as wide as the screen, over its title and author.
struct PhotoDetail: CompositeComponent {
    let photo: Photo
    let images: any ImageDownloading

    var body: some Component {
        StackComponent(axis: .vertical, spacing: 12) {
            NetworkImageComponent(url: photo.imageURL, downloader: images, accessibilityLabel: photo.title,
                                  placeholder: .filled(with: Color(white: 0.9), size: CGSize(width: 8, height: 8)),
                                  size: ComponentSize(width: .percent(100), height: 260))
            InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 0), child: StackComponent(axis: .vertical, spacing: 6) {
                LabelComponent(AttributedText(photo.title), font: .system(size: 22, weight: .bold))
                LabelComponent(AttributedText("by \(photo.author)"), font: .system(size: 15), color: Color(white: 0.45))
            })
        }
    }
}

/// The screen of one photo, at `/photos/<id>`.
@MainActor
final class PhotoDetailScreen: NavigationScreen {
    let photo: Photo
    let view: View
    var navigationItem: NavigationItem {
        NavigationItem(title: photo.title, path: "/photos/\(photo.id)")
    }

    init(photo: Photo, images: any ImageDownloading) {
        self.photo = photo
        let host = HostingView(provider: Self.provider, context: images)
        host.backgroundColor = .white
        host.update(model: photo)
        view = host
    }

    private static let provider = ComponentProvider<Photo, any ImageDownloading> { photo, images in
        PhotoDetail(photo: photo, images: images)
    }
}
