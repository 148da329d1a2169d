import Foundation
import ViewTree

/// How an image differs from a reference, pixel by pixel.
public struct ImageComparison: Sendable {
    /// Pixels with a channel differing by more than the tolerance.
    public let differingPixels: Int
    /// Pixels compared.
    public let totalPixels: Int
    /// The largest difference in any channel of any pixel.
    public let worstChannelDelta: Int
    /// The two pixel sizes when they differ (nothing else is compared then).
    public let sizeMismatch: (reference: (width: Int, height: Int), actual: (width: Int, height: Int))?
    /// The reference dimmed, with differing pixels in magenta; nil on a size mismatch or a match.
    public let diffImage: Image?

    /// Fraction of pixels that differ, 0–1.
    public var differingFraction: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// Compares `actual` with `reference`.
    ///
    /// - Complexity: O(pixels); identical bytes return at once.
    public static func compare(_ reference: Image, _ actual: Image, channelTolerance: Int) -> ImageComparison {
        guard reference.pixelWidth == actual.pixelWidth, reference.pixelHeight == actual.pixelHeight else {
            return ImageComparison(
                differingPixels: max(reference.pixelWidth * reference.pixelHeight, actual.pixelWidth * actual.pixelHeight),
                totalPixels: max(reference.pixelWidth * reference.pixelHeight, actual.pixelWidth * actual.pixelHeight),
                worstChannelDelta: 255,
                sizeMismatch: ((reference.pixelWidth, reference.pixelHeight), (actual.pixelWidth, actual.pixelHeight)),
                diffImage: nil)
        }
        let count = reference.pixelWidth * reference.pixelHeight
        if reference.rgba == actual.rgba {
            return ImageComparison(differingPixels: 0, totalPixels: count, worstChannelDelta: 0, sizeMismatch: nil, diffImage: nil)
        }
        var differing = 0
        var worst = 0
        var diff = [UInt8](repeating: 0, count: count * 4)
        reference.rgba.withUnsafeBufferPointer { ref in
            actual.rgba.withUnsafeBufferPointer { act in
                for pixel in 0..<count {
                    let base = pixel * 4
                    var delta = 0
                    for channel in 0..<4 {
                        delta = max(delta, abs(Int(ref[base + channel]) - Int(act[base + channel])))
                    }
                    worst = max(worst, delta)
                    if delta > channelTolerance {
                        differing += 1
                        diff[base] = 255
                        diff[base + 1] = 0
                        diff[base + 2] = 255
                        diff[base + 3] = 255
                    } else {
                        // Dimmed reference, so the magenta stands out in context.
                        for channel in 0..<3 { diff[base + channel] = UInt8(128 + Int(ref[base + channel]) / 2) }
                        diff[base + 3] = 255
                    }
                }
            }
        }
        let diffImage = differing > 0
            ? try? Image(pixelWidth: reference.pixelWidth, pixelHeight: reference.pixelHeight, scale: reference.scale, rgba: diff)
            : nil
        return ImageComparison(
            differingPixels: differing, totalPixels: count, worstChannelDelta: worst, sizeMismatch: nil, diffImage: diffImage)
    }

    /// Whether the comparison passes `tolerance`.
    public func matches(_ tolerance: SnapshotTolerance) -> Bool {
        sizeMismatch == nil && differingFraction <= tolerance.maximumDifferingFraction
    }
}
