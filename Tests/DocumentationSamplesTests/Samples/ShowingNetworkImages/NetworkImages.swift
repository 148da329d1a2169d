import ComponentKit
import Foundation

/// The samples of "Showing network images", nested so their names do not meet other articles'.
enum NetworkImages {
    /// What the article's `photo` stands for.
    struct Photo: Sendable {
        let title: String
        let thumbnailURL: URL
    }

    /// A thumbnail with a gray placeholder until its image arrives.
    static func thumbnail(for photo: Photo, images: any ImageDownloading) -> some Component {
        // sample: images-component
        NetworkImageComponent(url: photo.thumbnailURL, downloader: images,
                              accessibilityLabel: photo.title,
                              placeholder: .filled(with: Color(white: 0.9), size: CGSize(width: 8, height: 8)),
                              contentMode: .aspectFill,
                              size: ComponentSize(width: 72, height: 72))
        // end-sample
    }

    /// One cache in front of the folder, shared by every screen.
    static func sharedImages(folder: URL) -> CachingImageDownloader {
        // sample: images-caching
        let images = CachingImageDownloader(upstream: FolderImageDownloader(folder: folder), maximumByteCount: 32 << 20)
        // end-sample
        return images
    }

    /// The three ways the article makes an immediate downloader.
    static func immediateDownloaders(for photo: Photo) -> [ImmediateImageDownloader] {
        // sample: images-immediate
        let known = ImmediateImageDownloader(images: [photo.thumbnailURL: .filled(with: .red, size: CGSize(width: 72, height: 72))])
        let drawn = ImmediateImageDownloader { url in .filled(with: .gray, size: CGSize(width: 72, height: 72)) }
        let failing = ImmediateImageDownloader { _ in nil }   // every image fails: placeholders only
        // end-sample
        return [known, drawn, failing]
    }
}
