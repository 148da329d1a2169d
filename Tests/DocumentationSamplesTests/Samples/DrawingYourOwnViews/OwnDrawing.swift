import ComponentKit
import Foundation

/// The samples of "Drawing your own views", nested so their names do not meet other articles'.
enum OwnDrawing {
    // sample: drawing-ring
    /// A progress ring: a grey track and an arc that starts at the top and
    /// turns clockwise as far as `progress` (0...1) says.
    static func ring(progress: Double, side: CGFloat = 44) throws(DrawingError) -> Drawing {
        // min and max let NaN through: treat a progress that is not a number as none.
        let amount = progress.isFinite ? min(max(progress, 0), 1) : 0
        let center = CGPoint(x: side / 2, y: side / 2), radius = side / 2 - 4
        let start = -CGFloat.pi / 2, end = start + 2 * .pi * CGFloat(amount)
        return try Drawing(size: CGSize(width: side, height: side)) { context in
            context.stroke(DrawingPath(ellipseIn: CGRect(x: 4, y: 4, width: side - 8, height: side - 8)),
                           with: .color(Color(white: 0.88)), style: StrokeStyle(lineWidth: 4))
            var arc = DrawingPath()
            arc.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            context.stroke(arc, with: .color(.tint), style: StrokeStyle(lineWidth: 4, lineCap: .round))
        }
    }
    // end-sample

    // sample: drawing-gradient-paint
    /// A level bar: one gradient laid over the whole track (the paint's
    /// box), so a low level shows only the gradient's cool end.
    static func levelBar(level: Double, width: CGFloat) throws -> Drawing {
        let heat = try Gradient.horizontal([.green, .yellow, .red])
        let track = CGRect(x: 0, y: 0, width: width, height: 12)
        let amount = level.isFinite ? min(max(level, 0), 1) : 0
        return try Drawing(size: track.size) { context in
            context.fill(DrawingPath(roundedRect: track, cornerRadius: 6), with: .color(Color(white: 0.9)))
            let bar = CGRect(x: 0, y: 0, width: width * CGFloat(amount), height: 12)
            context.fill(DrawingPath(roundedRect: bar, cornerRadius: 6), with: .gradient(heat, in: track))
        }
    }
    // end-sample

    // sample: drawing-component
    /// A file being uploaded: its name beside a ring of how far it got.
    struct UploadRow: CompositeComponent {
        let name: String
        let progress: Double

        var body: some Component {
            // Int(_:) traps on NaN: a value read aloud is made from a checked number too.
            let percent = progress.isFinite ? Int((min(max(progress, 0), 1) * 100).rounded()) : 0
            return StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                switch Result(catching: { () throws(DrawingError) in try OwnDrawing.ring(progress: progress) }) {
                case let .success(ring):
                    DrawingComponent(ring, accessibilityLabel: "Upload of \(name)", accessibilityValue: "\(percent) percent")
                case let .failure(error):
                    // Say what went wrong where the ring would be, rather than show nothing.
                    LabelComponent("Progress cannot be drawn: \(error)", font: .preferred(.caption), color: .destructive)
                }
                LabelComponent(name, font: .preferred(.body))
            }
        }
    }
    // end-sample

    // sample: drawing-view-kind
    /// A line of values scaled to the view's size: a view kind of its own,
    /// with a property UIKit code would set, that both backends show.
    final class SparklineView: DrawingView {
        var values: [Double] = [] {
            didSet { if values != oldValue { redraw() } }
        }
        var lineColor: Color = .tint {
            didSet { if lineColor != oldValue { redraw() } }
        }

        // Runs when the frame's size changes: draw for the new size, so the line stays one point wide.
        override func layoutSubviews() {
            super.layoutSubviews()
            redraw()
        }

        private func redraw() {
            let finite = values.filter(\.isFinite)
            guard finite.count > 1, let low = finite.min(), let high = finite.max(), bounds.width > 0, bounds.height > 0 else {
                drawing = .empty
                return
            }
            let size = bounds.size, span = high > low ? high - low : 1
            var line = DrawingPath()
            for (index, value) in finite.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(finite.count - 1),
                                    y: size.height - 1 - (size.height - 2) * CGFloat((value - low) / span))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            let color = lineColor
            do {
                drawing = try Drawing(size: size) { context in
                    context.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: 1, lineJoin: .round))
                }
                accessibilityValue = "from \(low) to \(high)"
            } catch {
                // Past Drawing.maximumElementCount values: show nothing, and say why to whoever looks.
                drawing = .empty
                accessibilityValue = "cannot be drawn: \(error)"
            }
        }
    }

    /// The sparkline as a component: its properties are set through custom
    /// attributes, which reset them when unapplied, so one view is reused
    /// for any values.
    struct Sparkline: Component {
        let values: [Double]

        var viewConfiguration: ViewConfiguration {
            ViewConfiguration(SparklineView.self, [
                .custom("values", values, apply: { view, values in view.values = values }, unapply: { $0.values = [] }),
                .accessibilityLabel("Trend"),
            ])
        }
        var componentSize: ComponentSize { ComponentSize(width: .percent(100), height: 24) }
    }
    // end-sample

    // sample: drawing-from-data
    /// Bars for counts a server sent: a count that is not a finite number
    /// makes the drawing refuse the bar's command, and says which it was.
    static func bars(_ counts: [Double], width: CGFloat) -> Result<Drawing, DrawingError> {
        let highest = counts.filter(\.isFinite).max() ?? 1
        return Result { () throws(DrawingError) in
            try Drawing(size: CGSize(width: width, height: CGFloat(counts.count) * 12)) { context in
                for (row, count) in counts.enumerated() {
                    let length = width * CGFloat(count / max(highest, 1))
                    context.fill(DrawingPath(rect: CGRect(x: 0, y: CGFloat(row) * 12, width: length, height: 10)),
                                 with: .color(.tint))
                }
            }
        }
    }
    // end-sample
}
