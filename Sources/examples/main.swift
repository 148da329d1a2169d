// The examples app. Until the browser-hosted app lands, it draws a sample
// screen with the raster backend and prints where the PNG went.
//
// Usage: swift run examples [--out FILE.png] [--scale S]
import Foundation
import RasterBackend
import ViewTree

var outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-sample.png").path
var scale: CGFloat = 2
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out":
        guard let value = arguments.popFirst() else { fail("--out needs a file path") }
        outputPath = value
    case "--scale":
        guard let value = arguments.popFirst(), let number = Double(value) else { fail("--scale needs a number") }
        scale = CGFloat(number)
    default:
        fail("unknown argument '\(argument)'; usage: examples [--out FILE.png] [--scale S]")
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("examples: \(message)\n".utf8))
    exit(2)
}

do {
    let window = try SampleScreen.make(size: CGSize(width: 390, height: 844))
    let renderer = try RasterRenderer(scale: scale)
    let pixels = try renderer.render(window)
    try ImageCodec.pngData(of: pixels).write(to: URL(fileURLWithPath: outputPath))
    print(outputPath)
} catch {
    fail("\(error)")
}
