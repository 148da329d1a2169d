import Foundation
import Testing
@testable import ViewTree

@Suite("Colors, fonts, images, geometry")
struct StylingTests {
    @Test("UIKit's named colors exist with UIKit's components")
    func namedColors() {
        #expect([Color.orange, .yellow, .purple, .brown, .cyan, .magenta, .darkGray].map(\.hexString) == [
            "#FF8000FF", "#FFFF00FF", "#800080FF", "#996633FF", "#00FFFFFF", "#FF00FFFF", "#555555FF",
        ])
    }

    @Test("Hex colors parse in three lengths and reject garbage with the text in the message")
    func hexColors() throws {
        #expect(try Color(hex: "#FF0000") == .red)
        #expect(try Color(hex: "0f0") == .green)
        #expect(try Color(hex: "#0000FF80").rgba8.alpha == 128)
        #expect(try Color(hex: "#3B5998").hexString == "#3B5998FF")
        #expect(throws: ColorParsingError(text: "#12345")) { try Color(hex: "#12345") }
        #expect(throws: ColorParsingError(text: "#GGGGGG")) { try Color(hex: "#GGGGGG") }
        #expect(ColorParsingError(text: "x").description.contains("'x' is not a color"))
        #expect(Color(red: 2, green: -1, blue: .nan) == Color(red: 1, green: 0, blue: 0))
    }

    @Test("Images check their dimensions, scale and byte count")
    func imageValidation() throws {
        #expect(throws: ImageError.byteCountMismatch(expected: 16, actual: 3)) {
            try Image(pixelWidth: 2, pixelHeight: 2, rgba: [1, 2, 3])
        }
        #expect(throws: ImageError.invalidDimensions(width: 0, height: 2)) {
            try Image(pixelWidth: 0, pixelHeight: 2, rgba: [])
        }
        #expect(throws: ImageError.invalidScale(0)) {
            try Image(pixelWidth: 1, pixelHeight: 1, scale: 0, rgba: [0, 0, 0, 0])
        }
        let image = Image.filled(with: .blue, size: CGSize(width: 3, height: 2), scale: 2)
        #expect(image.pixelWidth == 6 && image.pixelHeight == 4)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.pixel(x: 5, y: 3)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 6, y: 0) == nil)
        #expect(image != Image.filled(with: .red, size: CGSize(width: 3, height: 2), scale: 2))
        #expect(image == Image.filled(with: .blue, size: CGSize(width: 3, height: 2), scale: 2))
    }

    @Test("Fingerprints follow every byte and the dimensions, and copies share them")
    func fingerprints() throws {
        // 37 pixels: whole 32-byte blocks plus a tail the lanes do not cover.
        let bytes = (0..<148).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let image = try Image(pixelWidth: 37, pixelHeight: 1, rgba: bytes)
        var seen: Set<UInt64> = [image.fingerprint]
        for index in [0, 8, 31, 32, 127, 128, 147] {
            var changed = bytes
            changed[index] &+= 1
            let other = try Image(pixelWidth: 37, pixelHeight: 1, rgba: changed)
            #expect(other != image)
            seen.insert(other.fingerprint)
        }
        var swapped = bytes
        swapped.swapAt(0, 32)
        seen.insert(try Image(pixelWidth: 37, pixelHeight: 1, rgba: swapped).fingerprint)
        #expect(seen.count == 9, "each changed byte and the swapped blocks give a new digest")

        let column = try Image(pixelWidth: 1, pixelHeight: 37, rgba: bytes)
        #expect(column.fingerprint != image.fingerprint)
        #expect(column != image)
        let copy = image
        #expect(copy.fingerprint == image.fingerprint && copy == image)
        #expect(try Image(pixelWidth: 37, pixelHeight: 1, rgba: bytes).fingerprint == image.fingerprint)
    }

    @Test("Content modes place a 20×10 image in a 40×40 box")
    func contentModes() {
        let box = CGRect(x: 0, y: 0, width: 40, height: 40)
        let size = CGSize(width: 20, height: 10)
        #expect(ContentMode.scaleToFill.rect(forImageOfSize: size, in: box) == box)
        #expect(ContentMode.aspectFit.rect(forImageOfSize: size, in: box) == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(ContentMode.aspectFill.rect(forImageOfSize: size, in: box) == CGRect(x: -20, y: 0, width: 80, height: 40))
        #expect(ContentMode.center.rect(forImageOfSize: size, in: box) == CGRect(x: 10, y: 15, width: 20, height: 10))
    }

    @Test("Edge insets shrink rectangles and never below zero")
    func insets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)) == CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(rect.inset(by: EdgeInsets(all: 60)).size == .zero)
        #expect(EdgeInsets(horizontal: 3, vertical: 4).horizontal == 6)
    }

    @Test("Button values fall back from the exact state to its parts, then normal")
    func controlStateLookup() {
        #expect(ControlState([.selected, .highlighted]).lookupOrder == [[.selected, .highlighted], .selected, .highlighted, .normal])
        #expect(ControlState.normal.lookupOrder == [.normal])
    }

    @Test("Fonts clamp sizes and weights; attributed text concatenates runs")
    func fontsAndText() {
        #expect(Font.system(size: -3).size == 0)
        #expect(Font.Weight(1200) == .black)
        let text: AttributedText = AttributedText("a", color: .red) + "b"
        #expect(text.string == "ab" && text.runs.count == 2)
        #expect(AttributedText.empty.isEmpty)
        #expect(TextLayoutRequest(text: "x", maximumNumberOfLines: -2, maxWidth: .nan).maxWidth == 0)
    }
}
