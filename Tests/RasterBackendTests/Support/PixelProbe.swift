import Foundation
import ViewTree

/// Reads rendered pixels by point coordinates.
struct PixelProbe {
    let image: Image

    /// The RGBA of the pixel covering point (`x`, `y`).
    func color(atPoint x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let px = Int(x * image.scale), py = Int(y * image.scale)
        guard let pixel = image.pixel(x: px, y: py) else { return [] }
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }

    /// The smallest pixel rectangle holding every pixel that differs from
    /// `background` by more than `threshold` in some channel, in points.
    func inkBounds(differingFrom background: [UInt8], threshold: Int = 24) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let index = (y * image.pixelWidth + x) * 4
                let differs = (0..<4).contains { abs(Int(image.rgba[index + $0]) - Int(background[$0])) > threshold }
                if differs {
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let s = image.scale
        return CGRect(
            x: CGFloat(minX) / s, y: CGFloat(minY) / s,
            width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s)
    }
}
