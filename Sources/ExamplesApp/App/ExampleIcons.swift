import Foundation
import ViewTree

/// The examples app's tab icons, drawn as shapes in white on clear: the
/// tab bar paints them in the tab's colour (they are templates), so only
/// their alpha matters.
///
/// ```swift
/// TabBarItem(title: "Home", image: ExampleIcons.home, path: "/")
/// ```
public enum ExampleIcons {
    /// The side of an icon in points (the tab bar's image size).
    public static let side: CGFloat = 26

    /// A house: a roof over a body with a door.
    public static let home = draw { x, y in
        let roof = y >= 0.1 && y <= 0.5 && abs(x - 0.5) <= (y - 0.1) * 1.05
        let body = x >= 0.2 && x <= 0.8 && y >= 0.46 && y <= 0.92
        let door = x >= 0.42 && x <= 0.58 && y >= 0.64
        return (roof || body) && !door
    }

    /// A gear: a ring with eight teeth.
    public static let settings = draw { x, y in
        let dx = x - 0.5, dy = y - 0.5
        let radius = (dx * dx + dy * dy).squareRoot()
        let angle = atan2(dy, dx)
        // Eight teeth, each a sixteenth of a turn wide.
        let tooth = abs(remainder(angle, .pi / 4)) < .pi / 16
        return radius >= 0.16 && radius <= (tooth ? 0.47 : 0.36)
    }

    /// A template image `side` points square at 2x: each pixel's alpha is
    /// the share of 4 × 4 samples inside the shape (`inside` takes points in 0...1).
    static func draw(_ inside: (Double, Double) -> Bool) -> Image {
        let pixels = Int(side * 2), samples = 4
        var rgba = [UInt8](repeating: 0, count: pixels * pixels * 4)
        for py in 0..<pixels {
            for px in 0..<pixels {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (Double(px) + (Double(sx) + 0.5) / Double(samples)) / Double(pixels)
                        let y = (Double(py) + (Double(sy) + 0.5) / Double(samples)) / Double(pixels)
                        if inside(x, y) { hits += 1 }
                    }
                }
                let offset = (py * pixels + px) * 4
                rgba[offset] = 255
                rgba[offset + 1] = 255
                rgba[offset + 2] = 255
                rgba[offset + 3] = UInt8(hits * 255 / (samples * samples))
            }
        }
        // The byte count matches the dimensions by construction; were it ever not, a clear icon, not a trap.
        return (try? Image(pixelWidth: pixels, pixelHeight: pixels, scale: 2, rgba: rgba))
            ?? Image.filled(with: .clear, size: CGSize(width: side, height: side), scale: 2)
    }
}
