import Foundation
import RasterBackend
import ViewTree

/// Drawing view trees to pixels with the raster backend.
@MainActor
enum RenderWorkloads {
    static var all: [Workload] {
        [
            Workload(name: "render.screen-200", itemCount: 200, prepare: {
                let window = makeScreen(viewCount: 200, size: CGSize(width: 390, height: 844))
                // Scale 2 is valid by construction.
                let renderer = try! RasterRenderer(scale: 2)
                return { try! renderer.render(window) }
            }),
            incremental(),
            Workload(name: "render.drawing", itemCount: 1_000, prepare: {
                let window = makeChart(size: CGSize(width: 390, height: 320))
                let renderer = try! RasterRenderer(scale: 2)
                return { try! renderer.render(window) }
            }),
        ]
    }

    /// A 390×320 window holding one drawing view: a line chart of 1,000
    /// segments, the area under it filled translucent, over five grid
    /// lines. The same scene as the plain-C anchor the README compares with.
    static func makeChart(size: CGSize) -> Window {
        let window = Window(size: size)
        window.rootView.backgroundColor = .white
        let canvas = CGSize(width: 360, height: 300)
        let blue = Color(red: 0.1, green: 0.4, blue: 0.9)
        var line = DrawingPath()
        for index in 0...1_000 {
            let t = Double(index)
            let point = CGPoint(x: canvas.width * CGFloat(index) / 1_000, y: 150 + 100 * sin(t * 0.05) + 20 * sin(t * 0.31))
            if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
        }
        var area = line
        area.addLine(to: CGPoint(x: canvas.width, y: canvas.height))
        area.addLine(to: CGPoint(x: 0, y: canvas.height))
        area.closeSubpath()
        let drawing = try! Drawing(size: canvas) { context in
            var grid = DrawingPath()
            for row in 0..<5 {
                let y = CGFloat(row) * 60 + 30
                grid.move(to: CGPoint(x: 0, y: y))
                grid.addLine(to: CGPoint(x: canvas.width, y: y))
            }
            context.stroke(grid, with: .color(Color(white: 0.85)), style: StrokeStyle(lineWidth: 0.5))
            context.fill(area, with: .color(blue.withAlpha(0.15)))
            context.stroke(line, with: .color(blue), style: StrokeStyle(lineWidth: 1.5, lineJoin: .round))
        }
        try! window.rootView.addSubview(DrawingView(drawing: drawing, frame: CGRect(x: 15, y: 10, width: 360, height: 300)))
        _ = window.takeTransaction()
        return window
    }

    /// The same screen kept by a renderer as a window backend, one label's
    /// text changed between frames: only the damaged rectangle is drawn again.
    static func incremental() -> Workload {
        let damage = DamageRecord()
        return Workload(
            name: "render.screen-200-incremental", itemCount: 1,
            extraFigures: { [damage.summary] },
            prepare: {
                let size = CGSize(width: 390, height: 844)
                let window = makeScreen(viewCount: 200, size: size)
                let renderer = try! RasterRenderer(scale: 2)
                window.commit(to: renderer)
                // Card 10's title, mid-screen (cards from 20 on lie below it).
                let label = window.rootView.subviews[10].subviews[1] as! Label
                var changed = false
                return {
                    changed.toggle()
                    label.text = AttributedText(changed ? "Item 10 title, edited" : "Item 10 title")
                    window.commit(to: renderer)
                    damage.record(renderer.lastDamage, of: size)
                    return renderer.lastDamage as Any
                }
            })
    }

    /// A 390×844 screen of `viewCount` mixed views: cards holding a
    /// thumbnail, a title, a subtitle and a button, plus a translucent badge.
    static func makeScreen(viewCount: Int, size: CGSize) -> Window {
        let window = Window(size: size)
        window.rootView.backgroundColor = Color(white: 0.96)
        var made = 0
        var row = 0
        let thumbnail = Image.filled(with: Color(red: 0.3, green: 0.5, blue: 0.8), size: CGSize(width: 40, height: 40), scale: 2)
        while made < viewCount {
            let card = View(frame: CGRect(x: 8, y: 8 + CGFloat(row) * 42, width: size.width - 16, height: 38))
            card.backgroundColor = .white
            card.cornerRadius = 8
            card.borderWidth = 1
            card.borderColor = Color(white: 0.8)
            card.clipsToBounds = true
            try! window.rootView.addSubview(card)
            made += 1
            let parts: [View] = [
                ImageView(image: thumbnail, frame: CGRect(x: 4, y: 4, width: 30, height: 30)),
                label("Item \(row) title", at: CGRect(x: 40, y: 2, width: 200, height: 18), size: 15),
                label("Subtitle with more words \(row)", at: CGRect(x: 40, y: 20, width: 200, height: 16), size: 12),
                button(at: CGRect(x: size.width - 96, y: 6, width: 70, height: 26)),
            ]
            for part in parts where made < viewCount {
                if row % 3 == 0 { part.alpha = 0.8 }
                try! card.addSubview(part)
                made += 1
            }
            row += 1
        }
        _ = window.takeTransaction()
        return window
    }

    private static func label(_ text: String, at frame: CGRect, size: CGFloat) -> Label {
        let label = Label(frame: frame)
        label.text = AttributedText(text)
        label.font = .system(size: size)
        return label
    }

    private static func button(at frame: CGRect) -> Button {
        let button = Button(frame: frame)
        button.setTitle("Open", for: .normal)
        button.backgroundColor = Color(white: 0.92)
        button.cornerRadius = 6
        return button
    }
}

/// The damaged rectangle of the latest incremental frame, for the report.
@MainActor
final class DamageRecord {
    private var latest: CGRect?
    private var screen = CGSize.zero

    func record(_ damage: CGRect?, of screen: CGSize) {
        latest = damage
        self.screen = screen
    }

    var summary: String {
        guard let latest, screen.width > 0, screen.height > 0 else { return "damage: none" }
        let share = latest.width * latest.height / (screen.width * screen.height) * 100
        return "damage: \(Int(latest.width))×\(Int(latest.height)) pt of \(Int(screen.width))×\(Int(screen.height)) (\(BenchmarkRunner.format(share, digits: 1))% of the screen)"
    }
}
