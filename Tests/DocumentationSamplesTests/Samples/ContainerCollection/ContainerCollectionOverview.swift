import ContainerCollection
import Foundation
import RasterBackend
import ContainerCollectionExamples

extension ServerDrivenArticle {
    /// The module overview's block and the README's: the example screen decoded and shown in a window.
    @MainActor
    static func showExampleScreen() throws -> (Screen, Window, ContainerCollectionController) {
        // sample: readme-server-screen
        let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)
        let examples = ExampleFactories(layoutContext: context, downloader: PatternImageDownloader())
        let decoder = ScreenDecoder(mapper: examples.mapper(), fallback: examples.fallback)
        let screen = try decoder.decode(Data(ExampleScreen.json.utf8))

        let window = Window(size: CGSize(width: 390, height: 844))
        let container = ContainerCollectionController(layout: screen.layout, fallback: examples.fallback)
        try container.show(screen)
        try container.present(in: window)
        screen.problems.forEach { print($0) }  // none here: every part was understood
        // end-sample
        return (screen, window, container)
    }
}
