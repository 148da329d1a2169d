import ComponentKit
import Foundation

/// A state change in one leaf of a 10,000-component tree: re-render, layout
/// and mount; again with a ``FrameCounters`` listener attached (`+counters`),
/// told of the state update, the render pass and the mount.
@MainActor
enum StateWorkloads {
    static var all: [Workload] { [oneLeaf(counters: false), oneLeaf(counters: true)] }

    static func oneLeaf(counters: Bool) -> Workload {
        var figures: [String] = []
        return
            Workload(
                name: counters ? "state.one-leaf+counters" : "state.one-leaf", itemCount: 10_000,
                extraFigures: { figures },
                prepare: {
                    let rows = 1_000
                    let context = LayoutContext(textMeasurer: FixedAdvanceMeasurer(), pointScale: 2)
                    let window = Window(size: CGSize(width: 390, height: CGFloat(rows) * 64))
                    let root = ScopeRoot(baseContext: context)
                    let mounter = ComponentMounter()
                    let analytics = counters ? AnalyticsBroadcaster.make([FrameCounters()]) : nil
                    root.analytics = analytics
                    mounter.analytics = analytics
                    let feed = LikeFeed(rows: rows)
                    let range = SizeRange.flexibleHeight(width: 390)
                    let first = root.render { feed.layout(constrainedTo: range, context: $0) }
                    mounter.mount(first, in: window.rootView)
                    let components = first.nodeCount
                    let target = LikeScopes.shared.scope(for: rows / 2)!
                    return {
                        root.statistics.reset()
                        target.updateState { $0.toggle() }
                        let layout: Layout
                        let mount: MountStatistics
                        if let analytics {
                            layout = root.renderTree(trigger: .stateUpdate, analytics: analytics, build: { feed },
                                                     layout: { $0.layout(constrainedTo: range, context: $1) }).layout
                            mount = mounter.mount(layout, in: window.rootView, boundsAnimation: nil, scopeRoot: root)
                        } else {
                            layout = root.render { feed.layout(constrainedTo: range, context: $0) }
                            mount = mounter.mount(layout, in: window.rootView)
                        }
                        figures = [
                            "components \(components), rendered \(root.statistics.rendered), laid out \(root.statistics.laidOut), "
                                + "reused \(root.statistics.reused), view mutations \(mount.mutationCount)",
                        ]
                        return layout
                    }
                })
    }
}

/// The feed: a stateful list of stateful cells, each with a like button whose
/// "liked" flag is its state.
struct LikeFeed: StatefulComponent, Equatable {
    let rows: Int
    func body(state: Void, scope: Scope<Void>) -> some Component {
        try! StaticLayoutComponent(children: (0..<rows).map { row in
            .init(position: CGPoint(x: 0, y: CGFloat(row) * 64), LikeCell(row: row))
        })
    }
}

struct LikeCell: StatefulComponent, Equatable {
    let row: Int
    var scopeKey: String? { "\(row)" }
    func body(state: Void, scope: Scope<Void>) -> some Component {
        let content = try! StaticLayoutComponent(children: [
            .init(position: .zero, ImageComponent(MountWorkloads.thumbnail)),
            .init(position: CGPoint(x: 56, y: 0), LabelComponent(AttributedText("Photo number \(row)"), font: .system(size: 15),
                                                              size: ComponentSize(width: 250, height: 20))),
            .init(position: CGPoint(x: 56, y: 24), LabelComponent("by Ada Lovelace", font: .system(size: 12),
                                                               size: ComponentSize(width: 200, height: 16))),
            .init(position: CGPoint(x: 300, y: 14), LikeButton(row: row)),
        ])
        return InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]), insets: EdgeInsets(all: 8),
                              child: BackgroundComponent(content, background: ViewComponent(view: ViewConfiguration(View.self, [.cornerRadius(4)]))))
    }
}

struct LikeButton: StatefulComponent, Equatable {
    let row: Int
    func initialState() -> Bool { false }
    func body(state: Bool, scope: Scope<Bool>) -> some Component {
        LikeScopes.shared.record(scope, for: row)
        return ButtonComponent(titles: [.normal: state ? "Liked" : "Like"], size: ComponentSize(width: 60, height: 30))
    }
}

/// The like buttons' scopes, so the benchmark can update one.
final class LikeScopes: @unchecked Sendable {
    static let shared = LikeScopes()
    private let lock = NSLock()
    private var scopes: [Int: Scope<Bool>] = [:]
    func record(_ scope: Scope<Bool>, for row: Int) { lock.withLock { scopes[row] = scope } }
    func scope(for row: Int) -> Scope<Bool>? { lock.withLock { scopes[row] } }
}
