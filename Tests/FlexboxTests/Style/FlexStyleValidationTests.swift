import Testing
@testable import Flexbox

@Suite("Style validation")
struct FlexStyleValidationTests {
    @Test("NaN, infinite and negative sizes are refused with the property and value")
    func badSizes() throws {
        let child = try node()
        let root = try node({ _ in }, [child])
        #expect(root.children.count == 1)
        do {
            try child.updateStyle { $0.width = .points(.nan) }
            Issue.record("expected an error")
        } catch {
            guard case .invalidStyle(let path, let property, _, _) = error else { Issue.record("\(error)"); return }
            #expect(path == "root/0")
            #expect(property == "width")
        }
        #expect(child.style.width == .auto)
        #expect(throws: FlexError.self) { try child.updateStyle { $0.height = .points(-1) } }
        #expect(throws: FlexError.self) { try child.updateStyle { $0.maxWidth = .percent(.infinity) } }
        #expect(throws: FlexError.self) { try child.updateStyle { $0.flexBasis = .points(-5) } }
    }

    @Test("negative padding, border, gap, grow and shrink are refused; negative margins and insets are fine")
    func signs() throws {
        let target = try node()
        #expect(throws: FlexError.self) { try target.updateStyle { $0.padding.left = .points(-1) } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.border.all = .points(-1) } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.gap.row = .points(-1) } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.flexGrow = -1 } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.flexShrink = .nan } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.aspectRatio = -2 } }
        try target.updateStyle { $0.margin.left = .points(-10); $0.position.top = .percent(-5) }
        #expect(target.style.margin.left == .points(-10))
    }

    @Test("auto where CSS has none, and percentages in border, are refused")
    func autoAndPercent() throws {
        let target = try node()
        #expect(throws: FlexError.self) { try target.updateStyle { $0.minWidth = .auto } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.padding.top = .auto } }
        #expect(throws: FlexError.self) { try target.updateStyle { $0.border.top = .percent(10) } }
        #expect(throws: FlexError.self) { try FlexNode(style: { var s = FlexStyle(); s.maxHeight = .auto; return s }()) }
    }

    @Test("layout refuses NaN, negative or infinite available sizes and scale factors")
    func badAvailableSize() throws {
        let root = try node()
        #expect(throws: FlexError.invalidAvailableSize(dimension: "width", value: -1)) {
            try root.calculateLayout(width: -1)
        }
        #expect(throws: FlexError.self) { try root.calculateLayout(height: .nan) }
        #expect(throws: FlexError.self) { try root.calculateLayout(height: .infinity) }
        #expect(throws: FlexError.invalidPointScaleFactor(-2)) { try root.calculateLayout(pointScaleFactor: -2) }
    }

    @Test("a measure function returning NaN is reported with the node's path")
    func badMeasurement() throws {
        let leaf = try node()
        try leaf.setMeasureFunction { _, _, _, _ in FlexSize(width: .nan, height: 10) }
        let root = try node({ $0.flexDirection = .row }, [leaf])
        do {
            try root.calculateLayout()
            Issue.record("expected an error")
        } catch {
            guard case .invalidMeasurement(let path, _, let value) = error else { Issue.record("\(error)"); return }
            #expect(path == "root/0")
            #expect(value.isNaN)
        }
    }
}
