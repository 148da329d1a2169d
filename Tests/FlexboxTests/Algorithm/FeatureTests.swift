import Testing
@testable import Flexbox

@Suite("Layout features")
struct FeatureTests {
    @Test("aspect ratio derives the height from a stretched width")
    func aspectRatio() throws {
        let child = try node { $0.aspectRatio = 2 }
        let root = try node({ $0.width = 200 }, [child])
        try root.calculateLayout()
        #expect(child.frame == rect(0, 0, 200, 100))
    }

    @Test("max width freezes a growing item; the rest goes to its sibling")
    func maxWidth() throws {
        let capped = try node { $0.flexGrow = 1; $0.maxWidth = 100 }
        let free = try node { $0.flexGrow = 1 }
        let root = try node({ $0.flexDirection = .row; $0.width = 300; $0.height = 10 }, [capped, free])
        try root.calculateLayout()
        #expect(capped.frame == rect(0, 0, 100, 10))
        #expect(free.frame == rect(100, 0, 200, 10))
    }

    @Test("min width stops an item shrinking; the other absorbs the shortfall")
    func minWidth() throws {
        let floored = try node { $0.width = 80; $0.flexShrink = 1; $0.minWidth = 70 }
        let other = try node { $0.width = 80; $0.flexShrink = 1 }
        let root = try node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 }, [floored, other])
        try root.calculateLayout()
        #expect(floored.frame == rect(0, 0, 70, 10))
        #expect(other.frame == rect(70, 0, 30, 10))
    }

    @Test("display none removes a child and zeroes its frame")
    func displayNone() throws {
        let hidden = try node({ $0.width = 50; $0.height = 50; $0.display = .none }, [try node { $0.width = 5 }])
        let shown = try node { $0.width = 50; $0.height = 50 }
        let root = try node({ $0.flexDirection = .row }, [hidden, shown])
        try root.calculateLayout()
        #expect(hidden.frame == rect(0, 0, 0, 0))
        #expect(hidden.children[0].frame == rect(0, 0, 0, 0))
        #expect(shown.frame == rect(0, 0, 50, 50))
        #expect(root.frame == rect(0, 0, 50, 50))
    }

    @Test("absolute children are placed by their insets and leave the flow")
    func absolute() throws {
        let placed = try node {
            $0.positionType = .absolute; $0.width = 50; $0.height = 50
            $0.position.right = 10; $0.position.bottom = 20
        }
        let inFlow = try node { $0.height = 30 }
        let root = try node({ $0.width = 200; $0.height = 200 }, [placed, inFlow])
        try root.calculateLayout()
        #expect(placed.frame == rect(140, 130, 50, 50))
        #expect(inFlow.frame == rect(0, 0, 200, 30))
    }

    @Test("RTL rows run right to left and start margins sit on the right")
    func rightToLeft() throws {
        let first = try node { $0.width = 50; $0.margin.start = 10 }
        let second = try node { $0.width = 50 }
        let root = try node({ $0.flexDirection = .row; $0.width = 200; $0.height = 20 }, [first, second])
        try root.calculateLayout(direction: .rtl)
        #expect(first.frame == rect(140, 0, 50, 20))
        #expect(second.frame == rect(90, 0, 50, 20))
    }

    @Test("column gap separates items; auto margins absorb the free space")
    func gapAndAutoMargins() throws {
        let a = try node { $0.width = 50 }
        let b = try node { $0.width = 50; $0.margin.left = .auto }
        let root = try node({ $0.flexDirection = .row; $0.width = 200; $0.height = 10; $0.gap.column = 10 }, [a, b])
        try root.calculateLayout()
        #expect(a.frame == rect(0, 0, 50, 10))
        #expect(b.frame == rect(150, 0, 50, 10))
    }

    @Test("space-evenly and wrap: two lines, each with equal spaces")
    func wrapAndJustify() throws {
        let items = try (0..<3).map { _ in try node { $0.width = 40; $0.height = 10 } }
        let root = try node({
            $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 100; $0.justifyContent = .spaceEvenly
        }, items)
        try root.calculateLayout()
        #expect(items[0].frame == rect(20.0 / 3, 0, 40, 10) || items[0].frame == rect(7, 0, 40, 10))
        #expect(items[1].frame.left == 53)
        #expect(items[2].frame == rect(30, 10, 40, 10))
        #expect(root.frame.height == 20)
    }

    @Test("content-box sizing adds padding and border to the width")
    func contentBox() throws {
        let child = try node {
            $0.boxSizing = .contentBox; $0.width = 100; $0.height = 10
            $0.padding = FlexEdges(all: 5); $0.border = FlexEdges(all: 1)
        }
        let root = try node({ $0.alignItems = .flexStart }, [child])
        try root.calculateLayout()
        #expect(child.frame == rect(0, 0, 112, 22))
    }

    @Test("percentages resolve against the parent's inner size")
    func percentages() throws {
        let child = try node { $0.width = .percent(50); $0.height = .percent(25) }
        let root = try node({ $0.width = 220; $0.height = 120; $0.padding = FlexEdges(all: 10) }, [child])
        try root.calculateLayout()
        #expect(child.frame == rect(10, 10, 100, 25))
    }
}
