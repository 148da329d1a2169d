import ContainerCollection
import Foundation

/// The example components, ready to register: images with titles (two
/// variants), rails of cards, galleries, text blocks and heavy pictures;
/// what the examples app and its server-driven screen use.
///
/// | id | factory | data |
/// | --- | --- | --- |
/// | `image` | ``ImageTitleFactory`` | ``ImageTitleData`` |
/// | `text` | ``TextBlockFactory`` | ``TextBlockData`` |
/// | `rail` | ``RailFactory`` | ``RailData`` |
/// | `card` | ``CardFactory`` | ``CardData`` |
/// | `gallery` | ``GalleryFactory`` | ``GalleryData`` |
/// | `heavy` | ``HeavyResourceFactory`` | ``HeavyResourceData`` |
///
/// ```swift
/// let examples = ExampleFactories(downloader: PatternImageDownloader())
/// let decoder = ScreenDecoder(mapper: examples.mapper(), fallback: examples.fallback)
/// let screen = try decoder.decode(Data(ExampleScreen.json.utf8))
/// ```
public struct ExampleFactories: Sendable {
    /// Images with a title.
    public let image: ImageTitleFactory
    /// Text blocks.
    public let text: TextBlockFactory
    /// Cards (on their own, or in rails).
    public let card: CardFactory
    /// Rails of cards.
    public let rail: RailFactory
    /// Galleries.
    public let gallery: GalleryFactory
    /// Heavy pictures.
    public let heavy: HeavyResourceFactory
    /// Shows what cannot be made.
    public let fallback: FallbackFactory
    /// The limits the heavy pictures are held to (pixels per picture, decoded bytes for the screen).
    public let limits: ScreenLimits

    /// The example factories sharing one text measurer, downloader and fallback style; the heavy
    /// pictures of one set of factories share one ComponentKit's `DecodedImageBudget` of `limits`.
    public init(layoutContext: LayoutContext = LayoutContext(), downloader: any ImageDownloading, heavyLoader: HeavyImageLoader = .pattern,
                fallbackStyle: FallbackStyle = .default, limits: ScreenLimits = .default) {
        self.limits = limits
        fallback = FallbackFactory(style: fallbackStyle, layoutContext: layoutContext)
        image = ImageTitleFactory(downloader: downloader, layoutContext: layoutContext)
        text = TextBlockFactory(layoutContext: layoutContext)
        card = CardFactory(downloader: downloader, layoutContext: layoutContext)
        rail = RailFactory(cards: card, fallback: fallback)
        gallery = GalleryFactory(downloader: downloader, layoutContext: layoutContext, fallback: fallback)
        heavy = HeavyResourceFactory(loader: heavyLoader, limits: limits)
    }

    /// A mapper with every example registered under its id.
    public func mapper() -> GenericComponentMapper {
        let mapper = GenericComponentMapper()
        mapper.register(factory: image, for: "image")
        mapper.register(factory: text, for: "text")
        mapper.register(factory: card, for: "card")
        mapper.register(factory: rail, for: "rail")
        mapper.register(factory: gallery, for: "gallery")
        mapper.register(factory: heavy, for: "heavy")
        return mapper
    }
}
