import ComponentKit
import Foundation
import Testing

@Suite("Using your own fonts", .serialized)
struct UsingYourOwnFontsTests {
    static let caladea = URL(filePath: "/usr/share/fonts/truetype/crosextra")

    @Test("Registering a folder gives its faces; a folder without fonts is refused, and the sample says why")
    func register() throws {
        let faces = try #require(UsingYourOwnFonts.register(fontsFolder: Self.caladea))
        #expect(Set(faces.map(\.family)) == ["Caladea"] && faces.count == 4)
        #expect(FontRegistry.shared.isRegistered(family: "Caladea"))
        #expect(UsingYourOwnFonts.register(fontsFolder: FileManager.default.temporaryDirectory.appending(path: "no-fonts-\(UUID())")) == nil)
    }

    @Test("The quote mixes Caladea's faces; the features sample makes fonts with its features")
    func useAndFeatures() throws {
        let runs = UsingYourOwnFonts.quoteLabel().text.runs
        #expect(runs.count == 3 && runs[1].font == Font(family: "Caladea", size: 20, weight: .bold, isItalic: true))
        let fonts = try UsingYourOwnFonts.features()
        #expect(fonts[0].features == [.tabularDigits])
        #expect(fonts[1].features == [.slashedZero, .noContextualAlternates])
        #expect(fonts[2].features.last?.tag == "ss02")
    }

    @Test("Scaled fonts and values follow the text size of the component being built")
    func scaled() {
        var context = ComponentContext()
        context.contentSizeCategory = .extraExtraLarge
        let large = context.makeCurrent { UsingYourOwnFonts.scaledCard() }
        #expect(large.body.size == 21 && abs(large.gap - 12 * 21 / 17) < 1e-9)
        context.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(context.makeCurrent { UsingYourOwnFonts.scaledCard() }.body.size == 34, "the maximum point size")
        #expect(UsingYourOwnFonts.scaledCard().body.size == 17)
    }

    @Test("The baseline row lines up its three first lines")
    func baselineRow() throws {
        _ = UsingYourOwnFonts.register(fontsFolder: Self.caladea)
        let (layout, baselines) = UsingYourOwnFonts.baselineRow()
        var items = layout
        while items.children.count == 1 { items = items.children[0].layout }
        let context = LayoutContext()
        let lines = items.children.compactMap { child in child.layout.baselines(in: context).map { $0.first + child.position.y } }
        #expect(lines.count == 3)
        for line in lines { #expect(abs(line - lines[0]) < 0.5, "\(lines)") }
        #expect(baselines.map { abs($0.first - lines[0]) < 0.5 } == true)
    }
}
