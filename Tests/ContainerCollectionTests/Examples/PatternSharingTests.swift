import Foundation
import Testing
import ViewTree
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// Issue 23: every session of the examples server drew the server-driven
/// screen's 2,048 × 1,536 picture for itself (12 MB each); a pattern is now
/// drawn once while anyone shows it.
@Suite("Pattern images are drawn once and shared while held")
struct PatternSharingTests {
    /// A seed no other test draws, so what is shared here was made here.
    static let seed = 9_023_001

    @Test("Two screens' heavy pictures of one element read the same pixels")
    func heavyPictureShared() throws {
        let data = HeavyResourceData(caption: "Harbour", seed: Self.seed, pixelWidth: 256, pixelHeight: 192)
        let first = try HeavyImageLoader.pattern.image(for: data)
        let second = try HeavyImageLoader.pattern.image(for: data)
        #expect(first.sharesPixels(with: second))
        #expect(first.pixelWidth == 256 && first.pixelHeight == 192)
        // Another size or seed is another picture.
        var larger = data
        larger.pixelWidth = 257
        #expect(!(try HeavyImageLoader.pattern.image(for: larger)).sharesPixels(with: first))
    }

    @Test("Shared pixels are the pixels a fresh drawing makes")
    func sharedPixelsAreRight() throws {
        let pattern = PatternImage(seed: Self.seed + 1, striped: true)
        let held = try pattern.render(width: 40, height: 30)
        let again = try pattern.render(width: 40, height: 30)
        #expect(again.sharesPixels(with: held))
        // A scale is part of the key: same pixels drawn, a different image.
        let doubled = try pattern.render(width: 40, height: 30, scale: 2)
        #expect(!doubled.sharesPixels(with: held) && doubled.rgba == held.rgba && doubled.size == CGSize(width: 20, height: 15))
    }

    @Test("pattern: URLs downloaded by two sessions share one image; the pixel limit still applies first")
    func downloadsShared() throws {
        let url = try #require(URL(string: "pattern://stripes/\(Self.seed + 2)?size=64x48"))
        let first = try PatternImageDownloader.image(for: url).get()
        let second = try PatternImageDownloader.image(for: url).get()
        #expect(first.sharesPixels(with: second))
        guard case let .failure(error) = PatternImageDownloader.image(for: url, maximumPixelCount: 100) else {
            Issue.record("a held image must not get around a smaller pixel limit")
            return
        }
        #expect(error.reason.contains("pixels"))
    }
}
