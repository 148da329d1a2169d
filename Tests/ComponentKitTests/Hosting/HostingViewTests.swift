import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Hosting view")
struct HostingViewTests {
    let layoutContext = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)
    let provider = ComponentProvider<String, Font> { text, font in
        InsetComponent(insets: EdgeInsets(all: 4), child: LabelComponent(AttributedText(text), font: font))
    }

    final class SizeListener: HostingViewDelegate {
        var sizes: [CGSize] = []
        func hostingView(_ view: View, didInvalidateSizeTo size: CGSize) { sizes.append(size) }
    }

    @Test("Each size-range provider turns bounds into ComponentKit's range")
    func sizeRangeProviders() {
        let size = CGSize(width: 100, height: 50)
        #expect(SizeRangeProvider.none.sizeRange(for: size) == .exactly(size))
        #expect(SizeRangeProvider.flexibleHeight.sizeRange(for: size) == .flexibleHeight(width: 100))
        #expect(SizeRangeProvider.flexibleWidth.sizeRange(for: size) == .flexibleWidth(height: 50))
        #expect(SizeRangeProvider.flexibleWidthAndHeight.sizeRange(for: size) == .unconstrained)
        #expect(SizeRangeProvider.fitContent.sizeRange(for: size) == .upTo(size))
    }

    @Test("A synchronous update mounts at once; sizeThatFits measures the content")
    func synchronousUpdate() {
        let host = HostingView(provider: provider, sizeRangeProvider: .fitContent, context: Font.system(size: 10),
                               layoutContext: layoutContext, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.update(model: "Hello")
        #expect(host.dump() == """
            view (0, 0, 100, 100)
              label (4, 4, 30, 13) text="Hello" font=DejaVu Sans 10.0pt w400 numberOfLines=0
            """)
        #expect(host.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 38, height: 21))
        host.update(context: .system(size: 20))
        #expect((host.subviews[0] as? Label)?.font.size == 20)
        #expect(host.lastMountStatistics.attributeSets == 1)
    }

    @Test("Resizing the view lays the content out again")
    func resize() {
        let host = HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: Font.system(size: 10),
                               layoutContext: layoutContext, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.update(model: String(repeating: "x", count: 20))
        #expect(host.subviews[0].frame.height == 13)
        host.frame.size.width = 68
        #expect(host.subviews[0].frame == CGRect(x: 4, y: 4, width: 60, height: 25))
    }

    @Test("The delegate hears when the content's size differs from the bounds")
    func sizeInvalidation() {
        let listener = SizeListener()
        let host = HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: Font.system(size: 10),
                               layoutContext: layoutContext, frame: CGRect(x: 0, y: 0, width: 100, height: 21))
        host.delegate = listener
        host.update(model: "Hi")
        #expect(listener.sizes.isEmpty, "content 100×21 fits the bounds exactly")
        host.update(model: String(repeating: "y", count: 30))
        #expect(listener.sizes == [CGSize(width: 100, height: 33)])
    }

    @Test("An asynchronous update lays out off the main actor; an older pending one is dropped")
    func asynchronousUpdate() async {
        let host = HostingView(provider: provider, sizeRangeProvider: .fitContent, context: Font.system(size: 10),
                               layoutContext: layoutContext, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.update(model: "first", mode: .asynchronous)
        host.update(model: "second", mode: .asynchronous)
        #expect(host.subviews.isEmpty, "nothing is mounted before the layout finishes")
        await host.waitForPendingUpdate()
        #expect(host.subviews.count == 1)
        #expect((host.subviews[0] as? Label)?.text.string == "second")
    }
}
