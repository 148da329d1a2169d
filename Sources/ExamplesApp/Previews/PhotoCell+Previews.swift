import ComponentKit
import Foundation
import ImageCodecs

extension PhotoCell {
    /// A list cell of `photo`, at two widths, light and dark, with larger
    /// text too: the title wraps and the thumbnail stays 72 points.
    static func previews(photo: Photo, library: PhotoLibrary) -> [Preview] {
        let context = PhotoContext.preview(library: library)
        return [
            Preview("Photo cell", group: "Photos", widths: [320, 390], textSizes: [.large, .extraExtraExtraLarge]) { _ in
                PhotoCell(photo: photo, context: context)
            },
        ]
    }
}

extension PhotoDetail {
    /// The detail layout of `photo`: the picture at full width in 3:2, its title and author, light and dark, both directions.
    static func previews(photo: Photo, library: PhotoLibrary) -> [Preview] {
        let context = PhotoContext.preview(library: library)
        return [
            Preview("Photo detail", group: "Photos", widths: [320], directions: [.leftToRight, .rightToLeft]) { _ in
                PhotoDetail(photo: photo, context: context)
            },
        ]
    }
}

extension PhotoContext {
    /// What the photo previews need: the library's pictures, drawn in the
    /// very mount that makes their views (no placeholder, nothing to wait
    /// for), in the list layout, opening nothing.
    static func preview(library: PhotoLibrary) -> PhotoContext {
        let downloader = ImmediateImageDownloader { url in
            library.data(forFile: url.lastPathComponent).flatMap { try? ImageCodec.decode($0) }
        }
        return PhotoContext(downloader: downloader, baseURL: URL(filePath: "/"), layout: .list, open: { _ in })
    }
}

extension PhotoSearchField {
    /// The empty search field with its placeholder, light and dark, both directions.
    static var previews: [Preview] {
        [
            Preview("Photo search field", group: "Photos", directions: [.leftToRight, .rightToLeft]) { _ in
                PhotoSearchField(search: Action<String>(identity: "previews.photos.search") { _ in })
            },
        ]
    }
}
