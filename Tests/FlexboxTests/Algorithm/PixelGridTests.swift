import Testing
@testable import Flexbox

@Suite("Pixel grid rounding")
struct PixelGridTests {
    func thirds() throws -> FlexNode {
        let children = try (0..<3).map { _ in try node { $0.flexGrow = 1 } }
        return try node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 }, children)
    }

    @Test("scale 1 rounds edges to whole points so widths add up to the parent")
    func wholePoints() throws {
        let root = try thirds()
        try root.calculateLayout(pointScaleFactor: 1)
        #expect(root.children.map(\.frame) == [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)])
    }

    @Test("scale 2 rounds to half points")
    func halfPoints() throws {
        let root = try thirds()
        try root.calculateLayout(pointScaleFactor: 2)
        #expect(root.children.map(\.frame) == [rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10)])
    }

    @Test("scale 3 keeps thirds that land on the grid; scale 0 leaves values unrounded")
    func thirdPointsAndNone() throws {
        let root = try thirds()
        try root.calculateLayout(pointScaleFactor: 3)
        for (index, child) in root.children.enumerated() {
            #expect(abs(child.frame.left - Double(index) * 100 / 3) < 1e-9)
            #expect(abs(child.frame.width - 100 / 3) < 1e-9)
        }
        let unrounded = try thirds()
        try unrounded.calculateLayout(pointScaleFactor: 0)
        #expect(abs(unrounded.children[1].frame.left - 33.3333333) < 1e-6)
    }

    @Test("rounding uses absolute positions, so nested fractional offsets do not accumulate")
    func absoluteRounding() throws {
        let leaf = try node { $0.width = 10.4; $0.height = 10.4 }
        let middle = try node({ $0.padding.left = 0.3; $0.padding.top = 0.3 }, [leaf])
        let root = try node({ $0.padding.left = 0.3; $0.padding.top = 0.3 }, [middle])
        try root.calculateLayout(pointScaleFactor: 1)
        // Leaf spans 0.6...11.0 absolutely: rounded 1...11.
        #expect(leaf.frame == rect(0, 0, 10, 10))
        #expect(middle.frame.left == 0)
    }
}
