import ComponentKit
import Foundation

/// What the example screens depend on: where photos and images come from,
/// the base URL photos are served under, and how text is measured.
public struct ExamplesEnvironment: Sendable {
    /// The Photos screen's catalog.
    public var photos: any PhotoSource
    /// Loads photo images.
    public var downloader: any ImageDownloading
    /// Where `/photos/<file>` is served.
    public var baseURL: URL
    /// Text measurement and scale.
    public var layoutContext: LayoutContext

    /// An environment.
    public init(photos: any PhotoSource, downloader: any ImageDownloading, baseURL: URL, layoutContext: LayoutContext) {
        self.photos = photos
        self.downloader = downloader
        self.baseURL = baseURL
        self.layoutContext = layoutContext
    }
}
