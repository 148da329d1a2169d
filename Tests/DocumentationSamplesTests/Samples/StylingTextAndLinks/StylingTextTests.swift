import ComponentKit
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("Styling text and links")
struct StylingTextTests {
    @Test("The runs sample keeps each attribute on its run")
    func runs() {
        let caption = StylingText.caption()
        #expect(caption.runs.count == 7)
        #expect(caption.runs[2].backgroundColor != nil && caption.runs[3].strikethrough?.color == .red)
        #expect(caption.runs[4].underline == .double && caption.runs[5].baselineOffset == 6 && caption.runs[6].shadow != nil)
    }

    @Test("The paragraph sample lays out two spaced paragraphs")
    func paragraph() throws {
        let layout = StylingText.article().layout(constrainedTo: .flexibleHeight(width: 240), context: LayoutContext())
        let single = PangoTextSystem.shared.measure(TextLayoutRequest(text: "x", font: .system(size: 15))).size.height
        #expect(layout.size.height > 4 * single + 12, "at least four lines and the paragraph spacing")
    }

    @Test("The links sample opens a profile for the mention, the URL for the web link, and shares on a long press")
    func links() throws {
        let profiles = Recorder<Int>(), urls = Recorder<String>(), shared = Recorder<String>()
        let component = StylingText.comment(
            openProfile: { profiles.record($0.raw) }, openURL: { urls.record($0.absoluteString) },
            share: { shared.record($0.description) })
        let window = Window(size: CGSize(width: 390, height: 60))
        _ = ComponentMounter().mount(component.layout(constrainedTo: .flexibleHeight(width: 390), context: LayoutContext()),
                                     in: window.rootView)
        let label = try #require(window.rootView.subtree.compactMap { $0 as? Label }.first)
        func tap(_ range: Range<Int>, hold: Bool = false) throws {
            let rect = try #require(label.rects(forCharacters: range).first)
            let point = label.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
            window.send(PointerEvent(.down, at: point, time: 0))
            if hold { window.advanceClock(to: 0.6) }
            window.send(PointerEvent(.up, at: point, time: hold ? 0.7 : 0.1))
        }
        try tap(0..<4)
        try tap(17..<27)
        try tap(17..<27, hold: true)
        #expect(profiles.values == [42])
        #expect(urls.values == ["https://example.com/guidelines"])
        #expect(shared.values == ["https://example.com/guidelines"])
        try Self.tapMention(of: label, in: window)
        #expect(profiles.values == [42, 42])
    }

    /// The article's testing block: a tap on the first four characters.
    static func tapMention(of label: Label, in window: Window) throws {
        // sample: styling-text-testing
        let mention = try #require(label.rects(forCharacters: 0..<4).first)   // "@ada", in the label's coordinates
        let point = label.convert(CGPoint(x: mention.midX, y: mention.midY), to: nil)
        window.send(PointerEvent(.down, at: point, time: 10))
        window.send(PointerEvent(.up, at: point, time: 10.1))
        // end-sample
    }
}
