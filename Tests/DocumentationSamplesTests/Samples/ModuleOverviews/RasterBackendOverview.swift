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

/// The RasterBackend overview's retained-frame block: a renderer kept as the
/// window's backend redraws only what changed.
@MainActor
func redrawOneLabel(in window: Window, label: Label) throws -> (damage: CGRect?, frame: Image?) {
    // sample: raster-backend-retained
    let renderer = try RasterRenderer(scale: 2)
    window.commit(to: renderer)           // the whole window, the first time
    label.text = "3 new messages"
    window.commit(to: renderer)           // only the label's rectangle
    let redrawn = renderer.lastDamage     // the label and half a point around it
    let frame = renderer.lastFrame        // converted to RGBA when asked for
    // end-sample
    return (redrawn, frame)
}
