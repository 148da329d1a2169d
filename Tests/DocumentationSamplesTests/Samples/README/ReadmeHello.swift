// sample: readme-hello
import Foundation
import RasterBackend

// sample-hide
extension Readme {
    /// The README's first block: a label drawn to `hello.png` in the current directory.
    @MainActor
    static func hello() throws -> (window: Window, pixels: Image) {
        // sample-show
        let window = Window(size: CGSize(width: 390, height: 120))
        let title = Label(frame: CGRect(x: 16, y: 16, width: 358, height: 24))
        title.text = AttributedText("Hello, ComponentKit", font: .system(size: 20, weight: .bold))
        try window.rootView.addSubview(title)

        let pixels = try RasterRenderer(scale: 2).render(window)
        try ImageCodec.pngData(of: pixels).write(to: URL(fileURLWithPath: "hello.png"))
        // sample-hide
        return (window, pixels)
    }
}
// end-sample
