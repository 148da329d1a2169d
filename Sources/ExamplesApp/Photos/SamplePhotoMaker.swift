import Foundation
import RasterBackend
import ViewTree

/// Draws the sample photo set: procedural landscapes (sky, sun, hills,
/// water) in twelve palettes, as 600×400 JPEGs with a `photos.json`
/// catalog. The shipped set was made by `examples make-sample-photos`.
@MainActor
public enum SamplePhotoMaker {
    struct Palette {
        let title: String
        let skyTop: Color
        let skyBottom: Color
        let sun: Color
        let hills: [Color]
        let water: Color
    }

    static let palettes: [Palette] = [
        Palette(title: "Dawn over the hills", skyTop: Color(hex8: 0x2B3A67), skyBottom: Color(hex8: 0xF5A65B), sun: Color(hex8: 0xFFE3A3),
                hills: [Color(hex8: 0x5B4E77), Color(hex8: 0x3E3658)], water: Color(hex8: 0x7C6A9A)),
        Palette(title: "Noon at the lake", skyTop: Color(hex8: 0x4A90D9), skyBottom: Color(hex8: 0xBFE2FF), sun: Color(hex8: 0xFFF6C8),
                hills: [Color(hex8: 0x4E9A51), Color(hex8: 0x2F6B3A)], water: Color(hex8: 0x3A7BBF)),
        Palette(title: "Desert evening", skyTop: Color(hex8: 0x6A2C70), skyBottom: Color(hex8: 0xF08A5D), sun: Color(hex8: 0xF9ED69),
                hills: [Color(hex8: 0xB83B5E), Color(hex8: 0x8C2F4B)], water: Color(hex8: 0xD4775F)),
        Palette(title: "Winter morning", skyTop: Color(hex8: 0x9DB4C0), skyBottom: Color(hex8: 0xE6EEF2), sun: Color(hex8: 0xFFFFFF),
                hills: [Color(hex8: 0xC2D3DA), Color(hex8: 0x8AA1AD)], water: Color(hex8: 0xA9BCC6)),
        Palette(title: "Forest at dusk", skyTop: Color(hex8: 0x1B2A41), skyBottom: Color(hex8: 0x6C8EAD), sun: Color(hex8: 0xF2D0A4),
                hills: [Color(hex8: 0x2E4C3B), Color(hex8: 0x1C3327)], water: Color(hex8: 0x3D5A6C)),
        Palette(title: "Spring meadow", skyTop: Color(hex8: 0x74B9FF), skyBottom: Color(hex8: 0xDFF3E3), sun: Color(hex8: 0xFFEAA7),
                hills: [Color(hex8: 0x9BD770), Color(hex8: 0x55A630)], water: Color(hex8: 0x66B2D6)),
        Palette(title: "Red cliffs", skyTop: Color(hex8: 0x355C7D), skyBottom: Color(hex8: 0xF67280), sun: Color(hex8: 0xF8B195),
                hills: [Color(hex8: 0xC06C84), Color(hex8: 0x6C5B7B)], water: Color(hex8: 0x4F6D8A)),
        Palette(title: "Northern sea", skyTop: Color(hex8: 0x0B3C5D), skyBottom: Color(hex8: 0x328CC1), sun: Color(hex8: 0xD9B310),
                hills: [Color(hex8: 0x1D2731), Color(hex8: 0x11181F)], water: Color(hex8: 0x1F5F8B)),
        Palette(title: "Autumn valley", skyTop: Color(hex8: 0xF4A261), skyBottom: Color(hex8: 0xFFE8D6), sun: Color(hex8: 0xFFF1C1),
                hills: [Color(hex8: 0xE76F51), Color(hex8: 0x9C3D27)], water: Color(hex8: 0x2A9D8F)),
        Palette(title: "Moonrise", skyTop: Color(hex8: 0x0F0C29), skyBottom: Color(hex8: 0x302B63), sun: Color(hex8: 0xE0E0E0),
                hills: [Color(hex8: 0x24243E), Color(hex8: 0x15152A)], water: Color(hex8: 0x2C2A4A)),
        Palette(title: "Tropical bay", skyTop: Color(hex8: 0x00B4D8), skyBottom: Color(hex8: 0xCAF0F8), sun: Color(hex8: 0xFFFFE0),
                hills: [Color(hex8: 0x2D6A4F), Color(hex8: 0x1B4332)], water: Color(hex8: 0x0096C7)),
        Palette(title: "Storm coming", skyTop: Color(hex8: 0x2F3E46), skyBottom: Color(hex8: 0x84A98C), sun: Color(hex8: 0xCAD2C5),
                hills: [Color(hex8: 0x52796F), Color(hex8: 0x354F52)], water: Color(hex8: 0x3F5E5A)),
    ]

    /// Draws photo `index` (0..<12) as a window of 600×400 points.
    static func scene(_ index: Int) -> Window {
        let palette = palettes[index % palettes.count]
        let size = CGSize(width: 600, height: 400)
        let window = Window(size: size)
        let horizon: CGFloat = 250 + CGFloat(index % 3) * 15
        // The sky as thin bands blending from top to horizon.
        let bands = 40
        for band in 0..<bands {
            let t = Double(band) / Double(bands - 1)
            let view = View(frame: CGRect(x: 0, y: horizon * CGFloat(band) / CGFloat(bands), width: size.width, height: horizon / CGFloat(bands) + 1))
            view.backgroundColor = blend(palette.skyTop, palette.skyBottom, t)
            try? window.rootView.addSubview(view)
        }
        let sunSize: CGFloat = 70 + CGFloat(index % 4) * 12
        let sun = View(frame: CGRect(x: 80 + CGFloat((index * 97) % 380), y: horizon - sunSize - 20 - CGFloat(index % 5) * 14,
                                     width: sunSize, height: sunSize))
        sun.backgroundColor = palette.sun
        sun.cornerRadius = sunSize / 2
        try? window.rootView.addSubview(sun)
        // Hills: large circles rising over the horizon, back to front.
        for (layer, color) in palette.hills.enumerated() {
            for hill in 0..<3 {
                let radius: CGFloat = 160 + CGFloat((index * 31 + hill * 53 + layer * 17) % 120)
                let x = CGFloat(hill) * 240 - 120 + CGFloat((index * 47 + layer * 90) % 160)
                let top = horizon - CGFloat(40 + (index * 13 + hill * 29 + layer * 7) % 60) + CGFloat(layer) * 25
                let view = View(frame: CGRect(x: x - radius / 2, y: top, width: radius * 1.6, height: radius))
                view.backgroundColor = color
                view.cornerRadius = radius / 2
                try? window.rootView.addSubview(view)
            }
        }
        let water = View(frame: CGRect(x: 0, y: horizon + 40, width: size.width, height: size.height - horizon - 40))
        water.backgroundColor = palette.water
        try? window.rootView.addSubview(water)
        for line in 0..<6 {
            let glint = View(frame: CGRect(x: 60 + CGFloat((line * 83 + index * 29) % 420), y: horizon + 60 + CGFloat(line) * 14,
                                           width: 60 + CGFloat(line * 9 % 40), height: 2))
            glint.backgroundColor = Color(white: 1, alpha: 0.35)
            try? window.rootView.addSubview(glint)
        }
        return window
    }

    static func blend(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
    }

    /// Writes the JPEGs and `photos.json` to `folder`.
    public static func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = try RasterRenderer(scale: 1)
        var photos: [Photo] = []
        for index in palettes.indices {
            let file = String(format: "landscape-%02d.jpg", index + 1)
            let image = try renderer.render(scene(index))
            try ImageCodec.jpegData(of: image, quality: 82).write(to: folder.appendingPathComponent(file))
            photos.append(Photo(id: "\(index + 1)", title: palettes[index].title, author: "ComponentKit sample art", file: file))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(photos).write(to: folder.appendingPathComponent("photos.json"))
    }
}

extension Color {
    /// A color from a 0xRRGGBB literal.
    fileprivate init(hex8 value: UInt32) {
        self.init(red8: UInt8((value >> 16) & 0xFF), green8: UInt8((value >> 8) & 0xFF), blue8: UInt8(value & 0xFF))
    }
}
