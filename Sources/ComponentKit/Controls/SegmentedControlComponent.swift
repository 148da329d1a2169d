import Foundation
import ViewTree

/// A ``/ViewTree/SegmentedControl``, 32 points tall, as `UISegmentedControl`
/// or SwiftUI's segmented `Picker`: as wide as it may be, or as its
/// segments need (each as wide as the widest title, 16 points either side)
/// when nothing bounds it.
///
/// A tap on a segment, or the arrow keys, choose it; `onChange` hears its
/// index. Keep it and render again with it. Name the control with
/// `.accessibilityLabel`: it is read as the name of the radio group.
///
/// ```swift
/// SegmentedControlComponent(items: [.title("Day"), .title("Week"), .title("Month")], selectedIndex: period,
///                           onChange: Action<Int>.send(.setPeriod, from: scope),
///                           attributes: [.accessibilityLabel("Period")])
/// ```
public struct SegmentedControlComponent: Component {
    /// What the segments show, leading first.
    public let items: [SegmentedControl.Item]
    /// The chosen segment; nil for none.
    public let selectedIndex: Int?
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A segmented control; a `momentary` one keeps no choice, and its
    /// `onChange` hears each segment pressed.
    public init(
        items: [SegmentedControl.Item], selectedIndex: Int?, isMomentary: Bool = false, isEnabled: Bool = true,
        onChange: Action<Int>? = nil, attributes: [Attribute<SegmentedControl>] = [],
        size: ComponentSize = ComponentSize(height: .points(SegmentedControl.defaultHeight))
    ) {
        self.items = items
        self.selectedIndex = selectedIndex
        componentSize = size
        var all: [Attribute<SegmentedControl>] = [
            .custom("items", items, apply: { $0.items = $1 }, unapply: { $0.items = [] }),
            .custom("momentary", isMomentary, apply: { $0.isMomentary = $1 }, unapply: { $0.isMomentary = false }),
            .custom("selected", selectedIndex ?? SegmentedControl.noSegment,
                    apply: { $0.selectedSegmentIndex = $1 }, unapply: { $0.selectedSegmentIndex = SegmentedControl.noSegment }),
            .custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }),
        ]
        if let onChange { all.append(.valueChanged(onChange) { $0.lastChosenIndex }) }
        viewConfiguration = ViewConfiguration(SegmentedControl.self, all + attributes)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        if range.max.width.isFinite {
            return Layout(component: self, size: range.clamp(CGSize(width: range.max.width, height: SegmentedControl.defaultHeight)))
        }
        var widest: CGFloat = 0
        for item in items {
            switch item {
            case let .title(title):
                if let measurer = context.measurer(forTextOf: "SegmentedControlComponent \"\(title)\"") {
                    let request = TextLayoutRequest(text: AttributedText(title), font: .system(size: 13, weight: .semibold), maximumNumberOfLines: 1)
                    widest = Swift.max(widest, TextMeasurementCache.shared.measure(request, with: measurer).size.width)
                }
            case let .image(image, _): widest = Swift.max(widest, image.size.width)
            }
        }
        let width = PixelGrid.ceil((widest + 32) * CGFloat(items.count), scale: context.pointScale)
        return Layout(component: self, size: range.clamp(CGSize(width: width, height: SegmentedControl.defaultHeight)))
    }
}
