import ContainerCollection
import Foundation

/// A gallery of images in a box of limited height that scrolls inside.
///
/// From a server: `{"title": "Pictures", "style": "grid", "columns": 3, "maxHeight": 320, "images": ["pattern://gradient/1", …]}`;
/// `style` is `"grid"` (square thumbnails, the default) or `"widescreen"` (full-width 16:9 images).
/// The optional `title` names the gallery for screen readers (when it
/// scrolls, keyboard focus stops on it and reads the title).
public struct GalleryData: ComponentData, Hashable, Decodable {
    /// How images are arranged.
    public enum Style: String, Hashable, Sendable, Decodable {
        /// Square thumbnails in columns.
        case grid
        /// One full-width 16:9 image per row.
        case widescreen
    }

    /// How images are arranged.
    public var style: Style
    /// Columns of a grid, 1 to 6 (3 by default).
    public var columns: Int
    /// The tallest the gallery gets, 80 to 2,000 points (320 by default).
    public var maxHeight: Double
    /// The images, in reading order; at least one.
    public var images: [URL]
    /// What screen readers call the gallery; nil for no name.
    public var title: String?

    /// A gallery.
    public init(title: String? = nil, style: Style = .grid, columns: Int = 3, maxHeight: Double = 320, images: [URL]) {
        self.title = title
        self.style = style
        self.columns = columns
        self.maxHeight = maxHeight
        self.images = images
    }

    private enum CodingKeys: String, CodingKey { case title, style, columns, maxHeight, images }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        style = try container.decodeIfPresent(Style.self, forKey: .style) ?? .grid
        columns = try container.decodeIfPresent(Int.self, forKey: .columns) ?? 3
        maxHeight = try container.decodeIfPresent(Double.self, forKey: .maxHeight) ?? 320
        images = try container.decode([URL].self, forKey: .images)
    }

    /// Whether every value is in its range.
    public var isValid: Bool {
        !images.isEmpty && (1...6).contains(columns) && (80...2_000).contains(maxHeight)
    }
}

extension GalleryData: ScreenLimitChecking {
    /// A gallery with more images than ``/ContainerCollection/ScreenLimits/maximumItemsPerElement`` is refused.
    public func limitProblem(under limits: ScreenLimits) -> ScreenProblem.Kind? {
        images.count > limits.maximumItemsPerElement
            ? .overLimit(what: "gallery images", value: images.count, limit: limits.maximumItemsPerElement) : nil
    }
}
