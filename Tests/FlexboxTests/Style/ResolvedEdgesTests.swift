import Testing
@testable import Flexbox

/// Edge properties in their two forms: numbers for each direction when every
/// edge is in points (start and end included), and the general form, held out
/// of line, only for a style with a percentage or `auto` edge.
@Suite("Resolved edges")
struct ResolvedEdgesTests {
    @Test("Start and end margins in points are fixed, mirrored between directions, and need no general form")
    func startAndEndAreFixed() throws {
        var style = FlexStyle()
        style.margin.start = 10
        style.margin.end = 4
        style.padding.top = 2
        let node = try FlexNode(style: style)
        let computed = node.storage.pointee.computed
        #expect(computed.margin.isFixed && computed.padding.isFixed)
        #expect(computed.margin.points(.left, .ltr) == 10 && computed.margin.points(.right, .ltr) == 4)
        #expect(computed.margin.points(.left, .rtl) == 4 && computed.margin.points(.right, .rtl) == 10)
        #expect(node.storage.pointee.generalEdges == nil)
    }

    @Test("A percentage or auto edge keeps the general form, which follows the style as it changes")
    func generalFormFollowsTheStyle() throws {
        let child = try FlexNode(style: { var style = FlexStyle(); style.width = 10; style.height = 10; style.margin.left = .percent(10); return style }())
        var rootStyle = FlexStyle()
        rootStyle.width = 200
        rootStyle.height = 100
        rootStyle.flexDirection = .row
        let root = try FlexNode(style: rootStyle, children: [child])
        #expect(child.storage.pointee.generalEdges != nil)
        try root.calculateLayout()
        #expect(child.frame.left == 20, "10% of the 200-point container")

        try child.updateStyle { $0.margin.left = .auto }
        #expect(child.storage.pointee.generalEdges != nil)
        try root.calculateLayout()
        #expect(child.frame.left == 190, "an auto left margin takes the free space")

        try child.updateStyle { $0.margin.left = 5 }
        #expect(child.storage.pointee.generalEdges == nil, "back to points: the general form is let go")
        try root.calculateLayout()
        #expect(child.frame.left == 5)
    }
}
