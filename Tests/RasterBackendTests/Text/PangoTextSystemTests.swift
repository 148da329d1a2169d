import Foundation
import Testing
import ViewTree
@testable import PangoText
@testable import RasterBackend

@MainActor
@Suite("Pango text measuring")
struct PangoTextSystemTests {
    let text = PangoTextSystem.shared
    let white: [UInt8] = [255, 255, 255, 255]

    /// Draws `request` in a label of exactly the measured size (rounded up)
    /// inside a canvas with a margin, and returns the ink's bounds relative
    /// to the label's origin.
    private func inkBounds(of request: TextLayoutRequest, measured: CGSize, scale: CGFloat = 2) throws -> CGRect? {
        let margin: CGFloat = 10
        let root = Scenes.canvas(measured.width.rounded(.up) + 2 * margin, measured.height.rounded(.up) + 2 * margin)
        let label = Label(frame: CGRect(x: margin, y: margin, width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        label.text = request.text
        label.font = request.font
        label.numberOfLines = request.maximumNumberOfLines
        label.lineBreakMode = request.lineBreakMode
        try root.addSubview(label)
        let image = try RasterRenderer(scale: scale).render(root)
        return PixelProbe(image: image).inkBounds(differingFrom: white)?.offsetBy(dx: -margin, dy: -margin)
    }

    @Test("One line: the drawn glyphs fill the measured box and stay inside it")
    func singleLine() throws {
        let request = TextLayoutRequest(text: "HAMBURGEFONSTIV", font: .system(size: 17), maximumNumberOfLines: 1)
        let measurement = text.measure(request)
        #expect(measurement.lineCount == 1 && !measurement.isTruncated)
        #expect(measurement.size.height > 17 && measurement.size.height < 22, "DejaVu's line height is about 1.16 em")
        let ink = try #require(try inkBounds(of: request, measured: measurement.size))
        #expect(ink.minX >= 0 && ink.maxX <= measurement.size.width.rounded(.up))
        #expect(ink.minY >= 0 && ink.maxY <= measurement.size.height.rounded(.up))
        #expect(ink.width > measurement.size.width - 3, "ink spans the measured width but for side bearings")
        #expect(abs(measurement.firstBaseline - ink.maxY) < 1.5, "no descenders: ink ends at the baseline")
    }

    @Test("Width agrees with DejaVu Sans metrics: 17px text, 10 digits")
    func digitWidth() {
        // DejaVu Sans digits advance 1303/2048 em; at 17px that is 10.8159 px each.
        let size = text.measure(TextLayoutRequest(text: "0123456789", font: .system(size: 17))).size
        #expect(abs(size.width - 108.159) < 0.02)
    }

    @Test("Wrapping at a width gives several lines, each inside the width")
    func wrapping() throws {
        let request = TextLayoutRequest(
            text: "The quick brown fox jumps over the lazy dog", font: .system(size: 14),
            lineBreakMode: .wordWrap, maxWidth: 100)
        let measurement = text.measure(request)
        let oneLine = text.measure(TextLayoutRequest(text: "The", font: .system(size: 14)))
        #expect(measurement.lineCount >= 3)
        #expect(measurement.size.width <= 100)
        #expect(abs(measurement.size.height - CGFloat(measurement.lineCount) * oneLine.size.height) < 0.01)
        let ink = try #require(try inkBounds(of: request, measured: measurement.size))
        #expect(ink.maxX <= 100 && ink.maxY <= measurement.size.height.rounded(.up))
        #expect(ink.maxY > measurement.size.height - oneLine.size.height, "the last line is drawn")
    }

    @Test("A line limit cuts the height and reports truncation; the ink stays inside")
    func maxLines() throws {
        let long = String(repeating: "lorem ipsum dolor ", count: 10)
        let unlimited = text.measure(TextLayoutRequest(text: AttributedText(long), font: .system(size: 12), lineBreakMode: .wordWrap, maxWidth: 80))
        for mode in [LineBreakMode.wordWrap, .clip, .truncateTail] {
            let request = TextLayoutRequest(text: AttributedText(long), font: .system(size: 12), lineBreakMode: mode, maximumNumberOfLines: 2, maxWidth: 80)
            let measurement = text.measure(request)
            #expect(measurement.lineCount == 2, "\(mode)")
            #expect(measurement.isTruncated, "\(mode)")
            #expect(abs(measurement.size.height - 2 * unlimited.size.height / CGFloat(unlimited.lineCount)) < 0.01, "\(mode)")
            let ink = try #require(try inkBounds(of: request, measured: measurement.size))
            #expect(ink.maxY <= measurement.size.height.rounded(.up), "\(mode)")
        }
    }

    @Test("Truncation ellipsizes to the width in every truncating mode")
    func truncation() {
        let full = text.measure(TextLayoutRequest(text: "A sentence that is much too long", font: .system(size: 14)))
        #expect(!full.isTruncated && full.size.width > 150)
        for mode in [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail] {
            let cut = text.measure(TextLayoutRequest(
                text: "A sentence that is much too long", font: .system(size: 14), lineBreakMode: mode,
                maximumNumberOfLines: 1, maxWidth: 120))
            #expect(cut.isTruncated && cut.size.width <= 120 && cut.lineCount == 1, "\(mode)")
        }
    }

    @Test("Empty text measures zero; runs with a bolder font measure wider")
    func emptyAndRuns() {
        #expect(text.measure(TextLayoutRequest(text: "")).size == .zero)
        let regular = text.measure(TextLayoutRequest(text: "Weight", font: .system(size: 16))).size.width
        let bold = text.measure(TextLayoutRequest(text: AttributedText("Weight", font: .system(size: 16, weight: .bold)), font: .system(size: 16))).size.width
        #expect(bold > regular)
    }

    @Test("Measuring from many tasks at once gives the same answers")
    func concurrentMeasuring() async {
        let request = TextLayoutRequest(text: "Concurrent measuring", font: .system(size: 15), maxWidth: 90)
        let expected = PangoTextSystem.shared.measure(request)
        let results = await withTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<32 { group.addTask { PangoTextSystem.shared.measure(request) } }
            var collected: [TextMeasurement] = []
            for await measurement in group { collected.append(measurement) }
            return collected
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test("Laid-out text is kept for repeated requests, at most the capacity, with the same answers after eviction")
    func layoutCache() {
        let system = PangoTextSystem(cacheCapacity: 8)
        #expect(system.cacheCapacity == 8)
        let requests = (0..<40).map { TextLayoutRequest(text: AttributedText("Line \($0) of text"), font: .system(size: 13), maxWidth: 60) }
        let first = requests.map { system.measure($0) }
        #expect(system.cachedLayoutCount <= 8)
        #expect(system.cachedLayoutCount >= 6, "a sweep drops only the least recently used quarter")
        // Requests still cached and ones laid out again answer the same.
        #expect(requests.map { system.measure($0) } == first)
        // A change of any field is another request: another width wraps differently.
        var narrower = requests[0]
        narrower.maxWidth = 30
        #expect(system.measure(narrower).lineCount > first[0].lineCount)
        #expect(PangoTextSystem(cacheCapacity: 0).cacheCapacity == 1)
    }

    @Test("A label drawn after its colour, font, width, text or scale changed looks as with a fresh text system")
    func cachedLayoutsFollowChanges() throws {
        let shared = PangoTextSystem(cacheCapacity: 4)
        let root = Scenes.canvas(120, 30)
        let label = Label(frame: CGRect(x: 4, y: 4, width: 100, height: 20))
        label.text = "Cached words wrap"
        try root.addSubview(label)
        let changes: [(String, () -> Void)] = [
            ("first", {}),
            ("colour", { label.textColor = .red }),
            ("font", { label.font = .system(size: 15, weight: .bold) }),
            ("width", { label.frame.size.width = 50 }),
            ("text", { label.text = "Other words" }),
            ("back", { label.text = "Cached words wrap" }),
        ]
        for scale in [1, 2, 3] as [CGFloat] {
            for (name, change) in changes {
                change()
                let kept = try RasterRenderer(scale: scale, textSystem: shared).render(root)
                let fresh = try RasterRenderer(scale: scale, textSystem: PangoTextSystem(cacheCapacity: 1)).render(root)
                #expect(kept == fresh, "\(name) at \(scale)x")
            }
        }
    }
}
