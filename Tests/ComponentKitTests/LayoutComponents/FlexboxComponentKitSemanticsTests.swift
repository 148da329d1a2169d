import Foundation
import Synchronization
import Testing
@testable import ComponentKit

/// Where a flexbox follows ComponentKit's own rules rather than CSS's:
/// spacing is the children's margins (so it can be negative), a child's
/// explicit margin replaces the spacing on its edge, a child's padding
/// enlarges the child, and values the layout engine would refuse get
/// ComponentKit's meaning or a report, never an empty flexbox.
@Suite("Flexbox component: ComponentKit's spacing, margins, padding and odd values")
struct FlexboxComponentKitSemanticsTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func box(_ width: CGFloat, _ height: CGFloat) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: .points(width), height: .points(height)))
    }

    func frames(_ layout: Layout) -> [CGRect] {
        layout.children.map { CGRect(origin: $0.position, size: $0.layout.size) }
    }

    @Test("A negative spacing overlaps the children, as ComponentKit's avatar stacks do")
    func negativeSpacingOverlaps() {
        let layout = FlexboxComponent(direction: .row, spacing: -10) {
            box(30, 30)
            box(30, 30)
            box(30, 30)
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(layout) == [
            CGRect(x: 0, y: 0, width: 30, height: 30),
            CGRect(x: 20, y: 0, width: 30, height: 30),
            CGRect(x: 40, y: 0, width: 30, height: 30),
        ])
        #expect(layout.size == CGSize(width: 70, height: 30))
    }

    @Test("Between two children the spacing is the later one's spacingBefore, the container's spacing and the earlier one's spacingAfter; the last one's spacingAfter ends the row")
    func spacingAddsUp() {
        let layout = FlexboxComponent(direction: .row, spacing: 10) {
            box(20, 10).flexItem { $0.spacingBefore = 1; $0.spacingAfter = 2 }
            box(20, 10).flexItem { $0.spacingBefore = 3; $0.spacingAfter = 4 }
        }.layout(constrainedTo: .unconstrained, context: context)
        let second: CGFloat = 1 + 20 + 3 + 10 + 2
        #expect(frames(layout).map(\.minX) == [1, second])
        #expect(layout.size.width == second + 20 + 4)
    }

    @Test("An explicit margin replaces the spacing on its edge, even a margin of 0; other edges keep theirs")
    func marginOverridesSpacing() {
        let layout = FlexboxComponent(direction: .row, spacing: 10) {
            box(20, 10)
            box(20, 10).flexItem { $0.margin = FlexItemEdges(start: 0) }
            box(20, 10).flexItem { $0.margin = FlexItemEdges(top: 5, start: 3) }
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(layout) == [
            CGRect(x: 0, y: 0, width: 20, height: 10),
            CGRect(x: 20, y: 0, width: 20, height: 10),
            CGRect(x: 43, y: 5, width: 20, height: 10),
        ])
    }

    @Test("In a column the spacing is on the top edge; reversed, on the bottom")
    func columnSpacing() {
        let column = FlexboxComponent(direction: .column, spacing: 4) { box(10, 10); box(10, 10) }
            .layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(column).map(\.minY) == [0, 14])
        let reversed = FlexboxComponent(direction: .columnReverse, spacing: 4) { box(10, 10); box(10, 10) }
            .layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(reversed).map(\.minY) == [14, 0])
    }

    @Test("A child's padding enlarges it: it is laid out over its whole padded frame")
    func paddingEnlargesTheChild() {
        // As ComponentKit's testChildPadding: a child sized by its minimums is measured at
        // them, its item adds the padding, and the child covers the item.
        let atLeast20 = ComponentSize(minWidth: 20, minHeight: 20)
        let layout = FlexboxComponent(direction: .row, alignItems: .flexStart) {
            ViewComponent(view: ViewConfiguration(View.self), size: atLeast20)
                .flexItem { $0.padding = FlexItemEdges(top: 15, start: 20, end: 10, bottom: 20) }
            ViewComponent(view: ViewConfiguration(View.self), size: atLeast20)
        }.layout(constrainedTo: .exactly(CGSize(width: 200, height: 200)), context: context)
        #expect(frames(layout) == [
            CGRect(x: 0, y: 0, width: 50, height: 55),
            CGRect(x: 50, y: 0, width: 20, height: 20),
        ])
        // A fixed size is the item's whole size (Yoga's sizes include padding).
        let fixed = FlexboxComponent(direction: .row, alignItems: .flexStart) {
            box(20, 10).flexItem { $0.padding = FlexItemEdges(all: 5) }
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(fixed) == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }

    @Test("A percentage margin is of the container's width")
    func percentMargin() {
        let layout = FlexboxComponent(size: ComponentSize(width: 200, height: 50), direction: .row) {
            box(20, 10).flexItem { $0.margin = FlexItemEdges(start: .percent(10)) }
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(layout).first?.minX == 20)
    }

    @Test("A negative aspect ratio is its magnitude, as in ComponentKit")
    func negativeAspectRatio() {
        let layout = FlexboxComponent(size: ComponentSize(width: 100), direction: .column, alignItems: .stretch) {
            ViewComponent(view: ViewConfiguration(View.self)).flexItem { $0.aspectRatio = -2 }
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(layout) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    }

    @Test("Values nothing can mean (NaN, infinities, negative grow) are reported naming the child, and every child is still laid out")
    func refusedValuesAreReported() {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let layout = FlexboxComponent(direction: .row, spacing: .nan) {
            box(20, 10).flexItem { $0.flexGrow = -1 }
            box(20, 10).flexItem { $0.aspectRatio = .infinity; $0.spacingBefore = .infinity }
            box(20, 10).flexItem { $0.padding = FlexItemEdges(top: .points(.nan)) }
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(frames(layout) == [
            CGRect(x: 0, y: 0, width: 20, height: 10),
            CGRect(x: 20, y: 0, width: 20, height: 10),
            CGRect(x: 40, y: 0, width: 20, height: 10),
        ])
        let messages = reported.withLock { $0 }
        #expect(messages.contains("FlexboxComponent: spacing is nan; it must be a finite number, so 0 is used"))
        #expect(messages.contains("FlexboxComponent child 0 (ViewComponent): flexGrow is -1.0; it must not be negative, so 0 is used"))
        #expect(messages.contains { $0.hasPrefix("FlexboxComponent child 1 (ViewComponent): aspectRatio is inf") })
        #expect(messages.contains { $0.hasPrefix("FlexboxComponent child 1 (ViewComponent): spacingBefore is inf") })
        #expect(messages.contains { $0.hasPrefix("FlexboxComponent child 2 (ViewComponent): padding.top is nan") })
    }
}
