import Testing
@testable import Flexbox

/// A container measured with an unbounded main axis answers a later
/// fit-content request that holds its content from that measurement, when
/// nothing in it can see the limit (`FlexNode.fitContentReuse`). These tests
/// check that it fires where it should, that it stays off where the limit
/// matters, and that every frame is the one measuring again gives.
@Suite("Fit-content reuse")
struct FitContentReuseTests {
    /// A complete 3-ary tree of columns, as `layout.deep-nested`: padded containers, 10×10 growing leaves.
    func nestedColumns(depth: Int, level: Int = 0) throws -> FlexNode {
        if level == depth {
            return try node { $0.width = 10; $0.height = 10; $0.flexGrow = 1; $0.margin = FlexEdges(all: 1) }
        }
        let children = try (0..<3).map { _ in try nestedColumns(depth: depth, level: level + 1) }
        return try node({ style in
            style.flexDirection = .column
            style.padding = FlexEdges(all: 2)
            style.margin = FlexEdges(all: level == 0 ? 0 : 1)
            if level == 0 { style.width = 1000 }
        }, children)
    }

    func frames(_ root: FlexNode) -> [FlexRect] {
        [root.frame] + root.children.flatMap(frames)
    }

    func passes(_ root: FlexNode) -> Int {
        root.layoutPassCount + root.children.map(passes).reduce(0, +)
    }

    /// Two trees from `build`, laid out with the reuse and without it.
    func laidOutBothWays(_ build: () throws -> FlexNode) throws -> (reused: FlexNode, again: FlexNode) {
        let reused = try build()
        try reused.calculateLayout()
        let again = try build()
        try again.calculateLayout(
            width: nil, height: nil, direction: .ltr, pointScaleFactor: 1, recomputeAll: false, reusesFitContent: false)
        return (reused, again)
    }

    /// The containers at each level, top first.
    func levels(_ root: FlexNode) -> [[FlexNode]] {
        var levels: [[FlexNode]] = []
        var current = [root]
        while !current.isEmpty {
            levels.append(current)
            current = current.flatMap(\.children)
        }
        return levels
    }

    @Test("a nested column is measured three times a level, where measuring again took one more pass per level")
    func nestedColumnPasses() throws {
        let reused = try nestedColumns(depth: 6)
        try reused.calculateLayout()
        let again = try nestedColumns(depth: 6)
        try again.calculateLayout(
            width: nil, height: nil, direction: .ltr, pointScaleFactor: 1, recomputeAll: false, reusesFitContent: false)

        // 10 + 2 margins per leaf; each level: three children, 4 of padding, 2 of margin.
        #expect(reused.frame == rect(0, 0, 1000, 10_930))
        #expect(frames(reused) == frames(again))
        let reusedLevels = levels(reused)
        let againLevels = levels(again)
        for level in 1..<6 {
            #expect(reusedLevels[level].allSatisfy { $0.layoutPassCount == 3 }, "level \(level)")
            #expect(againLevels[level].allSatisfy { $0.layoutPassCount == level + 2 }, "level \(level)")
        }
    }

    @Test(
        "a container whose measurement can see the limit is measured again",
        arguments: [
            "a child's height in percent", "a min height", "a row", "a gap", "wrapping", "a negative margin",
            "a child's flex basis", "a child's padding in percent", "a scrolling container",
        ])
    func limitVisible(_ case: String) throws {
        func build() throws -> FlexNode {
            var container = FlexStyle()
            container.flexDirection = .column
            var child = FlexStyle()
            child.height = 20
            switch `case` {
            case "a child's height in percent": child.height = .percent(10)
            case "a min height": container.minHeight = 5
            case "a row": container.flexDirection = .row
            case "a gap": container.gap = FlexGap(all: 3)
            case "wrapping": container.flexWrap = .wrap
            case "a negative margin": child.margin.bottom = -4
            case "a child's flex basis": child.flexBasis = 15
            case "a child's padding in percent": child.padding.top = .percent(2)
            case "a scrolling container": container.overflow = .scroll
            default: Issue.record("unknown case \(`case`)")
            }
            let inner = try FlexNode(style: container, children: [FlexNode(style: child), FlexNode(style: child)])
            // The outer column is measured unbounded first, then laid out: its inner column sees both requests.
            let outer = try node({ $0.flexDirection = .column }, [inner])
            return try node({ $0.width = 200; $0.flexDirection = .column }, [outer])
        }
        let (reused, again) = try laidOutBothWays(build)
        #expect(frames(reused) == frames(again))
        let inner = reused.children[0].children[0]
        let innerAgain = again.children[0].children[0]
        #expect(inner.layoutPassCount == innerAgain.layoutPassCount)
    }

    @Test("the plain case of those containers does reuse, so each case above is what turns it off")
    func plainCaseReuses() throws {
        func build() throws -> FlexNode {
            var child = FlexStyle()
            child.height = 20
            let inner = try node({ $0.flexDirection = .column }, [FlexNode(style: child), FlexNode(style: child)])
            let outer = try node({ $0.flexDirection = .column }, [inner])
            return try node({ $0.width = 200; $0.flexDirection = .column }, [outer])
        }
        let (reused, again) = try laidOutBothWays(build)
        #expect(frames(reused) == frames(again))
        #expect(reused.children[0].children[0].layoutPassCount < again.children[0].children[0].layoutPassCount)
    }

    @Test("random trees lay out to the same frames with and without the reuse")
    func randomTreesMatch() throws {
        var generator = RandomTrees(seed: 0x5eed_f17c)
        var reusedPasses = 0
        var againPasses = 0
        for index in 0..<400 {
            let state = generator
            let (reused, width, height, direction) = try generator.next()
            var replay = state
            let (again, _, _, _) = try replay.next()
            try? reused.calculateLayout(width: width, height: height, direction: direction)
            try? again.calculateLayout(
                width: width, height: height, direction: direction, pointScaleFactor: 1, recomputeAll: false,
                reusesFitContent: false)
            #expect(frames(reused) == frames(again), "tree \(index)")
            reusedPasses += passes(reused)
            againPasses += passes(again)
        }
        // The trees exercise the reuse: without it, they take more passes.
        #expect(reusedPasses < againPasses)
    }
}
