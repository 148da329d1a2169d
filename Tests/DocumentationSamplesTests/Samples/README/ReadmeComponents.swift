// sample: readme-components
import ComponentKit
import Foundation
import RasterBackend   // links Pango, which measures text as it is drawn

// sample-hide
extension Readme {
    // sample-show
    struct PhotoCell: CompositeComponent {
        let title: String
        var body: some Component {
            InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white), .cornerRadius(12)]),
                           insets: EdgeInsets(all: 12),
                           child: LabelComponent(AttributedText(title), font: .system(size: 17, weight: .semibold)))
        }
    }
    // sample-hide

    /// The README's second block: a component laid out, mounted into a
    /// window of its size and drawn to `cell.png` in the current directory.
    @MainActor
    static func drawPhotoCell() throws -> (layout: Layout, window: Window, pixels: Image) {
        // sample-show

        // Windows, views and mounting belong to the main actor (top-level code in main.swift runs on it).
        let layout = PhotoCell(title: "Golden Gate").layout(constrainedTo: .flexibleHeight(width: 390))
        let window = Window(size: layout.size)
        window.rootView.backgroundColor = .lightGray   // a window is transparent until given a background
        ComponentMounter().mount(layout, in: window.rootView)

        let pixels = try RasterRenderer(scale: 2).render(window)
        try ImageCodec.pngData(of: pixels).write(to: URL(fileURLWithPath: "cell.png"))
        // sample-hide
        return (layout, window, pixels)
    }
}
// end-sample
