import ContainerCollection
import Foundation
import ViewTree

/// Produces the decoded picture for a ``HeavyResourceData``. The default
/// draws a ``PatternImage`` at the data's pixel size; an app passes a
/// loader that decodes a file (with `RasterBackend.ImageCodec`, whose
/// pixel limit refuses oversized files before allocating).
///
/// ``HeavyResourceViewController`` checks the data's pixel count against
/// its limit and reserves the bytes in its screen's
/// ComponentKit's `DecodedImageBudget` before calling the loader.
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

    /// Draws a pattern of the data's size (refused over the default pixel
    /// limit; the controller checks its own limit before calling a loader).
    public static let pattern = HeavyImageLoader { data in
        try PatternImage(seed: data.seed, striped: true).render(width: data.pixelWidth, height: data.pixelHeight)
    }
}
