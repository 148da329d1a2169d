import Foundation
import Synchronization
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// Issue 16, rows 1 and 2: numbers from documents and URLs cannot trap, and
/// a screen's element and item counts are bounded with the limits named.
@MainActor
@Suite("Screen limits: extreme numbers never trap, counts and pixels are bounded and reported")
struct ScreenLimitsTests {
    /// Counts downloads and answers each with one pixel (the counts matter here, not the drawing).
    final class CountingDownloader: ImageDownloading {
        let urls = Mutex<[URL]>([])
        func download(from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
                      completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void) -> any ImageDownloadToken {
            urls.withLock { $0.append(url) }
            completion(.success(Image.filled(with: .gray, size: CGSize(width: 1, height: 1))))
            return PatternDownloadToken()
        }
    }

    static func document(_ elements: [String]) -> Data {
        Data(#"{"version": 1, "sections": [{"id": "main", "elements": [\#(elements.joined(separator: ","))]}]}"#.utf8)
    }

    /// Decodes, validates and shows `data` in a 390 × 844 container, scrolled to the end.
    func showEverything(_ data: Data, factories: ExampleFactories = TestEnvironment.examples) throws -> Screen {
        let decoder = ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback)
        let screen = try decoder.validate(data)
        let container = ContainerCollectionController(layout: screen.layout, fallback: factories.fallback)
        try container.present(in: Window(size: CGSize(width: 390, height: 844)))
        try container.show(screen)
        container.layoutIfNeeded()
        container.listView.scroll(to: CGPoint(x: 0, y: container.listView.contentSize.height))
        container.layoutIfNeeded()
        return screen
    }

    @Test("Seeds of 9e18, Int.min and Int.max in heavy elements and image URLs are shown, not trapped on")
    func extremeSeeds() throws {
        let screen = try showEverything(Self.document([
            #"{"id": "a", "component": "heavy", "data": {"caption": "9e18", "seed": 9000000000000000000, "pixelWidth": 64, "pixelHeight": 64}}"#,
            #"{"id": "b", "component": "heavy", "data": {"caption": "min", "seed": -9223372036854775808, "pixelWidth": 64, "pixelHeight": 64}}"#,
            #"{"id": "c", "component": "heavy", "data": {"caption": "max", "seed": 9223372036854775807, "pixelWidth": 64, "pixelHeight": 64}}"#,
            #"{"id": "d", "component": "image", "data": {"title": "huge", "image": "pattern://gradient/9000000000000000000"}}"#,
            #"{"id": "e", "component": "image", "data": {"title": "max", "image": "pattern://stripes/9223372036854775807?size=8x8"}}"#,
        ]))
        #expect(screen.problems.isEmpty)
        #expect(screen.sections[0].elements.map(\.summary) == ["heavy", "heavy", "heavy", "image.stacked", "image.stacked"])
        for seed in [9_000_000_000_000_000_000, .min, .max, -7] {
            #expect(throws: Never.self) { try PatternImage(seed: seed, striped: true).render(width: 4, height: 4) }
        }
        // Seeds that never overflowed keep their colors; a negative seed draws as its magnitude.
        #expect(try PatternImage(seed: -7).render(width: 4, height: 4) == PatternImage(seed: 7).render(width: 4, height: 4))
    }

    @Test("Numbers out of range in pattern URLs and sizes are refused with the reason")
    func patternURLs() throws {
        func failure(_ text: String, limit: Int = 40_000_000) throws -> String? {
            let url = try #require(URL(string: text))
            guard case let .failure(error) = PatternImageDownloader.image(for: url, maximumPixelCount: limit) else { return nil }
            return error.reason
        }
        #expect(try failure("pattern://gradient/99999999999999999999")
            == "the path must be a number from 0 to 9223372036854775807, e.g. pattern://gradient/7")
        #expect(try failure("pattern://gradient/-1") != nil)
        #expect(try failure("pattern://gradient/1?size=4096x4096") == "size must be WxH with sides from 1 to 1024")
        #expect(try failure("pattern://gradient/1?size=99999999999999999999x1") == "size must be WxH with sides from 1 to 1024")
        #expect(try failure("pattern://gradient/1?size=1000x1000", limit: 10_000) == "1000 × 1000 pixels is over the limit of 10000 pixels")
        #expect(try failure("pattern://gradient/9223372036854775807?size=2x2") == nil)
    }

    @Test("Rendering refuses sizes over the pixel limit before allocating, for any width and height")
    func renderLimits() {
        for (width, height) in [(Int.max, Int.max), (Int.max, 2), (20_000, 20_000), (100_000, 1_000)] {
            #expect(throws: ImageLimitError.tooManyPixels(width: width, height: height, limit: 40_000_000)) {
                try PatternImage(seed: 1).render(width: width, height: height)
            }
        }
        #expect(throws: Never.self) { try PatternImage(seed: 1).render(width: .min, height: 0, scale: .nan) }
    }

    /// `count` gallery elements of `imagesEach` 1024-pixel pattern images.
    static func galleries(_ count: Int, imagesEach: Int) -> [String] {
        let images = (0..<imagesEach).map { #""pattern://gradient/\#($0)?size=1024x1024""# }.joined(separator: ",")
        return (0..<count).map { #"{"id": "g\#($0)", "component": "gallery", "data": {"maxHeight": 2000, "images": [\#(images)]}}"# }
    }

    @Test("10 galleries × 5,000 images: each gallery is a fallback naming the item limit")
    func hugeGalleries() throws {
        let galleries = Self.galleries(10, imagesEach: 5_000)
        let downloader = CountingDownloader()
        let factories = ExampleFactories(layoutContext: TestEnvironment.layoutContext, downloader: downloader, fallbackStyle: .visible)
        let screen = try showEverything(Self.document(galleries), factories: factories)
        #expect(screen.sections[0].elements.allSatisfy { $0.summary == "fallback" })
        #expect(screen.problems.count == 10)
        #expect(screen.problems.first?.description == "$.sections[0].elements[0].data: gallery images: 5000, over the limit of 1000")
        #expect(downloader.urls.withLock { $0.isEmpty })
    }

    @Test("Galleries allowed 5,000 images each load only the images near the screen")
    func galleriesWithinRaisedLimits() throws {
        let galleries = Self.galleries(10, imagesEach: 5_000)
        let limits = ScreenLimits(maximumItemsPerElement: 5_000)
        let downloader = CountingDownloader()
        let factories = ExampleFactories(layoutContext: TestEnvironment.layoutContext, downloader: downloader,
                                         fallbackStyle: .visible, limits: limits)
        let screen = try ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback, limits: limits)
            .decode(Self.document(galleries))
        #expect(screen.problems.isEmpty)
        let container = ContainerCollectionController(layout: screen.layout, fallback: factories.fallback)
        try container.show(screen)
        try container.present(in: Window(size: CGSize(width: 390, height: 844)))
        container.layoutIfNeeded()
        // A 2,000-point gallery of 130-point squares in three columns holds
        // about 50; with working ranges, two galleries' worth at most of the 50,000.
        let loaded = downloader.urls.withLock { $0.count }
        #expect(loaded > 0 && loaded <= 250, "\(loaded) images loaded")
    }

    @Test("A gallery configured before it has a size, or while one point wide, loads only images near its top",
          arguments: [CGSize.zero, CGSize(width: 1, height: 100)])
    func unsizedGallery(frame: CGSize) {
        let downloader = CountingDownloader()
        let gallery = GalleryViewController(downloader: downloader, layoutContext: TestEnvironment.layoutContext,
                                            fallback: TestEnvironment.fallback)
        // A container's cell is 1 point wide while the container has no width yet.
        gallery.view.frame = CGRect(origin: .zero, size: frame)
        let images = (0..<1_000).compactMap { URL(string: "pattern://gradient/\($0)?size=1024x1024") }
        gallery.configure(with: GalleryData(maxHeight: 2_000, images: images))
        // Columns of no width once put every image on one line, all in range, all loaded.
        #expect(downloader.urls.withLock { $0.count } <= 10, "\(downloader.urls.withLock { $0.count }) loaded before sizing")
        let size = gallery.sizeThatFits(CGSize(width: 390, height: CGFloat.infinity))
        #expect(size.height == 2_000)
        let loaded = downloader.urls.withLock { $0.count }
        #expect(loaded > 0 && loaded <= 80, "\(loaded) images loaded")
    }

    @Test("10 galleries of 1,000 images (within the limits) validate and show loading only images near the screen")
    func galleriesWithinLimits() throws {
        let galleries = Self.galleries(10, imagesEach: 1_000)
        let downloader = CountingDownloader()
        let factories = ExampleFactories(layoutContext: TestEnvironment.layoutContext, downloader: downloader, fallbackStyle: .visible)
        let decoder = ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback)
        let screen = try decoder.validate(Self.document(galleries))
        #expect(screen.problems.isEmpty)
        let validated = downloader.urls.withLock { $0.count }
        #expect(validated <= 10 * 30 + 100, "validation loaded \(validated) images")
        let container = ContainerCollectionController(layout: screen.layout, fallback: factories.fallback)
        try container.show(screen)
        try container.present(in: Window(size: CGSize(width: 390, height: 844)))
        container.layoutIfNeeded()
        let shown = downloader.urls.withLock { $0.count } - validated
        #expect(shown > 0 && shown <= 200, "showing loaded \(shown) images")
    }

    @Test("More elements than the screen's limit: the rest are dropped and reported once")
    func totalElements() throws {
        let element = #"{"component": "text", "data": {"body": "x"}}"#
        let section = { (id: Int) in #"{"id": "s\#(id)", "elements": [\#(Array(repeating: element, count: 400).joined(separator: ","))]}"# }
        let json = #"{"version": 1, "sections": [\#((0..<3).map(section).joined(separator: ","))]}"#
        let screen = try TestEnvironment.decoder(limits: ScreenLimits(maximumElements: 1_000)).decode(Data(json.utf8))
        #expect(screen.sections.map(\.elements.count) == [400, 400, 200])
        #expect(screen.problems.map(\.description) == [
            "$.sections[2].elements[200]: 1200 elements in the screen, more than the limit of 1000; the rest were dropped",
        ])
    }

    @Test("Validation builds every element: a factory that builds no controller is reported at its path")
    func validationBuilds() throws {
        let mapper = TestEnvironment.examples.mapper()
        mapper.register(factory: NoControllerFactory(), for: "broken")
        let json = Self.document([
            #"{"id": "ok", "component": "text", "data": {"body": "fine"}}"#,
            #"{"id": "bad", "component": "broken", "data": {}}"#,
        ])
        let screen = try ScreenDecoder(mapper: mapper, fallback: TestEnvironment.fallback).validate(json)
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[1]: the factory NoControllerFactory built no controller for the data",
        ])
        #expect(throws: ScreenValidationError.self) {
            try ScreenDecoder(mapper: mapper, fallback: TestEnvironment.fallback).validate(Data("[]".utf8))
        }
    }
}

/// Decodes any object but builds nothing: what validation must catch.
struct NoControllerFactory: DecodableComponentFactory {
    struct Empty: ComponentData, Decodable, Hashable {}
    typealias DecodedData = Empty
    @MainActor func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? { nil }
    func identifyComponent(using data: any ComponentData) -> String { "broken" }
    func validComponent(using data: any ComponentData) -> ComponentValidation { .valid }
}
