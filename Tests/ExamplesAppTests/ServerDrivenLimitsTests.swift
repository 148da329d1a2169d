import ContainerCollection
import Foundation
import Testing
import ViewTree
@testable import ExamplesApp

/// Issue 16, row 2, through the app: the server-driven screen as `examples
/// render` and the server show it (a container that gets its size after its
/// elements) binds only the elements, and gallery images, near the screen.
@MainActor
@Suite("Server-driven screen: big documents bind only what is near the screen")
struct ServerDrivenLimitsTests {
    /// Image views holding an image, and list cells, anywhere under `view`.
    func census(_ view: View) -> (images: Int, cells: Int) {
        var images = (view as? ImageView)?.image == nil ? 0 : 1
        var cells = view is ListCell ? 1 : 0
        for subview in view.subviews {
            let (i, c) = census(subview)
            images += i
            cells += c
        }
        return (images, cells)
    }

    @Test("10 galleries of 1,000 images: a few dozen images loaded, not 10,000")
    func galleries() async throws {
        let urls = (0..<1_000).map { #""pattern://gradient/\#($0)?size=8x8""# }.joined(separator: ",")
        let galleries = (0..<10).map { #"{"id": "g\#($0)", "component": "gallery", "data": {"maxHeight": 2000, "images": [\#(urls)]}}"# }
        let json = Data(#"{"version": 1, "sections": [{"id": "main", "elements": [\#(galleries.joined(separator: ","))]}]}"#.utf8)
        let window = await ScreenRenderer.window(for: .serverDriven, size: CGSize(width: 390, height: 844), scale: 2,
                                                 library: try .samples(), screenJSON: json)
        let (images, cells) = census(window.rootView)
        // The first gallery's 2,000 points show about 50 squares; the galleries
        // made while the screen settled keep a few each.
        #expect(images > 40 && images <= 200, "\(images) images loaded")
        #expect(cells <= 300, "\(cells) cells made")
    }
}
