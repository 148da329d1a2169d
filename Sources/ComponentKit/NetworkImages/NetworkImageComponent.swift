import Foundation
import ViewTree

/// An image downloaded from a URL, with a placeholder until it arrives and
/// an optional crop: the seeds' `CKNetworkImageComponent`.
///
/// The download starts when the mounted view's URL changes and is cancelled
/// when the URL changes again, the view is reused, or the component unmounts.
///
/// ```swift
/// NetworkImageComponent(url: photo.url, downloader: downloader, placeholder: .filled(with: .lightGray, size: size),
///                       size: ComponentSize(width: 60, height: 60))
/// ```
public struct NetworkImageComponent: Component {
    /// The request shown.
    public let request: NetworkImageView.Request
    /// Downloads the image.
    public let downloader: any ImageDownloading
    /// How the image fills the view.
    public let contentMode: ContentMode
    public let componentSize: ComponentSize

    /// What the image shows, read by screen readers; without one the image
    /// is decoration and hidden from them.
    public let accessibilityLabel: String?

    /// A network image component. Give an `accessibilityLabel` unless the
    /// image is decoration.
    public init(
        url: URL?, downloader: any ImageDownloading, accessibilityLabel: String? = nil, placeholder: Image? = nil,
        cropRect: CGRect? = nil, contentMode: ContentMode = .aspectFill, size: ComponentSize = .auto
    ) {
        self.accessibilityLabel = accessibilityLabel
        request = NetworkImageView.Request(url: url, placeholder: placeholder, cropRect: cropRect)
        self.downloader = downloader
        self.contentMode = contentMode
        self.componentSize = size
        self.viewConfiguration = Self.configuration(request: request, downloader: downloader, contentMode: contentMode,
                                       accessibilityLabel: accessibilityLabel)
    }

    public let viewConfiguration: ViewConfiguration

    private static func configuration(
        request: NetworkImageView.Request, downloader: any ImageDownloading, contentMode: ContentMode,
        accessibilityLabel: String?
    ) -> ViewConfiguration {
        ViewConfiguration(NetworkImageView.self, [
            .contentMode(contentMode), .clipsToBounds(true), .accessibilityLabel(accessibilityLabel),
            .custom("networkImage", NetworkImageAttributeValue(request: request, downloader: ImageDownloaderIdentity(downloader)),
                    apply: { view, value in view.show(value.request, downloader: downloader) },
                    unapply: { view in view.clear() }),
        ])
    }
}

/// What decides whether a mounted network image is shown again: the request
/// and which downloader fetches it.
struct NetworkImageAttributeValue: Hashable, Sendable {
    let request: NetworkImageView.Request
    let downloader: ImageDownloaderIdentity
}
