import Foundation
import Testing
import ViewTree
@testable import PangoText

@Suite("Right-to-left text in Pango")
struct RightToLeftTextTests {
    let text = PangoTextSystem.shared

    private func request(_ string: String, _ direction: UserInterfaceLayoutDirection, alignment: TextAlignment = .natural) -> TextLayoutRequest {
        TextLayoutRequest(text: AttributedText(string), font: .system(size: 17), alignment: alignment, maxWidth: 300, writingDirection: direction)
    }

    @Test("Natural alignment starts on the right right to left and on the left left to right, for any script")
    func naturalAlignment() throws {
        let ltr = text.layout(request("Hello", .leftToRight))
        let rtl = text.layout(request("Hello", .rightToLeft))
        #expect(try #require(ltr.rects(for: 0..<5).first).minX < 1)
        #expect(try #require(rtl.rects(for: 0..<5).first).maxX > 299)
        let hebrew = "\u{05E9}\u{05DC}\u{05D5}\u{05DD}"
        #expect(try #require(text.layout(request(hebrew, .leftToRight)).rects(for: 0..<4).first).minX < 1)
        #expect(try #require(text.layout(request(hebrew, .rightToLeft)).rects(for: 0..<4).first).maxX > 299)
    }

    @Test("Explicit left and right alignment stay where they say in both directions")
    func explicitAlignment() throws {
        for direction in UserInterfaceLayoutDirection.allCases {
            #expect(try #require(text.layout(request("Hi", direction, alignment: .left)).rects(for: 0..<2).first).minX < 1)
            #expect(try #require(text.layout(request("Hi", direction, alignment: .right)).rects(for: 0..<2).first).maxX > 299)
        }
    }

    @Test("In a right-to-left paragraph, trailing punctuation of Latin text sits on the left, as in CSS")
    func neutralCharacters() throws {
        let layout = text.layout(request("London!", .rightToLeft))
        let bang = try #require(layout.rects(for: 6..<7).first)
        let word = try #require(layout.rects(for: 0..<6).first)
        #expect(bang.maxX <= word.minX + 0.5)
        #expect(text.measure(request("London!", .rightToLeft)).size == text.measure(request("London!", .leftToRight)).size)
    }
}
