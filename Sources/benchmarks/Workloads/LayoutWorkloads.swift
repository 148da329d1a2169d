import Flexbox

/// The flexbox engine on the four reference trees (timing only the layout call).
enum LayoutWorkloads {
    static func node(_ configure: (inout FlexStyle) -> Void) -> FlexNode {
        var style = FlexStyle()
        configure(&style)
        return FlexNode(style: style)
    }

    /// Marks every node dirty so a layout recomputes the whole tree.
    static func invalidate(_ node: FlexNode) {
        node.markDirty()
        for child in node.children { invalidate(child) }
    }

    @MainActor
    static var all: [Workload] {
        [
            fullLayout(name: "layout.wide", makeWide),
            fullLayout(name: "layout.deep-nested", makeDeep),
            fullLayout(name: "layout.feed", { makeFeed().root }),
            relayout(),
        ]
    }

    @MainActor
    static func fullLayout(name: String, _ make: @escaping () -> FlexNode) -> Workload {
        let count = countNodes(make())
        return Workload(name: name, itemCount: count, prepare: {
            let root = make()
            return {
                // Each sample lays out a fresh-dirty tree, as Yoga's benchmark does.
                invalidate(root)
                try! root.calculateLayout()
                return root.layout
            }
        })
    }

    @MainActor
    static func relayout() -> Workload {
        let count = countNodes(makeFeed().root)
        return Workload(name: "layout.feed-relayout", itemCount: count, prepare: {
            let (root, titles) = makeFeed()
            try! root.calculateLayout()
            var narrow = false
            return {
                narrow.toggle()
                titles[500].style.width = .points(narrow ? 180 : 200)
                try! root.calculateLayout()
                return root.layout
            }
        })
    }

    static func countNodes(_ node: FlexNode) -> Int {
        node.children.reduce(1) { $0 + countNodes($1) }
    }

    /// Root row, wrap, 1000×1000, 10,000 children 10×10 with flexGrow 1.
    static func makeWide() -> FlexNode {
        let root = node { $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 1000; $0.height = 1000 }
        for _ in 0..<10_000 {
            try! root.addChild(node { $0.width = 10; $0.height = 10; $0.flexGrow = 1 })
        }
        return root
    }

    /// A complete 3-ary tree of depth 10 (88,573 nodes).
    static func makeDeep() -> FlexNode {
        func build(_ depth: Int) -> FlexNode {
            if depth == 10 {
                return node { $0.width = 10; $0.height = 10; $0.flexGrow = 1; $0.margin = FlexEdges(all: 1) }
            }
            let inner = node { $0.flexDirection = .column; $0.padding = FlexEdges(all: 2); $0.margin = FlexEdges(all: 1) }
            for _ in 0..<3 { try! inner.addChild(build(depth + 1)) }
            return inner
        }
        let root = build(0)
        root.style.width = 1000
        root.style.margin = FlexEdges(all: 0)
        return root
    }

    /// A column of 1,000 cells: image 60×60 beside a title and subtitle.
    static func makeFeed() -> (root: FlexNode, titles: [FlexNode]) {
        let root = node { $0.flexDirection = .column; $0.width = 390 }
        var titles: [FlexNode] = []
        for _ in 0..<1_000 {
            let cell = node {
                $0.flexDirection = .row; $0.padding = FlexEdges(all: 8); $0.margin.bottom = 1; $0.alignItems = .flexStart
            }
            try! cell.addChild(node { $0.width = 60; $0.height = 60 })
            let text = node { $0.flexDirection = .column; $0.flexGrow = 1; $0.flexShrink = 1; $0.margin.left = 12 }
            let title = node { $0.width = 200; $0.height = 20 }
            try! text.addChild(title)
            try! text.addChild(node { $0.width = 200; $0.height = 16; $0.margin.top = 4 })
            try! cell.addChild(text)
            try! root.addChild(cell)
            titles.append(title)
        }
        return (root, titles)
    }
}
