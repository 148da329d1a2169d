import Foundation
import RasterBackend

/// The RasterBackend overview's block: `window` drawn to `screen@3x.png` in the current directory.
@MainActor
func drawAtThreeTimes(_ window: Window) throws -> Image {
    // sample: raster-backend-overview
    let renderer = try RasterRenderer(scale: 3)
    let pixels = try renderer.render(window)
    try ImageCodec.pngData(of: pixels).write(to: URL(fileURLWithPath: "screen@3x.png"))
    // end-sample
    return pixels
}
