import Foundation
import ViewTree

/// A view kind this app adds without touching the framework: a
/// ``ViewTree/DrawingView`` subclass with properties of its own (bars,
/// style) that makes its drawing for its width. Both backends show it,
/// the raster one with Cairo and the browser as SVG, because they draw
/// every drawing view's display list.
///
/// To assistive technology it is one image named by its
/// ``View/accessibilityLabel``, whose value reads every bar.
@MainActor
public final class BarChartView: DrawingView {
    /// The bars, top to bottom.
    public var bars: [BarChart.Bar] = [] {
        didSet { if bars != oldValue { redraw() } }
    }
    /// Colours and font; set by ``BarChartComponent`` for the traits.
    public var style = BarChart.Style(font: .system(size: 13), textColor: .black, secondaryTextColor: .darkGray,
                                      gridColor: .lightGray, barColors: [.blue]) {
        didSet { if style != oldValue { redraw() } }
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        redraw()
    }

    private func redraw() {
        accessibilityValue = bars.map { "\($0.name): \(BarChart.formatted($0.value))" }.joined(separator: ", ")
        guard bounds.width > 0 else {
            drawing = .empty
            return
        }
        do {
            drawing = try BarChart.drawing(of: bars, width: bounds.width, style: style)
        } catch {
            // Bars are checked when made and sizes clamped, so this is a bug in the chart: say so where it shows.
            drawing = .empty
            accessibilityValue = "The chart could not be drawn: \(error)"
        }
    }
}
