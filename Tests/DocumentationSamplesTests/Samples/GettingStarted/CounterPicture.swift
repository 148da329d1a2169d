// sample: getting-started-picture
import ComponentKit
import Foundation
import RasterBackend

// sample-hide
/// Getting started, step 3: the counter hosted in a window and drawn to `counter.png`.
@MainActor
func drawCounter() throws -> (window: Window, host: HostingView<Int, Void>, pixels: Image) {
    // sample-show
    let window = Window(size: CGSize(width: 390, height: 200))
    let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in Counter() },
                           context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    try window.rootView.addSubview(host)
    host.update(model: 0)

    window.rootView.backgroundColor = .white   // a window is transparent until given a background
    let pixels = try RasterRenderer(scale: 2).render(window)
    try ImageCodec.pngData(of: pixels).write(to: URL(fileURLWithPath: "counter.png"))
    // sample-hide
    return (window, host, pixels)
}
// end-sample
