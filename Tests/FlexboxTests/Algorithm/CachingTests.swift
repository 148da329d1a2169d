import Testing
@testable import Flexbox

@Suite("Caching and dirtying")
struct CachingTests {
    /// A column of `count` rows, each holding a measured text leaf; returns the root, leaves and per-leaf counters.
    func makeList(count: Int) throws -> (FlexNode, [FlexNode], [CallCounter]) {
        var leaves: [FlexNode] = []
        var counters: [CallCounter] = []
        var rows: [FlexNode] = []
        for _ in 0..<count {
            let counter = CallCounter()
            let leaf = try node { $0.flexShrink = 1 }
            try leaf.setMeasureFunction { width, _, _, _ in
                counter.increment()
                return FlexSize(width: min(width.isNaN ? 150 : width, 150), height: 20)
            }
            leaves.append(leaf)
            counters.append(counter)
            rows.append(try node({ $0.flexDirection = .row; $0.padding = FlexEdges(all: 4) }, [leaf]))
        }
        return (try node({ $0.width = 300 }, rows), leaves, counters)
    }

    @Test("laying out a clean tree again measures nothing and recomputes nothing")
    func cleanRelayout() throws {
        let (root, leaves, counters) = try makeList(count: 5)
        try root.calculateLayout()
        let calls = counters.map(\.count)
        let passes = leaves.map(\.layoutPassCount)
        #expect(calls.allSatisfy { $0 > 0 })
        try root.calculateLayout()
        #expect(counters.map(\.count) == calls)
        #expect(leaves.map(\.layoutPassCount) == passes)
        #expect(root.isDirty == false)
    }

    @Test("changing one leaf dirties only its ancestors; siblings reuse their measurements")
    func dirtyPath() throws {
        let (root, leaves, counters) = try makeList(count: 5)
        try root.calculateLayout()
        let calls = counters.map(\.count)
        let rowPasses = root.children.map(\.layoutPassCount)
        let rootPasses = root.layoutPassCount
        try leaves[2].updateStyle { $0.minHeight = 30 }
        #expect(leaves[2].isDirty && root.children[2].isDirty && root.isDirty)
        #expect(!root.children[1].isDirty && !leaves[3].isDirty)
        try root.calculateLayout()
        for index in [0, 1, 3, 4] {
            #expect(counters[index].count == calls[index])
            #expect(root.children[index].layoutPassCount == rowPasses[index])
        }
        #expect(root.children[2].layoutPassCount > rowPasses[2])
        #expect(root.layoutPassCount > rootPasses)
        #expect(leaves[2].frame.height == 30)
        #expect(root.children[3].frame.top == 28 + 28 + 38)
    }

    @Test("markDirty re-runs the measure function of that leaf only")
    func markDirtyRemeasures() throws {
        let (root, leaves, counters) = try makeList(count: 3)
        try root.calculateLayout()
        let calls = counters.map(\.count)
        leaves[0].markDirty()
        try root.calculateLayout()
        #expect(counters[0].count > calls[0])
        #expect(counters[1].count == calls[1])
        #expect(counters[2].count == calls[2])
    }

    @Test("a new available width invalidates cached results and changes the frames")
    func newConstraints() throws {
        let child = try node { $0.height = 10 }
        let root = try node({ _ in }, [child])
        try root.calculateLayout(width: 100)
        #expect(child.frame == rect(0, 0, 100, 10))
        try root.calculateLayout(width: 60)
        #expect(child.frame == rect(0, 0, 60, 10))
    }

    @Test("recomputeAll gives the same frames as the cached layout")
    func recomputeAllMatches() throws {
        let (root, leaves, _) = try makeList(count: 4)
        try root.calculateLayout()
        let frames = leaves.map(\.frame)
        try root.calculateLayout(recomputeAll: true)
        #expect(leaves.map(\.frame) == frames)
    }
}
