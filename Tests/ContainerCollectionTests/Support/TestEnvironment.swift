import Foundation
import RasterBackend
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// Shared settings and helpers of the Container Collection tests.
enum TestEnvironment {
    /// Pango text at scale 2, as snapshots draw.
    static let layoutContext = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)

    /// Fallbacks that show, so tests can see them.
    static let fallback = FallbackFactory(style: .visible, layoutContext: layoutContext)

    /// The example factories with pattern images and visible fallbacks;
    /// heavy pictures are drawn small (debug builds draw millions of pixels slowly).
    static let examples = ExampleFactories(
        layoutContext: layoutContext, downloader: PatternImageDownloader(), heavyLoader: smallHeavyPictures, fallbackStyle: .visible)

    /// Heavy pictures at most 64 pixels on a side, in the data's proportions.
    static let smallHeavyPictures = HeavyImageLoader { data in
        let scale = 64 / Double(max(data.pixelWidth, data.pixelHeight))
        return try PatternImage(seed: data.seed, striped: true)
            .render(width: Int((Double(data.pixelWidth) * scale).rounded()), height: Int((Double(data.pixelHeight) * scale).rounded()))
    }

    /// The folder of this test target's fixtures (read by path, like the snapshots).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A decoder over `mapper` (the examples' by default).
    static func decoder(mapper: (any ComponentMapper)? = nil, limits: ScreenLimits = .default,
                        actionPolicy: ScreenActionPolicy = .default) -> ScreenDecoder {
        ScreenDecoder(mapper: mapper ?? examples.mapper(), fallback: fallback, limits: limits, actionPolicy: actionPolicy)
    }
}

extension Element {
    /// What the element is, for assertions: its reuse identifier's last part, or `fallback`.
    var summary: String {
        if data is FallbackData { return "fallback" }
        return factory.identifyComponent(using: data)
    }
}
