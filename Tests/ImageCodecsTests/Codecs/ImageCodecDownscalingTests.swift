import Foundation
import Testing
import ViewTree
@testable import ImageCodecs

/// Issue 41, failure 3: photos are decoded at the size a screen draws them,
/// not in full: a JPEG through libjpeg's scaled IDCT, then a box-filtered
/// reduction to the exact size; never scaled up.
@Suite("Image codecs: decoding at the size drawn")
struct ImageCodecDownscalingTests {
    /// A `width` × `height` picture with detail a careless reduction gets
    /// wrong: one-pixel stripes (columns on the left half, rows' bands on
    /// the right), a colour ramp, and flat blocks. Built row by row from a
    /// few distinct rows, so making 12 megapixels is quick in a debug build.
    static func detailedPicture(width: Int, height: Int) throws -> Image {
        func row(_ band: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 255, count: width * 4)
            for x in 0..<width {
                let index = x * 4
                if x < width / 2 {
                    // One-pixel black and white columns, tinted by the band.
                    let value: UInt8 = x % 2 == 0 ? 20 : 235
                    bytes[index] = value
                    bytes[index + 1] = value
                    bytes[index + 2] = UInt8(clamping: Int(value) / 2 + band * 9)
                } else {
                    bytes[index] = UInt8(truncatingIfNeeded: (x - width / 2) * 255 / (width / 2))
                    bytes[index + 1] = UInt8(band * 20)
                    bytes[index + 2] = band % 2 == 0 ? 40 : 200
                }
            }
            return bytes
        }
        let rows = (0..<12).map(row)
        var rgba = [UInt8]()
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height { rgba.append(contentsOf: rows[(y / 37) % rows.count]) }
        return try Image(pixelWidth: width, pixelHeight: height, rgba: rgba)
    }

    /// `image` reduced by averaging each `factor` × `factor` block: the
    /// textbook reduction, written independently of the codec's.
    static func blockAverage(_ image: Image, factor: Int) throws -> Image {
        let width = image.pixelWidth / factor, height = image.pixelHeight / factor
        var output = [UInt8](repeating: 0, count: width * height * 4)
        image.rgba.withUnsafeBufferPointer { pixels in
            var sums = [Int](repeating: 0, count: width * 4)
            for y in 0..<height {
                for index in sums.indices { sums[index] = 0 }
                for sourceY in (y * factor)..<(y * factor + factor) {
                    let row = sourceY * image.pixelWidth * 4
                    for x in 0..<(width * factor) {
                        let source = row + x * 4, target = (x / factor) * 4
                        sums[target] += Int(pixels[source])
                        sums[target + 1] += Int(pixels[source + 1])
                        sums[target + 2] += Int(pixels[source + 2])
                        sums[target + 3] += Int(pixels[source + 3])
                    }
                }
                let count = factor * factor
                for index in sums.indices { output[y * width * 4 + index] = UInt8((sums[index] + count / 2) / count) }
            }
        }
        return try Image(pixelWidth: width, pixelHeight: height, rgba: output)
    }

    /// `image` reduced by taking every `factor`th pixel: what a careless downscale does.
    static func sampled(_ image: Image, factor: Int) throws -> Image {
        let width = image.pixelWidth / factor, height = image.pixelHeight / factor
        var output = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let source = ((y * factor) * image.pixelWidth + x * factor) * 4
                for channel in 0..<4 { output[(y * width + x) * 4 + channel] = image.rgba[source + channel] }
            }
        }
        return try Image(pixelWidth: width, pixelHeight: height, rgba: output)
    }

    /// Mean absolute difference per colour channel.
    static func meanDifference(_ a: Image, _ b: Image) -> Double {
        var total = 0
        for index in stride(from: 0, to: a.rgba.count, by: 4) {
            for channel in 0..<3 { total += abs(Int(a.rgba[index + channel]) - Int(b.rgba[index + channel])) }
        }
        return Double(total) / Double(a.pixelWidth * a.pixelHeight * 3)
    }

    @Test("A 4000 × 3000 JPEG asked at 400 × 300 comes out 400 × 300, as close to a full decode averaged down as two good reductions get")
    func jpegAtTheSizeDrawn() throws {
        let jpeg = try ImageCodec.jpegData(of: Self.detailedPicture(width: 4000, height: 3000), quality: 92)
        #expect(try ImageCodec.pixelSize(of: jpeg) == CGSize(width: 4000, height: 3000))
        let small = try ImageCodec.decode(jpeg, targetPixelSize: CGSize(width: 400, height: 300), contentMode: .aspectFill, scale: 2)
        #expect(small.pixelWidth == 400 && small.pixelHeight == 300)
        #expect(small.scale == 2)
        let full = try ImageCodec.decode(jpeg)
        let reference = try Self.blockAverage(full, factor: 10)
        let careless = try Self.sampled(full, factor: 10)
        let error = Self.meanDifference(small, reference), carelessError = Self.meanDifference(careless, reference)
        print("ImageCodecDownscalingTests: 4000×3000 → 400×300: mean difference from the averaged full decode \(error) "
              + "(every 10th pixel: \(carelessError))")
        // The stripes average to grey; sampling keeps one colour of each pair, a large error.
        #expect(carelessError > 20, "the picture's detail tells a good reduction from a careless one")
        #expect(error < 3, "the decoded-at-size photo matches the full decode averaged down")
    }

    @Test("Fill covers the target, fit stays inside it; a target larger than the picture, or .center, gives the picture as it is")
    func sizesFollowTheContentMode() throws {
        let jpeg = try ImageCodec.jpegData(of: Self.detailedPicture(width: 800, height: 600))
        let target = CGSize(width: 144, height: 144)
        let filled = try ImageCodec.decode(jpeg, targetPixelSize: target, contentMode: .aspectFill)
        #expect(filled.pixelWidth == 192 && filled.pixelHeight == 144)
        let fitted = try ImageCodec.decode(jpeg, targetPixelSize: target, contentMode: .aspectFit)
        #expect(fitted.pixelWidth == 144 && fitted.pixelHeight == 108)
        let larger = try ImageCodec.decode(jpeg, targetPixelSize: CGSize(width: 1600, height: 1200), contentMode: .aspectFill)
        #expect(larger.pixelWidth == 800 && larger.pixelHeight == 600, "never scaled up")
        let centered = try ImageCodec.decode(jpeg, targetPixelSize: target, contentMode: .center)
        #expect(centered.pixelWidth == 800 && centered.pixelHeight == 600)
    }

    @Test("A PNG is decoded, then reduced with its transparency premultiplied: clear pixels do not darken their neighbours")
    func pngWithTransparency() throws {
        // Opaque orange up to x = 105, fully transparent black beyond: the reduced column 15 is three quarters covered.
        var rgba = [UInt8](repeating: 0, count: 200 * 100 * 4)
        for y in 0..<100 {
            for x in 0..<105 { rgba.replaceSubrange(((y * 200 + x) * 4)..<((y * 200 + x) * 4 + 4), with: [250, 130, 10, 255]) }
        }
        let png = try ImageCodec.pngData(of: Image(pixelWidth: 200, pixelHeight: 100, rgba: rgba))
        let small = try ImageCodec.decode(png, targetPixelSize: CGSize(width: 30, height: 15), contentMode: .aspectFill)
        #expect(small.pixelWidth == 30 && small.pixelHeight == 15)
        let inside = try #require(small.pixel(x: 3, y: 7))
        #expect(inside.red == 250 && inside.green == 130 && inside.blue == 10 && inside.alpha == 255)
        // The column on the edge is partly covered: less opaque, but the same orange, not a darker one.
        let edge = try #require(small.pixel(x: 15, y: 7))
        #expect(edge.alpha > 0 && edge.alpha < 255)
        #expect(abs(Int(edge.red) - 250) <= 3 && abs(Int(edge.green) - 130) <= 3, "\(edge)")
        let outside = try #require(small.pixel(x: 27, y: 7))
        #expect(outside.alpha == 0)
    }

    @Test("The pixel limit still applies to the full size in the header")
    func limitOnTheHeader() throws {
        let jpeg = try ImageCodec.jpegData(of: Self.detailedPicture(width: 400, height: 300))
        #expect(throws: ImageCodecError.tooManyPixels(format: .jpeg, width: 400, height: 300, limit: 100_000)) {
            try ImageCodec.decode(jpeg, targetPixelSize: CGSize(width: 40, height: 30), maximumPixelCount: 100_000)
        }
        #expect(throws: ImageCodecError.self) { try ImageCodec.pixelSize(of: Data("not an image".utf8)) }
    }
}
