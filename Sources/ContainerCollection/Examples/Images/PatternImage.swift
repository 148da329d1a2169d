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
    public func render(width: Int, height: Int, scale: CGFloat = 1) -> Image {
        let width = Swift.max(1, width), height = Swift.max(1, height)
        let start = Self.palette[abs(seed) % Self.palette.count]
        let end = Self.palette[(abs(seed) / Self.palette.count + abs(seed) + 3) % Self.palette.count]
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let span = Double(width + height - 2 > 0 ? width + height - 2 : 1)
        for y in 0..<height {
            for x in 0..<width {
                var t = Double(x + y) / span
                if striped, (x + y) / Swift.max(4, width / 8) % 2 == 0 { t = Swift.min(1, t + 0.25) }
                let index = (y * width + x) * 4
                bytes[index] = Self.mix(start.0, end.0, t)
                bytes[index + 1] = Self.mix(start.1, end.1, t)
                bytes[index + 2] = Self.mix(start.2, end.2, t)
            }
        }
        // The byte count matches the dimensions by construction.
        return try! Image(pixelWidth: width, pixelHeight: height, scale: scale > 0 ? scale : 1, rgba: bytes)
    }

    private static func mix(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt8 {
        UInt8((Double(a) * (1 - t) + Double(b) * t).rounded())
    }

    private static let palette: [(UInt8, UInt8, UInt8)] = [
        (235, 87, 87), (242, 153, 74), (242, 201, 76), (111, 207, 151), (39, 174, 96),
        (45, 156, 219), (47, 128, 237), (155, 81, 224), (187, 107, 217), (79, 79, 79),
    ]
}
