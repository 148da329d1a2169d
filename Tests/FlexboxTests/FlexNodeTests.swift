import Flexbox
import Testing

func node(_ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
    var style = FlexStyle()
    configure(&style)
    return FlexNode(style: style)
}

@Suite("Nodes, errors and validation")
struct FlexNodeTests {
    @Test("Inserting a node under itself, a descendant, or a second parent is refused and changes nothing")
    func treeErrors() throws {
        let root = node(), child = node(), grandchild = node()
        try root.addChild(child)
        try child.addChild(grandchild)
        #expect(throws: FlexboxError.cycle(path: "root")) { try grandchild.addChild(root) }
        #expect(throws: FlexboxError.cycle(path: "root/0")) { try child.addChild(child) }
        #expect(throws: FlexboxError.alreadyHasParent(path: "root/0/0")) { try root.addChild(grandchild) }
        #expect(throws: FlexboxError.indexOutOfRange(index: 3, childCount: 1, path: "root")) { try root.insertChild(node(), at: 3) }
        #expect(root.children.count == 1 && child.children.count == 1)
        child.removeChild(grandchild)
        try root.addChild(grandchild)
        #expect(root.children.count == 2 && grandchild.parent === root)
    }

    @Test("Bad style values are reported with the node path and property; the old layout stays")
    func validation() throws {
        let root = node { $0.width = 100; $0.height = 100 }
        let child = node { $0.width = 50; $0.height = 50 }
        try root.addChild(child)
        try root.calculateLayout()
        #expect(child.layout.width == 50)
        child.style.width = .points(.nan)
        #expect(throws: FlexboxError.invalidStyle(path: "root/0", property: "width", value: "nanpt", reason: "must be a finite number")) {
            try root.calculateLayout()
        }
        #expect(child.layout.width == 50)
        child.style.width = .points(-5)
        #expect(throws: FlexboxError.invalidStyle(path: "root/0", property: "width", value: "-5.0pt", reason: "must not be negative")) {
            try root.calculateLayout()
        }
        child.style.width = 20
        child.style.padding.left = -1
        #expect(throws: FlexboxError.self) { try root.calculateLayout() }
        child.style.padding.left = .undefined
        child.style.flexGrow = -1
        #expect(throws: FlexboxError.invalidStyle(path: "root/0", property: "flexGrow", value: "-1.0", reason: "must be a finite number, 0 or more")) {
            try root.calculateLayout()
        }
        child.style.flexGrow = nil
        child.style.margin.left = -10
        try root.calculateLayout()
        #expect(child.layout.left == -10, "negative margins are allowed")
        #expect(throws: FlexboxError.invalidAvailableSize(dimension: "width", value: -1)) { try root.calculateLayout(width: -1) }
        let message = FlexboxError.invalidStyle(path: "root/0", property: "width", value: "nanpt", reason: "must be a finite number").description
        #expect(message == "node root/0: width = nanpt is invalid: must be a finite number")
    }

    @Test("A node with a measure function cannot have children")
    func measuredWithChildren() throws {
        let root = node()
        root.measureFunction = { _, _, _, _ in FlexSize(width: 1, height: 1) }
        try root.addChild(node())
        #expect(throws: FlexboxError.self) { try root.calculateLayout() }
    }

    @Test("Style changes mark only the node and its ancestors dirty")
    func dirtiness() throws {
        let root = node { $0.width = 100 }
        let a = node { $0.height = 10 }, b = node { $0.height = 10 }
        try root.addChild(a)
        try root.addChild(b)
        try root.calculateLayout()
        #expect(!root.isDirty && !a.isDirty && !b.isDirty)
        a.style.height = 20
        #expect(a.isDirty && root.isDirty && !b.isDirty)
        a.style.height = 20
        try root.calculateLayout()
        #expect(b.layout.top == 20)
    }
}
