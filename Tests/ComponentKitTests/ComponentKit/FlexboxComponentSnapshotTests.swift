import Flexbox
import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKFlexboxComponentSnapshotTests, from the measurements of
/// its reference images (Fixtures/ComponentKit/CKFlexboxComponentSnapshotTests.json):
/// each test builds the original tree, lays it out in the original size
/// range at 2 pixels per point, and compares every view's frame and the
/// drawn colours with what ComponentKit drew. The `useDeepYogaTrees`
/// variant has no counterpart here (this package has one flexbox engine).
@MainActor
@Suite("ComponentKit: CKFlexboxComponentSnapshotTests")
struct FlexboxComponentSnapshotTests {
    let snapshots = try! ComponentKitSnapshot("CKFlexboxComponentSnapshotTests")

    static let white = ViewConfiguration(View.self, [.backgroundColor(.white)])
    static let lightGray = ViewConfiguration(View.self, [.backgroundColor(.lightGray)])

    /// A plain view of `color` (ComponentKit's `CKComponent` with a background colour).
    func box(_ color: Color, _ width: RelativeDimension = .auto, _ height: RelativeDimension = .auto) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color)]), size: ComponentSize(width: width, height: height))
    }

    func box(_ color: Color, _ size: ComponentSize) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color)]), size: size)
    }

    func flexbox(_ view: ViewConfiguration = .none, size: ComponentSize = .auto, _ style: FlexboxComponent.Style,
                 _ children: [any Component]) -> FlexboxComponent {
        FlexboxComponent(view: view, size: size, style: style, children: children)
    }

    func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat) -> SizeRange {
        SizeRange(unchecked: CGSize(width: minWidth, height: minHeight), CGSize(width: maxWidth, height: maxHeight))
    }

    // MARK: Underflow and overflow

    func layoutWithJustify(_ justify: JustifyContent, flexFactor: CGFloat) -> FlexboxComponent {
        flexbox(Self.white, .init(direction: .row, justifyContent: justify, alignItems: .flexStart), [
            box(.red, 50, 50).flexItem { $0.flexGrow = flexFactor; $0.flexShrink = flexFactor },
            box(.blue, 50, 50).flexItem { $0.flexGrow = flexFactor; $0.flexShrink = flexFactor },
            box(.green, 50, 50).flexItem { $0.flexGrow = flexFactor; $0.flexShrink = flexFactor },
        ])
    }

    @Test func testUnderflowBehaviors() throws {
        try snapshots.verify(layoutWithJustify(.flexStart, flexFactor: 0), suffix: "justifyStart")
        try snapshots.verify(layoutWithJustify(.center, flexFactor: 0), suffix: "justifyCenter")
        try snapshots.verify(layoutWithJustify(.flexEnd, flexFactor: 0), suffix: "justifyEnd")
        try snapshots.verify(layoutWithJustify(.flexStart, flexFactor: 1), suffix: "flex")
    }

    @Test func testOverflowBehaviors() throws {
        try snapshots.verify(layoutWithJustify(.flexStart, flexFactor: 0), suffix: "justifyStart")
        try snapshots.verify(layoutWithJustify(.center, flexFactor: 0), suffix: "justifyCenter")
        try snapshots.verify(layoutWithJustify(.flexEnd, flexFactor: 0), suffix: "justifyEnd")
        try snapshots.verify(layoutWithJustify(.flexStart, flexFactor: 1), suffix: "flex")
    }

    @Test func testShrinkingBehaviourWithFullFlexGrow() throws {
        let c = flexbox(size: ComponentSize(width: 500, height: 500), .init(direction: .row, alignItems: .flexStart), [
            box(.green, 500, 500).flexItem { $0.flexGrow = 0; $0.flexShrink = 1 },
            box(.red, 500, 500).flexItem { $0.flexGrow = 1; $0.flexShrink = 1 },
        ])
        try snapshots.verify(c)
    }

    @Test func testCorrectnessOfDeeplyNestedFlexboxHierarchies() throws {
        let c = flexbox(size: ComponentSize(width: 500, height: 500),
                        .init(direction: .row, alignItems: .flexStart, padding: EdgeInsets(all: 10)), [
            Wrapper(flexbox(Self.lightGray, .init(direction: .row, alignItems: .stretch), [
                flexbox(ViewConfiguration(View.self, [.backgroundColor(.brown)]), size: ComponentSize(width: 100),
                        .init(border: EdgeInsets(all: 5)), [
                    box(.red, 100, 100), box(.green, 100, 100), box(.blue, 100, 100), box(.red, 100, 100),
                ]),
                box(.gray, 100),
            ])).flexItem { $0.alignSelf = .stretch },
            flexbox(Self.lightGray, size: ComponentSize(width: 100), .init(alignItems: .stretch, padding: EdgeInsets(all: 10)), [
                flexbox(size: ComponentSize(height: 100), .init(direction: .row, alignItems: .stretch), [
                    box(.red).flexItem { $0.flexGrow = 0.2; $0.flexShrink = 1 },
                    Wrapper(box(.blue)).flexItem { $0.flexGrow = 0.2; $0.flexShrink = 1 },
                    box(.green).flexItem { $0.flexGrow = 1; $0.flexShrink = 1 },
                ]),
                box(.yellow, .auto, 50), box(.magenta, .auto, 50), box(.red, .auto, 50), box(.blue, .auto, 50), box(.green, .auto, 50),
            ]).flexItem { $0.flexGrow = 1; $0.flexShrink = 1; $0.alignSelf = .stretch },
            box(.gray, 100, 100),
        ])
        try snapshots.verify(c)
    }

    @Test func testOverflowBehaviorsWhenAllFlexShrinkComponentsHaveBeenClampedToZeroButViolationStillExists() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            box(.red, 50, 50).flexShrink(0), box(.blue, 50, 50).flexShrink(1), box(.green, 50, 50).flexShrink(0),
        ])
        try snapshots.verify(c)
    }

    @Test func testFlexWithUnequalIntrinsicSizes() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            box(.red, 50, 50).flexItem { $0.flexShrink = 1; $0.flexGrow = 1 },
            box(.blue, 150, 150).flexItem { $0.flexShrink = 1; $0.flexGrow = 1 },
            box(.green, 50, 50).flexItem { $0.flexShrink = 1; $0.flexGrow = 1 },
        ])
        try snapshots.verify(c, suffix: "underflow")
        try snapshots.verify(c, suffix: "overflow")
    }

    @Test func testCrossAxisSizeBehaviors() throws {
        let c = flexbox(Self.white, .init(direction: .column, alignItems: .flexStart), [
            box(.red, 50, 50), box(.blue, 100, 50), box(.green, 150, 50),
        ])
        try snapshots.verify(c, suffix: "variableHeight")
        try snapshots.verify(c, suffix: "fixedHeight")
    }

    @Test func testSpacing() throws {
        let c = flexbox(Self.white, .init(direction: .column, alignItems: .flexStart, spacing: 10), [
            box(.red, 50, 50), box(.blue, 100, 50), box(.green, 150, 50),
        ])
        try snapshots.verify(c, suffix: "variableHeight")
    }

    @Test func testNegativeSpacing() throws {
        let c = flexbox(Self.white, .init(direction: .column, alignItems: .flexStart, spacing: -10), [
            box(.red, 50, 50), box(.blue, 100, 50), box(.green, 150, 50),
        ])
        try snapshots.verify(c, suffix: "variableHeight")
    }

    @Test("ComponentKit drops nil children; a flexbox of only nil children is 0 high")
    func testSpacingWithChildrenHavingNilComponents() throws {
        let border = ViewConfiguration(View.self, [.borderColor(.blue), .borderWidth(3)])
        let none: (any Component)? = nil
        let c = FlexboxComponent(view: border, direction: .column, alignItems: .stretch, spacing: 10) {
            if let none { none }
            if let none { none }
        }
        try snapshots.verify(c, suffix: "variableHeight", insets: EdgeInsets(all: 10))
    }

    // MARK: Spacing

    func spacingTrio(_ direction: FlexDirection, spacing: CGFloat = 0, _ options: [(before: CGFloat, after: CGFloat)]) -> FlexboxComponent {
        let children = zip([box(.red, 50, 50), box(.blue, 100, 70), box(.green, 150, 90)], options).map { child, option in
            child.flexItem { $0.spacingBefore = option.before; $0.spacingAfter = option.after }
        }
        return flexbox(Self.white, .init(direction: direction, alignItems: .flexStart, spacing: spacing), children)
    }

    func verifyComponentSpacing(_ direction: FlexDirection, method: String = #function) throws {
        try snapshots.verify(spacingTrio(direction, [(0, 0), (10, 0), (20, 0)]), method: method, suffix: "spacingBefore")
        try snapshots.verify(spacingTrio(direction, [(0, 0), (0, 10), (0, 20)]), method: method, suffix: "spacingAfter")
        try snapshots.verify(spacingTrio(direction, spacing: 10, [(0, 0), (-10, -10), (0, 0)]), method: method, suffix: "spacingBalancedOut")
    }

    @Test func testComponentSpacing() throws {
        try verifyComponentSpacing(.column)
    }

    @Test func testHorizontalReverseSpacing() throws {
        try verifyComponentSpacing(.rowReverse)
    }

    @Test func testVerticalReverseSpacing() throws {
        try verifyComponentSpacing(.columnReverse)
    }

    @Test func testJustifiedCenterWithComponentSpacing() throws {
        let c = flexbox(Self.white, .init(direction: .column, justifyContent: .center, alignItems: .flexStart), [
            box(.red, 50, 50), box(.blue, 100, 70).flexItem { $0.spacingBefore = 20 },
            box(.green, 150, 90).flexItem { $0.spacingBefore = 30 },
        ])
        try snapshots.verify(c, suffix: "variableHeight")
    }

    // MARK: Z order

    func zOrdered(_ zIndexes: [Int]) -> FlexboxComponent {
        let children = zip([box(.red, 50, 50), box(.blue, 100, 50), box(.green, 150, 50)], zIndexes).map { child, z in
            child.flexItem { $0.zIndex = z }
        }
        return flexbox(Self.white, .init(direction: .column, alignItems: .flexStart, spacing: -10), children)
    }

    @Test func testZOrderNoChangeLayoutOrder() throws {
        try snapshots.verify(zOrdered([0, 1, 2]), suffix: "variableHeight")
    }

    @Test func testZOrderPartialChangeLayoutOrder() throws {
        try snapshots.verify(zOrdered([0, 1, 0]), suffix: "variableHeight")
    }

    @Test func testZOrderChangeLayoutOrder() throws {
        try snapshots.verify(zOrdered([2, 1, 0]), suffix: "variableHeight")
    }

    // MARK: Minimum and maximum sizes

    /// A difference kept (listed in "Coming from ComponentKit"): ComponentKit's
    /// image shows red 23 wide after blue's minimum of 90, because its older
    /// Yoga, when it froze blue at that minimum, took blue's bounded basis
    /// (90) out of the shrink factors instead of its flex basis (80), so red
    /// shrank by 50 × 80 / 70 (22.86, drawn 23). Flexbox does as current Yoga
    /// and CSS do, which its conformance corpus pins: red gets the 30 left.
    /// Everything else in ComponentKit's image is checked as it is.
    @Test("testMinWidthIsRespected: blue keeps its minimum as in ComponentKit; red is 30 wide (current Yoga, CSS), not ComponentKit's 23")
    func testMinWidthIsRespected() throws {
        let c = flexbox(Self.lightGray, size: ComponentSize(width: 120), .init(direction: .row, alignItems: .stretch), [
            box(.blue, ComponentSize(height: 50, minWidth: 90)).flexItem { $0.flexGrow = 1; $0.flexShrink = 1; $0.flexBasis = 80 },
            box(.red, .auto, 50).flexItem { $0.flexGrow = 1; $0.flexShrink = 1; $0.flexBasis = 80 },
        ])
        let range = try SizeRange(min: CGSize(width: 0, height: 50), max: CGSize(width: 120, height: 50))
        let layout = c.layout(constrainedTo: range, parentSize: range.max, context: LayoutContext(pointScale: 2))
        #expect(layout.size == CGSize(width: 120, height: 50), "as ComponentKit's image")
        let frames = layout.children.map { CGRect(origin: $0.position, size: $0.layout.size) }
        #expect(frames.first == CGRect(x: 0, y: 0, width: 90, height: 50), "blue at its minimum, as ComponentKit's image")
        // ComponentKit's image: red at x 90, 23 wide (older Yoga's shrink arithmetic).
        #expect(frames.last == CGRect(x: 90, y: 0, width: 30, height: 50), "red takes the 30 points left")
    }

    @Test func testMinAndMaxWidthTakePriorityOverPreferredSize() throws {
        let c = flexbox(Self.lightGray, size: ComponentSize(width: 120), .init(direction: .row, alignItems: .stretch), [
            box(.blue, ComponentSize(height: 50, minWidth: 60)).flexItem { $0.flexGrow = 1; $0.flexShrink = 0; $0.flexBasis = 0 },
            box(.red, ComponentSize(height: 50, maxWidth: 20)).flexItem { $0.flexGrow = 1; $0.flexShrink = 0; $0.flexBasis = .percent(50) },
        ])
        try snapshots.verify(c)
    }

    @Test func testComponentThatChangesCrossSizeWhenMainSizeIsFlexed() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            try RatioComponent(ratio: 1.5, child: box(.blue, .auto, 150))
                .flexItem { $0.flexBasis = .percent(100); $0.flexGrow = 1; $0.flexShrink = 1 },
            box(.red, 50, 50),
        ])
        try snapshots.verify(c)
    }

    // MARK: Align content

    func wrappedTrio(_ alignContent: FlexAlign) -> FlexboxComponent {
        flexbox(Self.lightGray, .init(direction: .row, alignItems: .flexStart, alignContent: alignContent, wrap: .wrap), [
            box(.red, 100, 20), box(.blue, 100, 20), box(.green, 100, 20),
        ])
    }

    @Test func testAlignContentStart() throws {
        try snapshots.verify(wrappedTrio(.flexStart))
    }

    @Test func testAlignContentEnd() throws {
        try snapshots.verify(wrappedTrio(.flexEnd))
    }

    @Test func testAlignContentCenter() throws {
        try snapshots.verify(wrappedTrio(.center))
    }

    @Test func testAlignContentSpaceBetween() throws {
        try snapshots.verify(wrappedTrio(.spaceBetween))
    }

    @Test func testAlignContentSpaceAround() throws {
        try snapshots.verify(wrappedTrio(.spaceAround))
    }

    @Test func testAlignContentStretch() throws {
        try snapshots.verify(wrappedTrio(.stretch))
    }

    // MARK: Baselines

    /// ComponentKit's `useHeightAsBaseline` is what a child without a
    /// baseline of its own does anyway: its baseline is its bottom edge.
    @Test func testAlignBaseline() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .baseline), [
            box(.red, 50, 100).flexShrink(1), box(.blue, 50, 50).flexShrink(1), box(.green, 50, 75).flexShrink(1),
        ])
        try snapshots.verify(c)
    }

    @Test func testCustomBaselineComponent() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .baseline), [
            box(.red, 50, 100).flexShrink(1),
            CustomBaselineComponent(color: .blue, baseline: 40).flexShrink(1),
            box(.green, 50, 75).flexShrink(1),
        ])
        try snapshots.verify(c)
    }

    @Test func testVariableBaselines() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .baseline), [
            CustomBaselineComponent(color: .green, baseline: 30).flexShrink(1),
            CustomBaselineComponent(color: .blue, baseline: 40).flexShrink(1),
            CustomBaselineComponent(color: .red, baseline: 10).flexShrink(1),
        ])
        try snapshots.verify(c)
    }

    /// The original gives the custom-baseline child no baseline (0): with
    /// centred items, a baseline changes nothing.
    @Test func testAlignSelfBaseline() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .center), [
            box(.red, 50, 100).flexShrink(1),
            CustomBaselineComponent(color: .blue, baseline: 0).flexShrink(1),
            box(.green, 50, 75).flexShrink(1),
        ])
        try snapshots.verify(c)
    }

    // MARK: Padding and margins

    @Test func testContainerPadding() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column, alignItems: .flexStart,
                                              padding: EdgeInsets(top: 20, left: 30, bottom: 5, right: 10)), [
            box(.red, 75, 75).flexShrink(1),
        ])
        try snapshots.verify(c)
    }

    @Test func testChildPadding() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .flexStart), [
            box(.blue, ComponentSize(minWidth: 20, minHeight: 20)).flexItem { $0.padding = FlexItemEdges(top: 15, start: 20, end: 10, bottom: 20) },
            box(.red, ComponentSize(minWidth: 20, minHeight: 20)),
        ])
        try snapshots.verify(c)
    }

    @Test func testPercentagePadding() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .flexStart), [
            box(.blue, ComponentSize(minWidth: 20, minHeight: 20)).flexItem {
                $0.padding = FlexItemEdges(top: .percent(35), start: .percent(40), end: .percent(20), bottom: .percent(40))
            },
            box(.red, ComponentSize(minWidth: 20, minHeight: 20)),
        ])
        try snapshots.verify(c)
    }

    @Test func testUnspecifiedPaddingIsSameAsZero() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .flexStart), [
            box(.blue, ComponentSize(minWidth: 50, minHeight: 50)).flexItem { $0.padding = FlexItemEdges() },
            box(.red, ComponentSize(minWidth: 50, minHeight: 50)).flexItem { $0.padding = FlexItemEdges(top: 10) },
        ])
        try snapshots.verify(c)
    }

    @Test func testMarginOnFlexbox() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column), [
            flexbox(ViewConfiguration(View.self, [.backgroundColor(.blue)]), .init(direction: .row), [
                box(.red, 50, 50), box(.green, 50, 50),
            ]),
        ])
        try snapshots.verify(c)
    }

    @Test func testStandardMargins() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column, alignItems: .flexStart), [
            box(.red, ComponentSize(minWidth: 10, minHeight: 10)).flexItem {
                $0.margin = FlexItemEdges(top: 10, start: 30, end: 10, bottom: 20)
                $0.flexGrow = 1
            },
        ])
        try snapshots.verify(c)
    }

    @Test func testMultipleMargins() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .flexStart), [
            box(.red, ComponentSize(minWidth: 10, minHeight: 10)).flexItem { $0.margin = FlexItemEdges(all: 20); $0.flexGrow = 1 },
            box(.blue, ComponentSize(minWidth: 10, minHeight: 10)).flexItem { $0.margin = FlexItemEdges(all: 30); $0.flexGrow = 1 },
        ])
        try snapshots.verify(c)
    }

    @Test func testMarginOverridesSpacing() throws {
        let c = flexbox(Self.lightGray, .init(direction: .row, alignItems: .flexStart, spacing: 20), [
            box(.red, ComponentSize(minWidth: 10, minHeight: 10)).flexItem {
                $0.margin = FlexItemEdges(top: 20, start: 20, end: 0, bottom: 20)
                $0.flexGrow = 1
            },
            box(.blue, ComponentSize(minWidth: 10, minHeight: 10)).flexItem {
                $0.margin = FlexItemEdges(top: 20, start: 0, end: 20, bottom: 20)
                $0.flexGrow = 1
            },
        ])
        try snapshots.verify(c)
    }

    // MARK: Alignment

    @Test func testAlignCenterWithFlexedMainDimension() throws {
        let c = flexbox(Self.white, .init(direction: .column, alignItems: .center), [
            box(.red, 100, 100).flexShrink(1), box(.blue, 50, 50).flexShrink(1),
        ])
        try snapshots.verify(c)
    }

    @Test func testAlignCenterWithIndefiniteCrossDimension() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            box(.red, 100, 100), box(.blue, 50, 50).alignSelf(.center),
        ])
        try snapshots.verify(c)
    }

    // MARK: Absolute positioning

    @Test func testBasicAbsolutePositioning() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column, alignItems: .flexStart), [
            flexbox(Self.white, .init(direction: .column, alignItems: .flexStart), [
                box(.blue, 50, 50),
                box(.green, 50, 50).flexItem { $0.position = .absolute(top: 20, start: 30) },
            ]),
        ])
        try snapshots.verify(c)
    }

    @Test func testPercentAbsolutePositioning() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column, alignItems: .flexStart), [
            flexbox(size: ComponentSize(width: 150, height: 100), .init(direction: .column, alignItems: .flexStart), [
                box(.blue, 50, 50),
                box(.green, 50, 50).flexItem { $0.position = .absolute(top: .percent(20), start: .percent(5)) },
            ]),
        ])
        try snapshots.verify(c)
    }

    @Test func testRightBottomAbsolutePositioning() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column, alignItems: .flexStart), [
            flexbox(size: ComponentSize(width: 150, height: 100), .init(direction: .column, alignItems: .flexStart), [
                box(.blue, 50, 50),
                box(.green, 50, 50).flexItem { $0.position = .absolute(bottom: .percent(20), right: .percent(20)) },
            ]),
        ])
        try snapshots.verify(c)
    }

    @Test func testAbsolutePositionsDontOverrideFixedDimensions() throws {
        let c = flexbox(Self.lightGray, .init(direction: .column, alignItems: .flexStart), [
            flexbox(size: ComponentSize(width: 150, height: 100), .init(direction: .column, alignItems: .flexStart), [
                box(.blue, 50, 50),
                box(.green, 50, 50).flexItem { $0.position = .absolute(left: 10, right: 10) },
            ]),
        ])
        try snapshots.verify(c)
    }

    // MARK: Aligned and stretched

    func alignedTrio(_ alignItems: FlexAlign) -> FlexboxComponent {
        flexbox(Self.white, .init(direction: .column, justifyContent: .center, alignItems: alignItems), [
            box(.red, 50, 50), box(.blue, 100, 70).flexItem { $0.spacingBefore = 20 },
            box(.green, 150, 90).flexItem { $0.spacingBefore = 30 },
        ])
    }

    @Test func testAlignedStart() throws {
        try snapshots.verify(alignedTrio(.flexStart))
    }

    @Test func testAlignedEnd() throws {
        try snapshots.verify(alignedTrio(.flexEnd))
    }

    @Test func testAlignedCenter() throws {
        try snapshots.verify(alignedTrio(.center))
    }

    @Test func testAlignedStretchCrossSizing() throws {
        let c = flexbox(Self.white, .init(direction: .column, alignItems: .stretch), [
            box(.red, .percent(100), 50),
            box(.green, 150, 150).flexItem { $0.spacingBefore = 20 },
        ])
        try snapshots.verify(c)
    }

    @Test func testAlignedStretchCrossSizingWithFixedParentWidth() throws {
        let c = flexbox(ViewConfiguration(View.self, [.backgroundColor(.gray)]), size: ComponentSize(minWidth: 100, maxWidth: 200),
                        .init(direction: .column), [
            box(.red, .percent(100), 50),
            box(.green, 150, 150).flexItem { $0.margin = FlexItemEdges(top: 20) },
        ])
        try snapshots.verify(c)
    }

    /// ComponentKit's comment expects the children stretched to 200; its image does not (the images win).
    @Test func testAlignedStretchNoChildExceedsMin() throws {
        try snapshots.verify(alignedTrio(.stretch))
    }

    @Test func testAlignedStretchOneChildExceedsMin() throws {
        try snapshots.verify(alignedTrio(.stretch))
    }

    // MARK: Flex basis

    @Test func testFixedFlexBasisAppliedWhenFlexingItems() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            box(.red, 50, 50).flexItem { $0.flexGrow = 1; $0.flexBasis = 10 },
            box(.blue, 150, 150).flexItem { $0.flexGrow = 1; $0.flexBasis = 10 },
            box(.green, 50, 50).flexItem { $0.flexGrow = 1; $0.flexBasis = 10 },
        ])
        try snapshots.verify(c, suffix: "underflow")
        try snapshots.verify(c, suffix: "overflow")
    }

    @Test func testPercentageFlexBasisResolvesAgainstParentSize() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            box(.red, 50, 50).flexItem { $0.flexGrow = 1; $0.flexBasis = .percent(50) },
            box(.blue, 50, 50).flexGrow(1),
            box(.green, 50, 50).flexGrow(1),
        ])
        try snapshots.verify(c)
    }

    @Test func testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren() throws {
        let c = flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), [
            box(.red, 50, 50).flexItem { $0.flexBasis = 20 },
            box(.blue, 150, 150).flexItem { $0.flexBasis = 20 },
            box(.green, 50, 50).flexItem { $0.flexBasis = 20 },
        ])
        try snapshots.verify(c)
    }

    @Test func testCrossAxisStretchingOccursAfterMainAxisFlexing() throws {
        let c = InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.green)]), insets: EdgeInsets(all: 10),
                               child: flexbox(.none, .init(direction: .row, alignItems: .stretch), [
            box(.blue, 10),
            box(.red, 500, 500).flexItem { $0.flexGrow = 1; $0.flexShrink = 1 },
        ]))
        try snapshots.verify(c)
    }

    // MARK: Violations

    /// A white flexbox of `colors` boxes of `sizes`, each with the grow and
    /// shrink factors given (`nil` leaves ComponentKit's default).
    func violation(_ direction: FlexDirection, _ children: [(Color, CGFloat, CGFloat, grow: CGFloat?, shrink: CGFloat?)]) -> FlexboxComponent {
        flexbox(Self.white, .init(direction: direction, alignItems: .flexStart), children.map { color, width, height, grow, shrink in
            box(color, .points(width), .points(height)).flexItem { options in
                if let grow { options.flexGrow = grow }
                if let shrink { options.flexShrink = shrink }
            }
        })
    }

    @Test func testPositiveViolationIsDistributedEqually() throws {
        try snapshots.verify(violation(.row, [(.red, 50, 50, 1, nil), (.blue, 50, 50, 0, nil), (.green, 50, 50, 1, nil)]))
    }

    @Test func testPositiveViolationIsDistributedEquallyWithArbitraryFloats() throws {
        try snapshots.verify(violation(.row, [(.red, 50, 50, 0.5, nil), (.blue, 50, 50, 0, nil), (.green, 50, 50, 0.5, nil)]))
    }

    @Test func testPositiveViolationIsDistributedProportionally() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 50, 1, nil), (.blue, 50, 50, 2, nil), (.green, 50, 50, 1, nil)]))
    }

    @Test func testPositiveViolationIsDistributedProportionallyWithArbitraryFloats() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 50, 0.25, nil), (.blue, 50, 50, 0.5, nil), (.green, 50, 50, 0.25, nil)]))
    }

    @Test func testPositiveViolationIsDistributedEquallyAmongMixedChildren() throws {
        try snapshots.verify(violation(.row, [(.red, 50, 50, nil, 1), (.blue, 50, 50, 1, nil), (.green, 50, 50, nil, 0), (.yellow, 50, 50, 1, nil)]))
    }

    @Test func testPositiveViolationIsDistributedEquallyAmongMixedChildrenWithArbitraryFloats() throws {
        try snapshots.verify(violation(.row, [(.red, 50, 50, nil, 1), (.blue, 50, 50, 0.5, nil), (.green, 50, 50, nil, 0), (.yellow, 50, 50, 0.5, nil)]))
    }

    @Test func testPositiveViolationIsDistributedProportionallyAmongMixedChildren() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 50, nil, 1), (.blue, 50, 50, 3, nil), (.green, 50, 50, nil, 0), (.yellow, 50, 50, 1, nil)]))
    }

    @Test func testPositiveViolationIsDistributedProportionallyAmongMixedChildrenWithArbitraryFloats() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 50, nil, 1), (.blue, 50, 50, 0.75, nil), (.green, 50, 50, nil, 0), (.yellow, 50, 50, 0.25, nil)]))
    }

    /// ComponentKit's comment expects 88/87; its image shows 87.5/87.5 (the images win).
    @Test func testRemainingViolationIsAppliedProperlyToFirstFlexibleChild() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 25, 0, nil), (.blue, 50, 0, 1, nil), (.green, 50, 100, 1, nil)]))
    }

    @Test func testRemainingViolationIsAppliedProperlyToFirstFlexibleChildWithArbitraryFloats() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 25, 0, nil), (.blue, 50, 0, 0.5, nil), (.green, 50, 100, 0.5, nil)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSize() throws {
        try snapshots.verify(violation(.row, [(.red, 300, 50, nil, 1), (.blue, 100, 50, nil, 0), (.green, 200, 50, nil, 1)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeWithArbitraryFloats() throws {
        try snapshots.verify(violation(.row, [(.red, 300, 50, nil, 0.5), (.blue, 100, 50, nil, 0), (.green, 200, 50, nil, 0.5)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 300, nil, 2), (.blue, 50, 100, nil, 1), (.green, 50, 200, nil, 2)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorWithArbitraryFloats() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 300, nil, 0.4), (.blue, 50, 100, nil, 0.2), (.green, 50, 200, nil, 0.4)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren() throws {
        try snapshots.verify(violation(.row, [(.red, 150, 50, 1, nil), (.blue, 150, 50, nil, 1), (.green, 150, 50, 0, nil), (.yellow, 150, 50, nil, 1)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenWithArbitraryFloats() throws {
        try snapshots.verify(violation(.row, [(.red, 150, 50, 1, nil), (.blue, 150, 50, nil, 0.5), (.green, 150, 50, 0, nil), (.yellow, 150, 50, nil, 0.5)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildren() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 150, 1, nil), (.blue, 50, 100, nil, 1), (.green, 50, 150, 0, nil), (.yellow, 50, 200, nil, 3)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildrenArbitraryFloats() throws {
        try snapshots.verify(violation(.column, [(.red, 50, 150, 1, nil), (.blue, 50, 100, nil, 0.25), (.green, 50, 150, 0, nil), (.yellow, 50, 200, nil, 0.75)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero() throws {
        try snapshots.verify(violation(.row, [(.red, 300, 50, nil, 1), (.blue, 100, 50, nil, 2), (.green, 200, 50, nil, 1)]))
    }

    @Test func testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZeroWithArbitraryFloats() throws {
        try snapshots.verify(violation(.row, [(.red, 300, 50, nil, 0.25), (.blue, 100, 50, nil, 0.5), (.green, 200, 50, nil, 0.25)]))
    }

    // MARK: Nesting

    @Test func testNestedLayoutStretchDoesNotViolateWidth() throws {
        let c = flexbox(ViewConfiguration(View.self, [.backgroundColor(.blue)]), size: ComponentSize(width: 100, height: 100),
                        .init(direction: .column, alignItems: .stretch), [box(.red, 50, 50)])
        try snapshots.verify(c)
    }

    @Test func testSimultaneousFlexGrowAndAlignStretch() throws {
        let c = flexbox(Self.white, size: ComponentSize(height: 100), .init(direction: .row, alignItems: .stretch), [
            Wrapper(box(.red)).flexGrow(1), Wrapper(box(.blue)).flexGrow(1), Wrapper(box(.green)).flexGrow(1),
        ])
        try snapshots.verify(c)
    }

    // MARK: UI docs

    func docsTrio(_ alignItems: FlexAlign) -> FlexboxComponent {
        flexbox(Self.white, .init(direction: .column, justifyContent: .center, alignItems: alignItems), [
            box(.blue, 25, 25), box(.blue, 75, 25).flexItem { $0.spacingBefore = 10 },
            box(.blue, 100, 25).flexItem { $0.spacingBefore = 10 },
        ])
    }

    @Test func test_uidocs_alignedStart() throws {
        try snapshots.verify(docsTrio(.flexStart))
    }

    @Test func test_uidocs_alignedCenter() throws {
        try snapshots.verify(docsTrio(.center))
    }

    @Test func test_uidocs_alignedEnd() throws {
        try snapshots.verify(docsTrio(.flexEnd))
    }

    // MARK: Aspect ratio

    func aspectRatios(_ ratios: [CGFloat]) -> FlexboxComponent {
        let children = zip([box(.red, 10, 5), box(.blue, 25, 5), box(.green, 40, 5)], ratios).map { child, ratio in
            child.flexItem { $0.aspectRatio = ratio }
        }
        return flexbox(Self.white, .init(direction: .row, alignItems: .flexStart), children)
    }

    @Test func testAspectRatioOneToOne() throws {
        try snapshots.verify(aspectRatios([1, 1, 1]))
    }

    @Test func testAspectRatioTwoToOne() throws {
        try snapshots.verify(aspectRatios([2, 2, 2]))
    }

    @Test func testAspectRatioOneToTwo() throws {
        try snapshots.verify(aspectRatios([0.5, 0.5, 0.5]))
    }

    @Test func testNegativeAspectRatioOneToOne() throws {
        try snapshots.verify(aspectRatios([-1, -1, -1]))
    }

    /// `FLT_EPSILON + FLT_MIN_EXP` (-125): a ratio of about -125, taken as its magnitude.
    @Test func testMinAspectRatio() throws {
        let ratio = CGFloat(Float.ulpOfOne) - 125
        try snapshots.verify(aspectRatios([ratio, ratio, ratio]))
    }

    @Test func testDifferentAspectRatioPerChild() throws {
        try snapshots.verify(aspectRatios([0.5, 2, 1]))
    }
}

/// ComponentKit's `CKCompositeComponent` around one component: no view of its own.
private struct Wrapper: Component {
    let wrapped: any Component
    init(_ wrapped: any Component) { self.wrapped = wrapped }

    func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let child = wrapped.layout(constrainedTo: range, parentSize: parentSize, context: context)
        return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
    }
}

/// ComponentKit's test `CKCustomBaselineComponent`: a 50 × 50 view whose
/// flexbox baseline is `baseline` points from its top.
private struct CustomBaselineComponent: BaselineProviding {
    let color: Color
    let baseline: CGFloat
    var viewConfiguration: ViewConfiguration { ViewConfiguration(View.self, [.backgroundColor(color)]) }
    var componentSize: ComponentSize { ComponentSize(width: 50, height: 50) }
    func baseline(of layout: Layout) -> CGFloat { baseline }
}
