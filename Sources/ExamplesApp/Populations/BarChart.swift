import Foundation
import ViewTree

/// A horizontal bar chart as a ``ViewTree/Drawing``: a pure function of its
/// bars, width and style, so it can be made on any thread.
///
/// This is the drawing half of the app's own view kind, ``BarChartView``;
/// nothing in the backends knows about charts.
public enum BarChart {
    /// One bar: a name and a value.
    public struct Bar: Hashable, Sendable {
        /// What the bar measures, drawn before it.
        public let name: String
        /// Its length in the chart's unit: 0 up to ``maximumValue``.
        public let value: Double

        /// The largest value a bar takes (counts are drawn as whole numbers).
        public static let maximumValue = 1e15

        /// A bar; a chart's data is checked where it enters.
        ///
        /// - Throws: ``BarChartError`` for a NaN, negative or too large value.
        public init(name: String, value: Double) throws(BarChartError) {
            guard value >= 0, value <= Self.maximumValue else { throw .invalidValue(name: name, value: value) }
            self.name = name
            self.value = value
        }
    }

    /// Colours and font, resolved for the traits the chart is shown in.
    public struct Style: Hashable, Sendable {
        /// The names, counts and axis labels.
        public var font: Font
        /// The names and counts.
        public var textColor: Color
        /// Axis labels.
        public var secondaryTextColor: Color
        /// The grid lines.
        public var gridColor: Color
        /// The bars, top to bottom of their gradient.
        public var barColors: [Color]

        /// A style.
        public init(font: Font, textColor: Color, secondaryTextColor: Color, gridColor: Color, barColors: [Color]) {
            self.font = font
            self.textColor = textColor
            self.secondaryTextColor = secondaryTextColor
            self.gridColor = gridColor
            self.barColors = barColors
        }
    }

    /// Height of one bar's row for `font`.
    public static func rowHeight(for font: Font) -> CGFloat { (font.size * 2).rounded(.up) }

    /// The chart's height for `count` bars: rows, then the axis labels.
    public static func height(bars count: Int, font: Font) -> CGFloat {
        CGFloat(count) * rowHeight(for: font) + font.size * 2
    }

    /// The chart `width` points wide: names in the left third, bars scaled
    /// to a round maximum, a dashed grid line at each quarter of it, the
    /// count after each bar.
    public static func drawing(of bars: [Bar], width: CGFloat, style: Style) throws(DrawingError) -> Drawing {
        let width = Swift.min(Drawing.maximumSide, Swift.max(0, width))
        let row = rowHeight(for: style.font)
        let size = CGSize(width: width, height: Swift.min(Drawing.maximumSide, height(bars: bars.count, font: style.font)))
        let maximum = niceMaximum(bars.map(\.value).max() ?? 0)
        let plotLeft = (width / 3).rounded()
        // Room after the longest bar for its count.
        let plotWidth = Swift.max(0, width - plotLeft - style.font.size * 4)
        let plotBottom = CGFloat(bars.count) * row
        let paint: DrawingPaint = style.barColors.count >= 2
            ? (try? Gradient(stops: evenStops(style.barColors), kind: .linear(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5))))
                .map { .gradient($0) } ?? .color(style.barColors[0])
            : .color(style.barColors.first ?? style.textColor)
        return try Drawing(size: size) { context in
            for quarter in 0...4 {
                let x = (plotLeft + plotWidth * CGFloat(quarter) / 4).rounded() + 0.5
                var line = DrawingPath()
                line.addLines([CGPoint(x: x, y: 0), CGPoint(x: x, y: plotBottom)])
                context.stroke(line, with: .color(style.gridColor), style: StrokeStyle(lineWidth: 1, dash: quarter == 0 ? [] : [3, 3]))
                let label = formatted(maximum * Double(quarter) / 4)
                context.draw(DrawingText(label, font: style.font.withSize(style.font.size * 0.85), color: style.secondaryTextColor,
                                         at: CGPoint(x: x, y: plotBottom + style.font.size * 1.4), anchor: quarter == 0 ? .start : .center))
            }
            for (index, bar) in bars.enumerated() {
                let top = CGFloat(index) * row
                let baseline = top + row / 2 + style.font.size * 0.35
                context.draw(DrawingText(bar.name, font: style.font, color: style.textColor,
                                         at: CGPoint(x: plotLeft - 8, y: baseline), anchor: .end))
                let length = maximum > 0 ? plotWidth * CGFloat(bar.value / maximum) : 0
                let rect = CGRect(x: plotLeft + 1, y: top + row * 0.2, width: length, height: row * 0.6)
                context.fill(DrawingPath(roundedRect: rect, cornerRadius: 3), with: paint)
                context.draw(DrawingText(formatted(bar.value), font: style.font, color: style.textColor,
                                         at: CGPoint(x: rect.maxX + 6, y: baseline)))
            }
        }
    }

    /// The smallest round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above `value`.
    static func niceMaximum(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let power = pow(10, (log10(value)).rounded(.down))
        for step in [1.0, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10] where step * power >= value { return step * power }
        return 10 * power
    }

    /// A count with thousands separators, without a locale (the same on every server).
    static func formatted(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var out = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return String(out.reversed())
    }

    private static func evenStops(_ colors: [Color]) -> [Gradient.Stop] {
        let colors = Array(colors.prefix(Gradient.maximumStopCount))
        return colors.enumerated().map { Gradient.Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(colors.count - 1)) }
    }
}
