import ComponentKit
import Foundation
import RasterBackend
import ViewTree

/// Draws an example screen with the raster backend, without a server or a
/// browser: photos come straight from the library.
///
/// ```swift
/// let image = try await ScreenRenderer.render(.animals, size: CGSize(width: 390, height: 844), scale: 2,
///                                             library: try .samples())
/// try ImageCodec.pngData(of: image).write(to: url)
/// ```
@MainActor
public enum ScreenRenderer {
    /// The window showing `screen` with `traits` (dark, right to left, …),
    /// after its data and images have loaded.
    public static func window(for screen: ExampleScreenID, size: CGSize, scale: CGFloat, library: PhotoLibrary,
                              screenJSON: Data? = nil, traits: TraitCollection = TraitCollection()) async -> Window {
        let window = Window(size: size)
        window.traitCollection = traits
        let environment = ExamplesEnvironment(
            photos: LibraryPhotoSource(library: library), downloader: LibraryImageDownloader(library: library),
            baseURL: URL(string: "http://localhost/")!,
            layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: scale), screenJSON: screenJSON)
        let app = ExamplesApp(environment: environment)
        app.tabBar.frame = CGRect(origin: .zero, size: size)
        // A fresh view is no ancestor of the root: cannot fail.
        try? window.rootView.addSubview(app.tabBar)
        await app.open(screen)
        await settle(window)
        return window
    }

    /// Renders `screen` to pixels at `scale`, with `traits`.
    public static func render(_ screen: ExampleScreenID, size: CGSize, scale: CGFloat, library: PhotoLibrary,
                              screenJSON: Data? = nil, traits: TraitCollection = TraitCollection()) async throws -> Image {
        let window = await window(for: screen, size: size, scale: scale, library: library, screenJSON: screenJSON, traits: traits)
        return try RasterRenderer(scale: scale).render(window)
    }

    /// The PNG file `examples render` writes for `screen`.
    public static func renderPNG(_ screen: ExampleScreenID, size: CGSize, scale: CGFloat, library: PhotoLibrary,
                                 screenJSON: Data? = nil, traits: TraitCollection = TraitCollection()) async throws -> Data {
        try ImageCodec.pngData(of: try await render(screen, size: size, scale: scale, library: library, screenJSON: screenJSON,
                                                    traits: traits))
    }

    /// Waits until the tree stops changing: images arrive on the main queue
    /// after their screens are shown.
    static func settle(_ window: Window) async {
        var quiet = 0
        for _ in 0..<200 where quiet < 3 {
            try? await Task.sleep(for: .milliseconds(10))
            if window.hasPendingMutations {
                _ = window.takeTransaction()
                quiet = 0
            } else {
                quiet += 1
            }
        }
    }
}
