import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

@MainActor
@Suite("Layout component snapshots")
struct LayoutComponentSnapshotTests {
    func swatch(_ color: Color, _ width: CGFloat = 30, _ height: CGFloat = 20) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color)]), size: ComponentSize(width: .points(width), height: .points(height)))
    }

    var plate: ViewComponent { ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(Color(white: 0.9)), .cornerRadius(6)])) }

    @Test("Inset: finite insets pad; infinite ones center or pin")
    func inset() {
        let padded = InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.lightGray)]),
                                    insets: EdgeInsets(top: 4, left: 8, bottom: 12, right: 16), child: swatch(.red))
        assertComponentSnapshot(of: padded, as: .image(sizeRange: .unconstrained), named: "finite")
        let centered = InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.lightGray)]),
                                      insets: EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: 10), child: swatch(.blue))
        assertComponentSnapshot(of: centered, as: .image(sizeRange: .exactly(CGSize(width: 100, height: 60))), named: "infinite")
        assertComponentSnapshot(of: centered, as: .layout(sizeRange: .exactly(CGSize(width: 100, height: 60))), named: "infinite")
    }

    @Test("Center: both axes, one axis, shrinking")
    func center() {
        let range = SizeRange.exactly(CGSize(width: 100, height: 60))
        for (name, centering, sizing) in [("xy", CenterComponent.Centering.xy, CenterComponent.Sizing.default),
                                          ("x", .x, .default), ("minimum-y", .xy, .minimumY)] {
            let component = BackgroundComponent(CenterComponent(centering: centering, sizing: sizing, child: swatch(.red)), background: plate)
            assertComponentSnapshot(of: component, as: .image(sizeRange: centering == .xy && sizing == .minimumY ? .upTo(range.max) : range),
                                    named: name)
        }
    }

    @Test("Background and overlay stretch to the main component")
    func backgroundAndOverlay() {
        let label = InsetComponent(insets: EdgeInsets(all: 8), child: LabelComponent("Tag", font: .system(size: 13), color: .white))
        let tag = BackgroundComponent(label, background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.tint), .cornerRadius(8)])))
        assertComponentSnapshot(of: tag, as: .image(sizeRange: .unconstrained), named: "background")
        let dimmed = OverlayComponent(ImageComponent(quadrants), overlay: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.black.withAlpha(0.4))])))
        assertComponentSnapshot(of: dimmed, as: .image(sizeRange: .unconstrained), named: "overlay")
    }

    @Test("Ratio: 16:9 at a fixed width, 1:2 within a box")
    func ratio() throws {
        let sixteenNine = try RatioComponent(ratio: 9.0 / 16.0, child: ImageComponent(quadrants, contentMode: .aspectFill,
                                                                                    attributes: [.clipsToBounds(true)], size: .auto))
        assertComponentSnapshot(of: sixteenNine, as: .image(sizeRange: .flexibleHeight(width: 160)), named: "16x9")
        let tall = try RatioComponent(ratio: 2, child: plate)
        assertComponentSnapshot(of: tall, as: .image(sizeRange: .upTo(CGSize(width: 100, height: 100))), named: "1x2")
    }

    @Test("Static layout: fixed positions, overlap in order, size of the union")
    func staticLayout() throws {
        let layout = try StaticLayoutComponent(view: ViewConfiguration(View.self, [.backgroundColor(.lightGray)]), children: [
            .init(position: CGPoint(x: 4, y: 4), swatch(.red, 40, 40)),
            .init(position: CGPoint(x: 30, y: 20), swatch(.blue.withAlpha(0.7), 40, 30)),
            .init(position: CGPoint(x: 80, y: 8), LabelComponent("label", font: .system(size: 12))),
        ])
        assertComponentSnapshot(of: layout, as: .image(sizeRange: .unconstrained))
        assertComponentSnapshot(of: layout, as: .layout(sizeRange: .unconstrained))
    }

    @Test("Composite and stateful components render their bodies")
    func composites() {
        struct Card: CompositeComponent {
            var body: some Component {
                BackgroundComponent(InsetComponent(insets: EdgeInsets(all: 10), child: LabelComponent("Composite card", font: .system(size: 14))),
                                    background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white), .borderWidth(1), .borderColor(.lightGray), .cornerRadius(8)])))
            }
        }
        struct Toggle: StatefulComponent {
            func initialState() -> Bool { true }
            func body(state: Bool, scope: Scope<Bool>) -> some Component {
                ButtonComponent(titles: [.normal: state ? "On" : "Off"], attributes: [.backgroundColor(state ? .green : .gray), .cornerRadius(6)])
            }
        }
        assertComponentSnapshot(of: Card(), as: .image(sizeRange: .unconstrained), named: "composite")
        assertComponentSnapshot(of: Toggle(), as: .image(sizeRange: .unconstrained), named: "stateful")
    }

    @Test("Flexbox: a photo cell row, and a wrapping grid")
    func flexbox() {
        let cell = FlexboxComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.white), .borderWidth(1), .borderColor(.lightGray), .cornerRadius(8)]),
            direction: .row, alignItems: .center, spacing: 10, padding: EdgeInsets(all: 8)
        ) {
            ImageComponent(quadrants, contentMode: .aspectFill, attributes: [.cornerRadius(6), .clipsToBounds(true)],
                           size: ComponentSize(width: 48, height: 48))
            StackComponent(axis: .vertical, spacing: 2) {
                LabelComponent("Golden Gate at dusk", font: .system(size: 15, weight: .semibold), numberOfLines: 1)
                LabelComponent("by Ada Lovelace", font: .system(size: 12), color: .gray)
            }.flexGrow().flexShrink()
            ButtonComponent(title: "Like", attributes: [.backgroundColor(.tint), .titleColor(.white), .cornerRadius(6)])
        }
        assertComponentSnapshot(of: cell, as: .image(sizeRange: .flexibleHeight(width: 300)), named: "cell")
        assertComponentSnapshot(of: cell, as: .layout(sizeRange: .flexibleHeight(width: 300)), named: "cell")
        let grid = FlexboxComponent(direction: .row, justifyContent: .spaceBetween, wrap: .wrap, lineSpacing: 6) {
            for index in 0..<7 {
                swatch(Color(red: Double(index) / 7, green: 0.5, blue: 1 - Double(index) / 7), 36, 36)
            }
        }
        assertComponentSnapshot(of: grid, as: .image(sizeRange: .flexibleHeight(width: 160)), named: "grid")
    }
}
