import Flexbox

/// Flexbox layout workloads, identical to the reference ones Yoga was timed on
/// (issue 3): each sample times one `calculateLayout` call on a prepared tree.
///
/// `wide`, `deep-nested` and `feed` lay the whole tree out from scratch each
/// sample (`recomputeAll`, which ignores every cache, as for a new tree);
/// `feed-relayout` changes one leaf and lays out again, reusing the caches.
enum LayoutWorkloads {
    static var all: [Workload] { [wide, deepNested, feed, feedRelayout] }

    static func style(_ configure: (inout FlexStyle) -> Void) -> FlexStyle {
        var style = FlexStyle()
        configure(&style)
        return style
    }

    static func node(_ configure: (inout FlexStyle) -> Void, _ children: [FlexNode] = []) -> FlexNode {
        do {
            return try FlexNode(style: style(configure), children: children)
        } catch {
            fatalError("benchmark tree is invalid: \(error)")
        }
    }

    static func layout(_ root: FlexNode, recomputeAll: Bool) -> FlexNode {
        do {
            try root.calculateLayout(recomputeAll: recomputeAll)
        } catch {
            fatalError("benchmark layout failed: \(error)")
        }
        return root
    }

    /// Root row, wrap, 1000×1000, 10,000 children 10×10 with flexGrow 1.
    static let wide = Workload(name: "layout.wide", itemCount: 10_001, samples: 20) {
        let children = (0..<10_000).map { _ in
            node { $0.width = 10; $0.height = 10; $0.flexGrow = 1 }
        }
        let root = node({ $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 1000; $0.height = 1000 }, children)
        return { layout(root, recomputeAll: true) }
    }

    /// Complete 3-ary tree of depth 10 (88,573 nodes).
    static let deepNested = Workload(name: "layout.deep-nested", itemCount: 88_573, samples: 20) {
        func build(_ level: Int) -> FlexNode {
            if level == 10 {
                return node { $0.width = 10; $0.height = 10; $0.flexGrow = 1; $0.margin = FlexEdges(all: 1) }
            }
            return node({ style in
                style.flexDirection = .column
                style.padding = FlexEdges(all: 2)
                style.margin = FlexEdges(all: level == 0 ? 0 : 1)
                if level == 0 { style.width = 1000 }
            }, (0..<3).map { _ in build(level + 1) })
        }
        let root = build(0)
        return { layout(root, recomputeAll: true) }
    }

    /// A column of 1,000 feed cells (5,001 nodes), 390 points wide.
    static func makeFeed() -> FlexNode {
        let cells = (0..<1000).map { _ in
            node({
                $0.flexDirection = .row
                $0.padding = FlexEdges(all: 8)
                $0.margin.bottom = 1
                $0.alignItems = .flexStart
            }, [
                node { $0.width = 60; $0.height = 60 },
                node({
                    $0.flexDirection = .column
                    $0.flexGrow = 1
                    $0.flexShrink = 1
                    $0.margin.left = 12
                }, [
                    node { $0.width = 200; $0.height = 20 },
                    node { $0.width = 200; $0.height = 16; $0.margin.top = 4 },
                ]),
            ])
        }
        return node({ $0.flexDirection = .column; $0.width = 390 }, cells)
    }

    static let feed = Workload(name: "layout.feed", itemCount: 5_001, samples: 20) {
        let root = makeFeed()
        return { layout(root, recomputeAll: true) }
    }

    /// The feed laid out once; each sample toggles one title's width (200 ↔ 180) and lays out again.
    static let feedRelayout = Workload(name: "layout.feed-relayout", itemCount: 5_001, samples: 20) {
        let root = layout(makeFeed(), recomputeAll: false)
        let title = root.children[500].children[1].children[0]
        var wide = true
        return {
            wide.toggle()
            do {
                try title.updateStyle { $0.width = .points(wide ? 200 : 180) }
            } catch {
                fatalError("benchmark style is invalid: \(error)")
            }
            return layout(root, recomputeAll: false)
        }
    }
}
