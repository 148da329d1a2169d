import ContainerCollection
import Foundation
import ViewTree

/// A deterministic picture made from a number: a diagonal gradient between
/// two colors picked by the seed, optionally striped.
///
/// ```swift
/// let image = PatternImage(seed: 7).render(width: 320, height: 180)
/// ```
public struct PatternImage: Hashable, Sendable {
    /// Picks the colors.
    public var seed: Int
    /// Whether diagonal stripes are drawn over the gradient.
    public var striped: Bool

    /// A pattern.
    public init(seed: Int, striped: Bool = false) {
        self.seed = seed
        self.striped = striped
    }

    /// The pattern at a pixel size (scale 1); sides are at least 1.
    ///
    /// A pattern is drawn once while anyone holds it: rendering the same
    /// pattern, size and scale again (another session's screen, another
    /// cell) returns an image over the same pixels (ViewTree's `SharedImages`).
    ///
    /// - Throws: ``ImageLimitError/tooManyPixels(width:height:limit:)`` when
    ///   width × height is over `maximumPixelCount` (checked before any
    ///   pixel memory is allocated, without overflowing).
    public func render(width: Int, height: Int, scale: CGFloat = 1,
                       maximumPixelCount: Int = ScreenLimits.default.maximumImagePixelCount) throws(ImageLimitError) -> Image {
        let pixelCount = try ImageLimitError.checkedPixelCount(width: width, height: height, limit: maximumPixelCount)
        let width = Swift.max(1, width), height = Swift.max(1, height)
        let scale = scale > 0 && scale.isFinite ? scale : 1
        return Self.rendered.image(for: RenderKey(pattern: self, width: width, height: height, scale: scale)) {
            draw(width: width, height: height, pixelCount: pixelCount, scale: scale)
        }
    }

    /// Patterns drawn and still held somewhere, shared by every caller in the process.
    static let rendered = SharedImages<RenderKey>()

    struct RenderKey: Hashable, Sendable {
        let pattern: PatternImage
        let width: Int
        let height: Int
        let scale: CGFloat
    }

    private func draw(width: Int, height: Int, pixelCount: Int, scale: CGFloat) -> Image {
        // The magnitude is total (`abs(Int.min)` traps) and the sum is
        // taken of remainders, so no seed can overflow; for seeds that
        // never overflowed the colors are the same as before.
        let magnitude = seed.magnitude, count = UInt(Self.palette.count)
        let start = Self.palette[Int(magnitude % count)]
        let end = Self.palette[Int((magnitude / count % count + magnitude % count + 3) % count)]
        // width + height cannot overflow: both are at most the pixel count.
        let span = Double(width + height - 2 > 0 ? width + height - 2 : 1)
        let stripe = Swift.max(4, width / 8)
        // A pixel's colour depends only on its diagonal, x + y: each is mixed once, and rows are
        // copied out of the table (a 2,048 × 1,536 picture mixes 3,583 colours, not 3 million).
        var diagonals = [UInt8](repeating: 255, count: (width + height - 1) * 4)
        for sum in 0..<(width + height - 1) {
            var t = Double(sum) / span
            if striped, sum / stripe % 2 == 0 { t = Swift.min(1, t + 0.25) }
            diagonals[sum * 4] = Self.mix(start.0, end.0, t)
            diagonals[sum * 4 + 1] = Self.mix(start.1, end.1, t)
            diagonals[sum * 4 + 2] = Self.mix(start.2, end.2, t)
        }
        var bytes = [UInt8](repeating: 255, count: pixelCount * 4)
        bytes.withUnsafeMutableBufferPointer { pixels in
            diagonals.withUnsafeBufferPointer { table in
                let rowBytes = width * 4
                for y in 0..<height {
                    // Row y starts on diagonal y.
                    pixels.baseAddress!.advanced(by: y * rowBytes).update(from: table.baseAddress!.advanced(by: y * 4), count: rowBytes)
                }
            }
        }
        // Sides, scale and byte count are valid by construction; a failure
        // would still only give a blank pixel, never a trap.
        return (try? Image(pixelWidth: width, pixelHeight: height, scale: scale, rgba: bytes))
            ?? Image.filled(with: .clear, size: CGSize(width: 1, height: 1))
    }

    private static func mix(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt8 {
        UInt8((Double(a) * (1 - t) + Double(b) * t).rounded())
    }

    private static let palette: [(UInt8, UInt8, UInt8)] = [
        (235, 87, 87), (242, 153, 74), (242, 201, 76), (111, 207, 151), (39, 174, 96),
        (45, 156, 219), (47, 128, 237), (155, 81, 224), (187, 107, 217), (79, 79, 79),
    ]
}
