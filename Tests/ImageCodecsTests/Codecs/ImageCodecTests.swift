import Foundation
import Testing
import ViewTree
@testable import ImageCodecs

@Suite("Image codecs")
struct ImageCodecTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    }

    @Test("PNG encoding and decoding round-trip every byte, alpha included")
    func pngRoundTrip() throws {
        let rgba: [UInt8] = (0..<(5 * 3 * 4)).map { UInt8(($0 * 37) % 256) }
        let image = try Image(pixelWidth: 5, pixelHeight: 3, scale: 2, rgba: rgba)
        let data = try ImageCodec.pngData(of: image)
        #expect(ImageCodec.format(of: data) == .png)
        let decoded = try ImageCodec.decode(data, scale: 2)
        #expect(decoded == image)
        #expect(decoded.size == CGSize(width: 2.5, height: 1.5))
    }

    @Test("A grayscale PNG decodes to opaque RGBA with equal channels")
    func grayPNG() throws {
        let image = try ImageCodec.decode(try fixture("gray-4x3.png"))
        #expect(image.pixelWidth == 4 && image.pixelHeight == 3)
        let pixel = try #require(image.pixel(x: 2, y: 1))
        #expect(pixel == (140, 140, 140, 255))
    }

    @Test("A baseline color JPEG decodes exactly as djpeg does, and near its source gradient")
    func colorJPEG() throws {
        let image = try ImageCodec.decode(try fixture("gradient-16x8.jpg"), scale: 1)
        #expect(image.pixelWidth == 16 && image.pixelHeight == 8)
        let ppm = try fixture("gradient-16x8.djpeg.ppm")
        let header = Data("P6\n16 8\n255\n".utf8)
        #expect(ppm.prefix(header.count) == header)
        let expectedRGB = Array(ppm.dropFirst(header.count))
        let decodedRGB = stride(from: 0, to: image.rgba.count, by: 4).flatMap { image.rgba[$0..<($0 + 3)] }
        #expect(decodedRGB == expectedRGB)
        #expect(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 })
        let middle = try #require(image.pixel(x: 8, y: 4))
        #expect(abs(Int(middle.red) - 128) <= 4 && abs(Int(middle.green) - 128) <= 4 && abs(Int(middle.blue) - 128) <= 4)
    }

    @Test("A progressive grayscale JPEG decodes")
    func grayJPEG() throws {
        let image = try ImageCodec.decode(try fixture("gradient-gray-progressive-16x8.jpg"))
        let pixel = try #require(image.pixel(x: 4, y: 4))
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.alpha == 255)
    }

    @Test("Unknown, empty and truncated data are refused with specific errors")
    func badData() throws {
        #expect(throws: ImageCodecError.unsupportedFormat(leadingBytes: Array("GIF89a".utf8))) {
            try ImageCodec.decode(Data("GIF89a".utf8))
        }
        #expect(throws: ImageCodecError.unsupportedFormat(leadingBytes: [])) { try ImageCodec.decode(Data()) }
        #expect(ImageCodecError.unsupportedFormat(leadingBytes: []).description.contains("empty"))
        let png = try fixture("gray-4x3.png")
        let jpeg = try fixture("gradient-16x8.jpg")
        for (data, format) in [(png.prefix(30), ImageCodec.Format.png), (jpeg.prefix(200), .jpeg)] {
            let error = #expect(throws: ImageCodecError.self) { try ImageCodec.decode(Data(data)) }
            guard case let .corrupt(reported, reason)? = error else {
                Issue.record("truncated \(format): expected a corrupt-data error, got \(String(describing: error))")
                continue
            }
            #expect(reported == format && !reason.isEmpty)
        }
        #expect(throws: ImageCodecError.invalidScale(-1)) { try ImageCodec.decode(png, scale: -1) }
    }
}
