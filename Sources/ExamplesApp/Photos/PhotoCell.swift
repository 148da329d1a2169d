import ComponentKit
import Foundation

/// How the photo list shows its photos.
public enum PhotoLayout: Hashable, Sendable {
    /// One photo per row: thumbnail, title and author.
    case list
    /// Square thumbnails, three per row.
    case grid
}

/// What photo cells need besides the photo: where images come from and the layout.
public struct PhotoContext: Sendable {
    /// Downloads photos (from the app's own server, or its library when rendering).
    public var downloader: any ImageDownloading
    /// The base URL photos are served under.
    public var baseURL: URL
    /// List or grid.
    public var layout: PhotoLayout
    /// Called with a tapped photo.
    public var open: @MainActor @Sendable (Photo) -> Void
}

/// A photo in the list (thumbnail beside title and author) or grid (square
/// thumbnail), with a gray placeholder until the image arrives.
struct PhotoCell: CompositeComponent {
    let photo: Photo
    let context: PhotoContext

    static let placeholder = Image.filled(with: Color(white: 0.88), size: CGSize(width: 8, height: 8))

    var body: some Component {
        let url = context.baseURL.appendingPathComponent("media/photos").appendingPathComponent(photo.file)
        let open = context.open
        let photo = self.photo
        let tapped = Action<Void>(identity: "open-\(photo.id)") { open(photo) }
        // Named explicitly: a browser names a button by its text run together ("Dawn over the hillsby Ada").
        let view = ViewConfiguration(View.self, [.accessibilityIdentifier("photo-\(photo.id)"), .backgroundColor(.systemBackground), .onTap(tapped),
                                                 .accessibilityLabel("\(photo.title), \(photo.author)"),
                                                 .accessibilityHint("Opens the photo")])
        let content: any Component
        switch context.layout {
        case .grid:
            // The data source lays grid cells out in an exact square.
            // Only the picture shows: it is named by the photo's title and author.
            content = NetworkImageComponent(url: url, downloader: context.downloader,
                                            accessibilityLabel: "\(photo.title), \(photo.author)", placeholder: Self.placeholder,
                                            contentMode: .aspectFill, size: ComponentSize(width: .percent(100), height: .percent(100)))
        case .list:
            content = StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                NetworkImageComponent(url: url, downloader: context.downloader, placeholder: Self.placeholder,
                                      contentMode: .aspectFill, size: ComponentSize(width: 72, height: 72))
                StackComponent(axis: .vertical, spacing: 4) {
                    LabelComponent(AttributedText(photo.title), font: .preferred(.headline), numberOfLines: 2)
                    LabelComponent(AttributedText(photo.author), font: .preferred(.footnote), color: .secondaryLabel)
                }
            }
        }
        return InsetComponent(view: view, insets: context.layout == .grid ? EdgeInsets(all: 1) : EdgeInsets(horizontal: 16, vertical: 8),
                              child: content)
    }
}
