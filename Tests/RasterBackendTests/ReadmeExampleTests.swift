import ComponentKit
import Foundation
import Testing
import RasterBackend
import ViewTree

struct PhotoCell: CompositeComponent {
    let title: String
    var body: some Component {
        InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white), .cornerRadius(12)]),
                       insets: EdgeInsets(all: 12),
                       child: LabelComponent(AttributedText(title), font: .system(size: 17, weight: .semibold)))
    }
}

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

    @Test("The README's component example lays out with Pango, mounts and draws the card")
    func componentExample() throws {
        let window = Window(size: CGSize(width: 390, height: 100))
        window.rootView.backgroundColor = Color(white: 0.9)
        let context = LayoutContext(textMeasurer: PangoTextSystem.shared)
        let layout = PhotoCell(title: "Golden Gate").layout(constrainedTo: .flexibleHeight(width: 390), context: context)
        ComponentMounter().mount(layout, in: window.rootView)

        let card = try #require(window.rootView.subviews.first)
        #expect(card.frame.width == 390 && card.frame.height > 40 && card.frame.height < 50)
        let label = try #require(card.subviews.first as? Label)
        #expect(label.frame.minX == 12 && label.frame.minY == 12 && label.text.string == "Golden Gate")
        let pixels = try RasterRenderer(scale: 2).render(window)
        ReferenceImages.expectMatch(pixels, named: "readme-photo-cell@2x")
        let probe = PixelProbe(image: pixels)
        #expect(probe.color(atPoint: 200, 20) == [255, 255, 255, 255])
        #expect(probe.color(atPoint: 1, 1) != [255, 255, 255, 255], "rounded corner shows the gray behind")
    }
}
