import Foundation
import Testing
import ViewTree
@testable import ImageCodecs

/// Issue 16, row 3: a small file whose header claims a huge image is
/// refused from the header, with its size and the limit named, before any
/// pixel memory is allocated.
@Suite("Image codecs: the pixel limit is checked on the header, before allocating")
struct ImageCodecLimitTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// CRC-32 as PNG chunks use it (ISO 3309, reflected 0xEDB88320).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    /// A valid 4 × 4 PNG whose IHDR then claims `width` × `height` (with a correct CRC, so libpng reads it).
    static func pngClaiming(width: UInt32, height: UInt32) throws -> Data {
        let image = try Image(pixelWidth: 4, pixelHeight: 4, rgba: [UInt8](repeating: 200, count: 64))
        var bytes = Array(try ImageCodec.pngData(of: image))
        // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        bytes.replaceSubrange(16..<20, with: bigEndian(width))
        bytes.replaceSubrange(20..<24, with: bigEndian(height))
        bytes.replaceSubrange(29..<33, with: bigEndian(crc32(bytes[12..<29])))
        return Data(bytes)
    }

    /// `jpeg` with its start-of-frame header claiming `width` × `height` (sides up to 65,535).
    static func jpegClaiming(_ jpeg: Data, width: UInt16, height: UInt16) throws -> Data {
        var bytes = Array(jpeg)
        let frame = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && [0xC0, 0xC1, 0xC2].contains(bytes[$0 + 1]) })
        // Marker (2), length (2), precision (1), then height and width.
        bytes.replaceSubrange((frame + 5)..<(frame + 9), with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return Data(bytes)
    }

    @Test("A PNG whose header claims 20,000 × 20,000 is refused with its size and the limit")
    func hugePNG() throws {
        let data = try Self.pngClaiming(width: 20_000, height: 20_000)
        #expect(data.count < 200)
        #expect(throws: ImageCodecError.tooManyPixels(format: .png, width: 20_000, height: 20_000, limit: ImageCodec.defaultMaximumPixelCount)) {
            try ImageCodec.decode(data)
        }
        #expect(ImageCodecError.tooManyPixels(format: .png, width: 20_000, height: 20_000, limit: 40_000_000).description
            == "PNG image of 20000 × 20000 pixels is over the limit of 40000000 pixels; not decoded")
    }

    @Test("A PNG claiming the largest sides libpng reads is refused without overflowing")
    func largestPNG() throws {
        // libpng's own limit is a million pixels a side; beyond it the header is corrupt.
        #expect(throws: ImageCodecError.tooManyPixels(format: .png, width: 1_000_000, height: 1_000_000, limit: 40_000_000)) {
            try ImageCodec.decode(try Self.pngClaiming(width: 1_000_000, height: 1_000_000))
        }
        let error = #expect(throws: ImageCodecError.self) { try ImageCodec.decode(try Self.pngClaiming(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) }
        guard case .corrupt(.png, _)? = error else {
            Issue.record("expected libpng to refuse the header, got \(String(describing: error))")
            return
        }
    }

    @Test("Baseline and progressive JPEGs whose headers claim 20,000 × 20,000 are refused before decompressing")
    func hugeJPEG() throws {
        let baseline = try ImageCodec.jpegData(of: Image(pixelWidth: 16, pixelHeight: 8, rgba: [UInt8](repeating: 90, count: 16 * 8 * 4)))
        let progressive = try Data(contentsOf: Self.fixtures.appendingPathComponent("gradient-gray-progressive-16x8.jpg"))
        for jpeg in [baseline, progressive] {
            let data = try Self.jpegClaiming(jpeg, width: 20_000, height: 20_000)
            #expect(throws: ImageCodecError.tooManyPixels(format: .jpeg, width: 20_000, height: 20_000, limit: ImageCodec.defaultMaximumPixelCount)) {
                try ImageCodec.decode(data)
            }
        }
    }

    @Test("The limit is exact and configurable: width × height at the limit decodes, one pixel less refuses")
    func configurableLimit() throws {
        let png = try Self.pngClaiming(width: 4, height: 4)
        #expect(try ImageCodec.decode(png, maximumPixelCount: 16).pixelWidth == 4)
        #expect(throws: ImageCodecError.tooManyPixels(format: .png, width: 4, height: 4, limit: 15)) {
            try ImageCodec.decode(png, maximumPixelCount: 15)
        }
        #expect(throws: ImageCodecError.tooManyPixels(format: .png, width: 4, height: 4, limit: 0)) {
            try ImageCodec.decode(png, maximumPixelCount: -1)
        }
        let jpeg = try ImageCodec.jpegData(of: Image(pixelWidth: 16, pixelHeight: 8, rgba: [UInt8](repeating: 90, count: 512)))
        #expect(try ImageCodec.decode(jpeg, maximumPixelCount: 128).pixelHeight == 8)
        #expect(throws: ImageCodecError.tooManyPixels(format: .jpeg, width: 16, height: 8, limit: 127)) {
            try ImageCodec.decode(jpeg, maximumPixelCount: 127)
        }
    }
}
