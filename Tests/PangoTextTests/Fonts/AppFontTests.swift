import Foundation
import PangoText
import Synchronization
import TestSupport
import Testing
import ViewTree

@Suite("App fonts: registered files are measured and drawn; unknown families fall back, reported", .serialized)
struct AppFontTests {
    @Test("Text in a family known only from a registered file measures in that file's face once it is registered")
    func registeredFileIsUsed() throws {
        let family = "CKTest Mono AppF"
        let file = try FontFixtures.renamedMonoCopy(family: family)
        let text = PangoTextSystem(cacheCapacity: 8)
        let request = TextLayoutRequest(text: "iiiiiiiiii", font: Font(family: family, size: 20))
        let mono = text.measure(TextLayoutRequest(text: "iiiiiiiiii", font: Font(family: "DejaVu Sans Mono", size: 20))).size.width
        let fallback = text.measure(request).size.width
        #expect(fallback < mono * 0.7, "before registering, the family is drawn in the default (proportional) family")
        try FontRegistry.shared.register(fileAt: file)
        let registered = text.measure(request).size.width
        #expect(abs(registered - mono) < 0.01, "registered: the renamed monospace face, \(registered) against \(mono)")
    }

    @Test("A family neither registered nor installed is the default one, reported once with its name")
    func fallbackReportedOnce() throws {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let text = PangoTextSystem(cacheCapacity: 8)
        let missing = Font(family: "No Such Family 4711", size: 17)
        let width = text.measure(TextLayoutRequest(text: "Fallback", font: missing)).size.width
        _ = text.measure(TextLayoutRequest(text: "Again", font: missing))
        let expected = text.measure(TextLayoutRequest(text: "Fallback", font: .system(size: 17))).size.width
        #expect(abs(width - expected) < 0.01)
        let messages = reported.withLock { $0 }.filter { $0.contains("No Such Family 4711") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("DejaVu Sans") == true)
    }

    @Test("Generic families resolve to the family fontconfig picks, installed ones to themselves")
    func resolution() {
        #expect(PangoFontFamilies.resolved("monospace") == "DejaVu Sans Mono")
        #expect(PangoFontFamilies.resolved("DejaVu Serif") == "DejaVu Serif")
    }

    @Test("Weights of a family map to CSS ranges as fontconfig picks faces: nearest on fontconfig's scale")
    func weightRanges() {
        let two = PangoFontFamilies.cssWeightRanges(for: [400, 700])
        #expect(two[400] == 1...550 && two[700] == 551...1000)
        let many = PangoFontFamilies.cssWeightRanges(for: [100, 200, 300, 400, 500, 600, 700, 800])
        #expect(many[100]?.lowerBound == 1 && many[800]?.upperBound == 1000)
        // 500 and 600 are far apart on fontconfig's scale (100 and 180): 550 is still medium.
        #expect(many[500]?.contains(550) == true)
        let sorted = many.sorted { $0.key < $1.key }.map(\.value)
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.upperBound + 1 == b.lowerBound) }
    }

    @Test("Glyphs from a fallback font do not make a line taller: a line is its font's natural height, as CSS's fixed line heights make it")
    func fallbackGlyphsKeepTheLineHeight() {
        let text = PangoTextSystem(cacheCapacity: 8)
        let latin = text.measure(TextLayoutRequest(text: "Line", font: .system(size: 17)))
        let cjk = text.measure(TextLayoutRequest(text: "日本語の文章", font: .system(size: 17)))
        #expect(abs(cjk.size.height - latin.size.height) < 0.01, "CJK \(cjk.size.height), Latin \(latin.size.height)")
        let twoLines = text.measure(TextLayoutRequest(text: "日本語\nLatin", font: .system(size: 17)))
        #expect(abs(twoLines.size.height - 2 * latin.size.height) < 0.01)
    }

    @Test("OpenType features reach Pango: Caladea's digits differ in width until tabular digits are on")
    func tabularDigits() throws {
        try FontRegistry.shared.register(contentsOf: FontFixtures.caladeaFolder)
        let text = PangoTextSystem(cacheCapacity: 8)
        func width(_ string: String, _ font: Font) -> CGFloat { text.measure(TextLayoutRequest(text: AttributedText(string), font: font)).size.width }
        let plain = Font(family: "Caladea", size: 20)
        #expect(abs(width("1111", plain) - width("0000", plain)) > 1, "proportional by default")
        let tabular = plain.monospacedDigits()
        #expect(abs(width("1111", tabular) - width("0000", tabular)) < 0.01)
        // A feature the face lacks changes nothing.
        #expect(width("Caladea", plain.withFeatures([.smallCaps])) == width("Caladea", plain))
    }
}
