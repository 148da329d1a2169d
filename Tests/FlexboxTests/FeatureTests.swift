import Flexbox
import Synchronization
import Testing

@Suite("Measure and baseline functions, pixel grid, aspect ratio")
struct FeatureTests {
    @Test("A measure function gets the available inner size and modes; its answer sizes the leaf")
    func measureFunction() throws {
        let calls = Mutex<[(Double, MeasureMode, Double, MeasureMode)]>([])
        let root = node { $0.width = 200; $0.flexDirection = .row; $0.alignItems = .flexStart }
        let text = node { $0.padding = FlexEdges(all: 5) }
        text.measureFunction = { width, widthMode, height, heightMode in
            calls.withLock { $0.append((width, widthMode, height, heightMode)) }
            return FlexSize(width: min(width.isNaN ? 300 : width, 300), height: 20)
        }
        try root.addChild(text)
        try root.calculateLayout()
        #expect(text.layout == FlexLayout(left: 0, top: 0, width: 200, height: 30))
        let first = try #require(calls.withLock { $0.first })
        #expect(first.1 == .atMost && first.0 == 190, "row width limited by the parent, minus padding")
        #expect(first.3 == .undefined)
    }

    @Test("Baseline alignment uses a leaf's baseline function")
    func baselineFunction() throws {
        let root = node { $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = 200 }
        let tall = node { $0.width = 50; $0.height = 40 }
        tall.baselineFunction = { _, height in height - 10 }
        let short = node { $0.width = 50; $0.height = 20 }
        short.baselineFunction = { _, height in height - 2 }
        try root.addChild(tall)
        try root.addChild(short)
        try root.calculateLayout()
        #expect(tall.layout.top == 0)
        #expect(short.layout.top == 12, "its baseline (18) lines up with the tall one's (30)")
        #expect(root.layout.height == 40)
    }

    @Test("Frames round to the pixel grid of the scale; text is never cut short")
    func pixelGrid() throws {
        let root = node { $0.flexDirection = .row; $0.width = 100; $0.height = 10 }
        let children = (0..<3).map { _ in node { $0.flexGrow = 1 } }
        for child in children { try root.addChild(child) }
        try root.calculateLayout(pointScaleFactor: 1)
        #expect(children.map(\.layout.width) == [33, 34, 33])
        try root.calculateLayout(pointScaleFactor: 2)
        #expect(children.map(\.layout.width) == [33.5, 33, 33.5])
        try root.calculateLayout(pointScaleFactor: 3)
        #expect(abs(children[0].layout.width - 33.333333) < 0.001)
        try root.calculateLayout(pointScaleFactor: 0)
        #expect(abs(children[1].layout.left - 33.333333) < 0.001, "0 turns rounding off")

        let label = node()
        label.isTextNode = true
        label.measureFunction = { _, _, _, _ in FlexSize(width: 10.2, height: 12.1) }
        let box = node { $0.flexDirection = .row; $0.alignItems = .flexStart }
        try box.addChild(label)
        try box.calculateLayout(pointScaleFactor: 1)
        #expect(label.layout.width == 11 && label.layout.height == 13)
    }

    @Test("Aspect ratio gives the missing dimension")
    func aspectRatio() throws {
        let root = node { $0.width = 200; $0.alignItems = .flexStart }
        let child = node { $0.width = 160; $0.aspectRatio = 16.0 / 9.0 }
        try root.addChild(child)
        try root.calculateLayout()
        #expect(child.layout.height == 90)
    }

    @Test("display: none removes a subtree from layout")
    func displayNone() throws {
        let root = node { $0.flexDirection = .row; $0.width = 100; $0.height = 10 }
        let hidden = node { $0.flexGrow = 1; $0.display = .none }
        let shown = node { $0.flexGrow = 1 }
        try root.addChild(hidden)
        try root.addChild(shown)
        try root.calculateLayout()
        #expect(hidden.layout.width == 0 && shown.layout.width == 100)
    }
}

/// Counts measure calls across threads.
final class CallCounter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

@Suite("Caching and relayout")
struct CachingTests {
    /// A column of rows, each with a measured leaf.
    func makeTree(rows: Int, calls: CallCounter) throws -> (FlexNode, [FlexNode]) {
        let root = node { $0.width = 300 }
        var leaves: [FlexNode] = []
        for _ in 0..<rows {
            let row = node { $0.flexDirection = .row; $0.padding = FlexEdges(all: 4) }
            let leaf = node()
            leaf.measureFunction = { _, _, _, _ in
                calls.increment()
                return FlexSize(width: 40, height: 20)
            }
            try row.addChild(leaf)
            try row.addChild(node { $0.flexGrow = 1; $0.height = 10 })
            try root.addChild(row)
            leaves.append(leaf)
        }
        return (root, leaves)
    }

    @Test("An unchanged tree lays out from its caches: nothing recomputed, no measure calls")
    func unchangedRelayout() throws {
        let calls = CallCounter()
        let (root, _) = try makeTree(rows: 50, calls: calls)
        try root.calculateLayout()
        let firstCalls = calls.value
        #expect(firstCalls > 0 && firstCalls <= 100)
        try root.calculateLayout()
        #expect(calls.value == firstCalls)
        #expect(root.lastLayoutStatistics.computedNodes == 0)
    }

    @Test("Changing one leaf relays out only its ancestors' line and measures only it again")
    func oneLeafChanged() throws {
        let calls = CallCounter()
        let (root, leaves) = try makeTree(rows: 50, calls: calls)
        try root.calculateLayout()
        let before = calls.value
        leaves[25].style.margin.left = 2
        try root.calculateLayout()
        #expect(calls.value - before <= 2, "only the changed leaf is measured again")
        let computed = root.lastLayoutStatistics.computedNodes
        #expect(computed > 0 && computed <= 8, "the root, the changed row and its two children (measured, then laid out), not 151 nodes; got \(computed)")
        #expect(leaves[25].layout.left == 6)
        #expect(root.children[26].layout.top == root.children[25].layout.top + 28)
    }
}
