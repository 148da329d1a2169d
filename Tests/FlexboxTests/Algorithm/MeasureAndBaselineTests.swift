import Testing
@testable import Flexbox

@Suite("Measure and baseline functions")
struct MeasureAndBaselineTests {
    @Test("a measure function gets the inner width limit and its result sizes the leaf plus padding")
    func measuredLeaf() throws {
        let seen = SeenConstraints()
        let text = try node { $0.padding = FlexEdges(all: 5) }
        try text.setMeasureFunction { width, widthMode, _, _ in
            seen.record(width, widthMode)
            // 10 points per character, 40 characters, wrapping at the width limit.
            let lineWidth = widthMode == .undefined ? 400 : min(400, width)
            let lines = (400 / max(lineWidth, 10)).rounded(.up)
            return FlexSize(width: lineWidth, height: lines * 12)
        }
        let root = try node({ $0.width = 110; $0.alignItems = .flexStart }, [text])
        try root.calculateLayout()
        #expect(seen.widths.contains(100))
        #expect(seen.modes.contains(.atMost))
        #expect(text.frame == rect(0, 0, 110, 5 + 48 + 5))
    }

    @Test("baseline alignment lines up baseline functions' answers")
    func baselineFunctions() throws {
        let tall = try node { $0.width = 20; $0.height = 40 }
        tall.setBaselineFunction { _, _ in 30 }
        let short = try node { $0.width = 20; $0.height = 20 }
        short.setBaselineFunction { _, height in height / 2 }
        let row = try node({ $0.flexDirection = .row; $0.alignItems = .baseline }, [tall, short])
        try row.calculateLayout()
        #expect(tall.frame == rect(0, 0, 20, 40))
        #expect(short.frame == rect(20, 20, 20, 20))
        #expect(row.frame.height == 40)
    }

    @Test("without baseline functions a child's baseline is its first child's, else its bottom")
    func derivedBaseline() throws {
        let inner = try node { $0.height = 10; $0.width = 10 }
        let withChild = try node({ $0.padding.top = 6 }, [inner])
        let plain = try node { $0.width = 10; $0.height = 30 }
        let row = try node({ $0.flexDirection = .row; $0.alignItems = .baseline }, [withChild, plain])
        try row.calculateLayout()
        // withChild's baseline is 6 + 10 = 16; plain's is 30.
        #expect(withChild.frame.top == 14)
        #expect(plain.frame.top == 0)
    }
}

final class SeenConstraints: @unchecked Sendable {
    var widths: [Double] = []
    var modes: [MeasureMode] = []
    func record(_ width: Double, _ mode: MeasureMode) {
        widths.append(width)
        modes.append(mode)
    }
}

@Suite("Bad function results")
struct BadFunctionResultTests {
    @Test("a baseline function returning NaN is reported, not silently used")
    func badBaseline() throws {
        let child = try node { $0.width = 10; $0.height = 10 }
        child.setBaselineFunction { _, _ in .nan }
        let row = try node({ $0.flexDirection = .row; $0.alignItems = .baseline }, [child])
        #expect(throws: FlexError.self) { try row.calculateLayout() }
    }

    @Test("a negative measured size is reported with the function's name")
    func negativeMeasure() throws {
        let leaf = try node()
        try leaf.setMeasureFunction { _, _, _, _ in FlexSize(width: 10, height: -3) }
        let root = try node({ _ in }, [leaf])
        #expect(throws: FlexError.invalidMeasurement(path: "root/0", function: "measure function (height)", value: -3)) {
            try root.calculateLayout()
        }
    }
}
