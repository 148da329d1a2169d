import Foundation
import ViewTree

/// Produces the decoded picture for a ``HeavyResourceData``. The default
/// draws a ``PatternImage`` at the data's pixel size; an app passes a
/// loader that decodes a file (with `RasterBackend.ImageCodec`).
///
/// ```swift
/// let loader = HeavyImageLoader { data in try ImageCodec.decode(Data(contentsOf: photos[data.seed])) }
/// ```
public struct HeavyImageLoader: Sendable {
    private let load: @Sendable (HeavyResourceData) throws -> Image

    /// A loader from a function.
    public init(_ load: @escaping @Sendable (HeavyResourceData) throws -> Image) {
        self.load = load
    }

    /// The picture for `data`.
    public func image(for data: HeavyResourceData) throws -> Image {
        try load(data)
    }

    /// Draws a pattern of the data's size.
    public static let pattern = HeavyImageLoader { data in
        PatternImage(seed: data.seed, striped: true).render(width: data.pixelWidth, height: data.pixelHeight)
    }
}
