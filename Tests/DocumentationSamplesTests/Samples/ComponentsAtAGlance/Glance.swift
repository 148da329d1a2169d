// sample: glance-imports
import ComponentKit
import Foundation
// end-sample

/// The samples of "Components at a glance", nested so their names do not meet other articles'.
enum Glance {
    /// One of each view component, in a vertical stack.
    static func views(photo: Image, downloader: any ImageDownloading, open: Action<Void>) -> any Component {
        // sample: glance-views
        StackComponent(axis: .vertical, spacing: 8) {
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.orange), .cornerRadius(4)]),
                          size: ComponentSize(width: 40, height: 4))
            LabelComponent("Golden Gate", font: .system(size: 17, weight: .semibold), color: .black, numberOfLines: 2)
            ImageComponent(photo, accessibilityLabel: "The bridge at dusk", contentMode: .aspectFill,
                           size: ComponentSize(width: 120, height: 80))
            NetworkImageComponent(url: URL(string: "https://example.com/bridge.jpg"), downloader: downloader,
                                  accessibilityLabel: "The bridge", placeholder: .filled(with: .lightGray, size: CGSize(width: 8, height: 8)),
                                  size: ComponentSize(width: 120, height: 80))
            ButtonComponent(title: "Open", action: ControlAction(open))
            ActivityIndicatorComponent(color: .gray)
            TextFieldComponent(initialText: "", options: TextInputOptions(placeholder: "Search"))
        }
        // end-sample
    }

    /// One of each layout component around small coloured boxes.
    static func layouts() throws -> any Component {
        let box = ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.purple)]),
                                size: ComponentSize(width: 20, height: 20))
        let badge = ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]),
                                  size: ComponentSize(width: 8, height: 8))
        // sample: glance-layouts
        let inset = InsetComponent(insets: EdgeInsets(all: 12)) { box }
        let centered = CenterComponent(centering: .xy, size: ComponentSize(width: 100, height: 60)) { box }
        let backed = BackgroundComponent(inset, background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.yellow)])))
        let overlaid = OverlayComponent(box, overlay: CenterComponent { badge })
        let square = try RatioComponent(ratio: 1) { box }                 // height = width × ratio
        let placed = try StaticLayoutComponent(children: [
            .init(position: CGPoint(x: 0, y: 0), box),
            .init(position: CGPoint(x: 14, y: -4), badge),
        ])
        let row = StackComponent(axis: .horizontal, spacing: 8, alignItems: .center) {
            centered
            backed
            overlaid
            placed
        }
        let wrapped = FlexboxComponent(direction: .row, wrap: .wrap, spacing: 4) {
            for _ in 0..<3 { box }
        }
        // end-sample
        return StackComponent(axis: .vertical, spacing: 8) {
            row
            square
            wrapped
        }
    }
}
