import ComponentKit
import Foundation

/// Mounting a 10,000-component tree: first mount, and remount after one change;
/// each again with a ``FrameCounters`` listener attached (`+counters`).
@MainActor
enum MountWorkloads {
    static var all: [Workload] { workloads(suffix: "", counters: false) + workloads(suffix: "+counters", counters: true) }

    static func workloads(suffix: String, counters: Bool) -> [Workload] {
        func mounter() -> ComponentMounter {
            let mounter = ComponentMounter()
            if counters { mounter.analyticsListeners = [FrameCounters()] }
            return mounter
        }
        var initialStatistics = MountStatistics()
        var changeStatistics = MountStatistics()
        let rows = 1_000
        let context = LayoutContext(textMeasurer: FixedAdvanceMeasurer(), pointScale: 2)
        let size = CGSize(width: 390, height: CGFloat(rows) * 64)
        let layoutA = feed(rows: rows, changedRow: nil).layout(constrainedTo: .upTo(size), context: context)
        // The tree after one label changed, as re-rendering with reuse makes
        // it: the changed row is laid out anew, every other row is shared.
        let changed = rows / 2
        let changedRow = cell(row: changed, title: "Changed title").layout(constrainedTo: .upTo(size), context: context)
        let layoutB = layoutA.replacingChild(at: changed, with: Layout.Child(position: layoutA.children[changed].position, layout: changedRow))
        let components = layoutA.nodeCount
        return [
            Workload(
                name: "mount.initial" + suffix, itemCount: components,
                extraFigures: { ["mutations \(initialStatistics.mutationCount): \(initialStatistics)"] },
                prepare: {
                    return {
                        let window = Window(size: size)
                        initialStatistics = mounter().mount(layoutA, in: window.rootView)
                        return window
                    }
                }),
            Workload(
                name: "mount.one-change" + suffix, itemCount: components,
                extraFigures: { ["mutations \(changeStatistics.mutationCount): \(changeStatistics)"] },
                prepare: {
                    let window = Window(size: size)
                    let mounter = mounter()
                    mounter.mount(layoutA, in: window.rootView)
                    var showingB = false
                    return {
                        showingB.toggle()
                        changeStatistics = mounter.mount(showingB ? layoutB : layoutA, in: window.rootView)
                        return changeStatistics
                    }
                }),
        ]
    }

    nonisolated static let thumbnail = Image.filled(with: Color(red: 0.3, green: 0.5, blue: 0.8), size: CGSize(width: 48, height: 48), scale: 2)

    /// `rows` cells of ten components each.
    static func feed(rows: Int, changedRow: Int?) -> any Component {
        let children: [StaticLayoutComponent.Child] = (0..<rows).map { row in
            let title = row == changedRow ? "Changed title" : "Photo number \(row)"
            return .init(position: CGPoint(x: 0, y: CGFloat(row) * 64), cell(row: row, title: title))
        }
        return try! StaticLayoutComponent(children: children)
    }

    /// A cell: a white card view with insets, a thumbnail, title and
    /// subtitle labels, a badge and its overlay, in a background layout.
    static func cell(row: Int, title: String) -> any Component {
        let content = try! StaticLayoutComponent(children: [
            .init(position: .zero, ImageComponent(Self.thumbnail)),
            .init(position: CGPoint(x: 56, y: 0), LabelComponent(AttributedText(title), font: .system(size: 15), size: ComponentSize(width: 250, height: 20))),
            .init(position: CGPoint(x: 56, y: 24), LabelComponent("by Ada Lovelace", font: .system(size: 12), size: ComponentSize(width: 250, height: 16))),
            .init(position: CGPoint(x: 320, y: 14), OverlayComponent(
                ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.tint), .cornerRadius(10)]), size: ComponentSize(width: 20, height: 20)),
                overlay: ActivityIndicatorComponent(isAnimating: false))),
        ])
        return InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.white)]), insets: EdgeInsets(all: 8),
            child: BackgroundComponent(content, background: ViewComponent(view: ViewConfiguration(View.self, [.cornerRadius(4)]))))
    }
}

/// Text measured at 0.6 em per character: keeps the benchmark about mounting.
struct FixedAdvanceMeasurer: TextMeasuring {
    func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        let width = CGFloat(request.text.string.count) * request.font.size * 0.6
        let height = request.font.size * 1.2
        return TextMeasurement(size: CGSize(width: min(width, request.maxWidth), height: height), lineCount: 1,
                               isTruncated: width > request.maxWidth, firstBaseline: height * 0.8, lastBaseline: height * 0.8)
    }
}
