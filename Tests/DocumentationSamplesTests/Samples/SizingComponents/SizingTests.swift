import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Sizing components")
struct SizingTests {
    let picture = Image.filled(with: .red, size: CGSize(width: 72, height: 48))

    @Test("Each ComponentSize resolves in a 390 × 844 parent as its comment says")
    func sizes() {
        let parent = CGSize(width: 390, height: 844)
        let ranges = Sizing.sizes(picture: picture).map { $0.resolve(parentSize: parent) }
        #expect(ranges[0] == .exactly(CGSize(width: 40, height: 40)))
        #expect(ranges[1] == .exactly(CGSize(width: 72, height: 48)))
        #expect(ranges[2].min.width == 195 && ranges[2].max.width == 195 && ranges[2].max.height == .infinity)
        #expect(ranges[3].min == CGSize(width: 390, height: 60) && ranges[3].max == CGSize(width: 390, height: 200))
        #expect(ranges[4] == .unconstrained)
        #expect(Sizing.resolvedBanner().min == CGSize(width: 390, height: 60))
        #expect(Sizing.resolvedBanner().max == CGSize(width: 390, height: 200))
    }

    @Test("Layouts in the article's size ranges")
    func layouts() {
        let card = ViewComponent(size: ComponentSize(width: 100, height: 30))
        let sizes = Sizing.layouts(picture: picture, card: card).map(\.size)
        #expect(sizes == [CGSize(width: 72, height: 48), CGSize(width: 390, height: 30),
                          CGSize(width: 120, height: 120), CGSize(width: 100, height: 30)])
    }

    @Test("A flexible-height hosting view keeps its width")
    func hostingView() throws {
        let host = try Sizing.host(in: Window(size: CGSize(width: 390, height: 844)))
        #expect(host.frame.width == 390)
        #expect(host.frame.height > 10, "the caption was not measured")
        #expect(host.frame.height == host.sizeThatFits(CGSize(width: 390, height: CGFloat.infinity)).height)
    }
}
