import ComponentKit
import Foundation

/// What the example screens depend on: where photos and images come from,
/// the base URL photos are served under, how text is measured, and how the
/// quotes feed's source behaves.
public struct ExamplesEnvironment: Sendable {
    /// The Photos screen's catalog.
    public var photos: any PhotoSource
    /// Loads photo images.
    public var downloader: any ImageDownloading
    /// Where `/media/photos/<file>` is served.
    public var baseURL: URL
    /// Text measurement and scale.
    public var layoutContext: LayoutContext
    /// The server-driven screen's JSON document.
    public var screenJSON: Data
    /// How the quotes feed's local source behaves (delay, page size, failures).
    public var feed: FeedSettings
    /// Where the app's own trait choices go (the direction switch): the
    /// browser session serving the app. Nil when drawn without one; the
    /// switch then changes the window's traits. Not retained.
    public weak var traitOverriding: (any TraitOverriding)?

    /// An environment; the server-driven screen defaults to the one shipped with the app.
    public init(photos: any PhotoSource, downloader: any ImageDownloading, baseURL: URL, layoutContext: LayoutContext,
                screenJSON: Data? = nil, feed: FeedSettings = FeedSettings(), traitOverriding: (any TraitOverriding)? = nil) {
        self.photos = photos
        self.downloader = downloader
        self.baseURL = baseURL
        self.layoutContext = layoutContext
        self.screenJSON = screenJSON ?? (try? ServerDrivenScreen.bundledJSON()) ?? Data()
        self.feed = feed
        self.traitOverriding = traitOverriding
        ExamplesFonts.register()
    }
}
