// sample: sizing-imports
import ComponentKit
import Foundation
// end-sample

/// The samples of "Sizing components", nested so their names do not meet other articles'.
enum Sizing {
    /// Every form of `ComponentSize` the article lists.
    static func sizes(picture: Image) -> [ComponentSize] {
        // sample: sizing-component-sizes
        let avatar = ComponentSize(width: 40, height: 40)                  // points
        let fromImage = ComponentSize(picture.size)                        // a CGSize: exactly that many points
        let halfWidth = ComponentSize(width: .percent(50))                 // half the parent's width; height from the content
        let banner = ComponentSize(width: .percent(100), minHeight: 60, maxHeight: 200)
        let fromContent = ComponentSize.auto                               // the content decides (the default)
        // end-sample
        return [avatar, fromImage, halfWidth, banner, fromContent]
    }

    /// A banner resolved in a 390-point-wide parent of undefined height.
    static func resolvedBanner() -> SizeRange {
        // sample: sizing-resolve
        let banner = ComponentSize(width: .percent(100), minHeight: 60, maxHeight: 200)
        let range = banner.resolve(parentSize: CGSize(width: 390, height: CGFloat.nan))   // 390 × 60...200
        // end-sample
        return range
    }

    /// A picture at its own size, and a card laid out in three size ranges.
    static func layouts(picture: Image, card: some Component) -> [Layout] {
        // sample: sizing-layout
        let icon = ImageComponent(picture)                                   // no size: the image's own
        let row = card.layout(constrainedTo: .flexibleHeight(width: 390))    // 390 wide, as tall as it needs
        let tile = card.layout(constrainedTo: .exactly(CGSize(width: 120, height: 120)))
        let fitted = card.layout(constrainedTo: .upTo(CGSize(width: 390, height: 844)))   // as small as its content
        // end-sample
        return [icon.layout(constrainedTo: .unconstrained), row, tile, fitted]
    }

    /// A hosting view that keeps its width and grows to its content's height.
    @MainActor
    static func host(in window: Window) throws -> HostingView<String, Void> {
        // sample: sizing-hosting-view
        let host = HostingView(provider: ComponentProvider<String, Void> { text, _ in LabelComponent(AttributedText(text)) },
                               sizeRangeProvider: .flexibleHeight, context: (),
                               frame: CGRect(x: 0, y: 0, width: 390, height: 0))
        try window.rootView.addSubview(host)
        host.update(model: "A caption as long as it needs to be")
        host.frame.size = host.sizeThatFits(CGSize(width: 390, height: CGFloat.infinity))
        // end-sample
        return host
    }
}
