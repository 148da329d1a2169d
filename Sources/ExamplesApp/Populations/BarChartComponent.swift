import ComponentKit
import Foundation
import ViewTree

/// A ``BarChartView`` as a component: the chart's bars and its style,
/// resolved for the traits of the tree being built (dark mode, contrast,
/// text size), are the view's own properties, set through custom
/// attributes (the bars reset when unapplied, so new figures redraw the
/// same view instead of making another); the chart is as tall as its rows
/// at that text size.
struct BarChartComponent: CompositeComponent {
    let title: String
    let bars: [BarChart.Bar]

    var body: some Component {
        let font = Font.preferred(.footnote)
        let style = BarChart.Style(font: font, textColor: .label, secondaryTextColor: .secondaryLabel, gridColor: .separator,
                                   barColors: [.accent.withAlpha(0.75), .accent])
        return ViewComponent(
            view: ViewConfiguration(BarChartView.self, [
                .custom("bars", bars, apply: { view, bars in view.bars = bars }, unapply: { $0.bars = [] }),
                .custom("style", style, apply: { view, style in view.style = style }),
                .accessibilityLabel(title),
                .accessibilityIdentifier("populations.chart"),
            ]),
            size: ComponentSize(height: .points(BarChart.height(bars: bars.count, font: font))))
    }
}
