import ContainerCollection
import Foundation
import RasterBackend
import ContainerCollectionExamples

extension Readme {
    /// The README's limits block: a screen decoded under tighter limits, and a picture decoded under one.
    @MainActor
    static func decodeWithLimits(_ json: Data, picture data: Data, context: LayoutContext) throws -> (Screen, Image) {
        // sample: readme-screen-limits
        let limits = ScreenLimits(maximumElements: 500, maximumImagePixelCount: 16_000_000,
                                  maximumDecodedByteCount: 128 << 20)
        let factories = ExampleFactories(layoutContext: context, downloader: PatternImageDownloader(maximumPixelCount: 16_000_000),
                                         limits: limits)
        let screen = try ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback, limits: limits).decode(json)
        let photo = try ImageCodec.decode(data, maximumPixelCount: 16_000_000)
        // end-sample
        return (screen, photo)
    }
}
