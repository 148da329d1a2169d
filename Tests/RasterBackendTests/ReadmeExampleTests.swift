import Foundation
import Testing
import RasterBackend
import ViewTree

@MainActor
@Suite("README")
struct ReadmeExampleTests {
    @Test("The README's example renders a PNG with the title in it")
    func readmeExample() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }

        let window = Window(size: CGSize(width: 390, height: 120))
        let title = Label(frame: CGRect(x: 16, y: 16, width: 358, height: 24))
        title.text = AttributedText("Hello, ComponentKit", font: .system(size: 20, weight: .bold))
        try window.rootView.addSubview(title)

        let pixels = try RasterRenderer(scale: 2).render(window)
        try ImageCodec.pngData(of: pixels).write(to: output)

        let decoded = try ImageCodec.decode(Data(contentsOf: output), scale: 2)
        #expect(decoded == pixels)
        let ink = try #require(PixelProbe(image: decoded).inkBounds(differingFrom: [0, 0, 0, 0]))
        #expect(ink.minX >= 16 && ink.minY >= 16 && ink.maxY <= 40 && ink.width > 150)
    }
}
