import Testing
@testable import Flexbox

@Suite("Tree editing and its errors")
struct FlexNodeTreeTests {
    @Test("inserting a node under itself is refused and changes nothing")
    func selfInsertion() throws {
        let root = try node()
        #expect(throws: FlexError.self) { try root.appendChild(root) }
        #expect(root.children.isEmpty)
        #expect(root.parent == nil)
    }

    @Test("reserving room for children changes no tree and no layout")
    func reservedChildren() throws {
        let root = try node()
        root.reserveChildCapacity(3)
        #expect(root.children.isEmpty)
        let children = try (0..<3).map { _ in try node() }
        for child in children { try root.appendChild(child) }
        root.reserveChildCapacity(0)
        #expect(root.children.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init))
        #expect(children.allSatisfy { $0.parent === root })
    }

    @Test("inserting an ancestor under its descendant is a cycle error naming the path")
    func ancestorInsertion() throws {
        let leaf = try node()
        let middle = try node({ _ in }, [leaf])
        let root = try node({ _ in }, [middle])
        do {
            try leaf.appendChild(root)
            Issue.record("expected a cycle error")
        } catch {
            guard case .cycle(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "root/0/0")
        }
        #expect(leaf.children.isEmpty)
        #expect(root.parent == nil)
    }

    @Test("a node cannot join a second parent")
    func secondParent() throws {
        let child = try node()
        let first = try node({ _ in }, [child])
        let second = try node()
        #expect(throws: FlexError.self) { try second.appendChild(child) }
        #expect(second.children.isEmpty)
        #expect(child.parent === first)
        try first.removeChild(at: 0)
        try second.appendChild(child)
        #expect(child.parent === second)
    }

    @Test("out-of-range indices are refused")
    func indices() throws {
        let root = try node()
        #expect(throws: FlexError.indexOutOfRange(path: "root", index: 1, count: 0)) {
            try root.insertChild(try node(), at: 1)
        }
        #expect(throws: FlexError.indexOutOfRange(path: "root", index: 0, count: 0)) { try root.removeChild(at: 0) }
    }

    @Test("measure functions are only for leaves")
    func measureOnlyOnLeaves() throws {
        let parent = try node({ _ in }, [try node()])
        #expect(throws: FlexError.measureFunctionWithChildren(path: "root")) {
            try parent.setMeasureFunction { _, _, _, _ in FlexSize(width: 1, height: 1) }
        }
        let leaf = try node()
        try leaf.setMeasureFunction { _, _, _, _ in FlexSize(width: 1, height: 1) }
        #expect(throws: FlexError.self) { try leaf.appendChild(try node()) }
    }

    @Test("removing a child makes it a root and re-lays out the parent")
    func removal() throws {
        let a = try node { $0.height = 10 }
        let b = try node { $0.height = 10 }
        let root = try node({ $0.width = 100 }, [a, b])
        try root.calculateLayout()
        #expect(b.frame == rect(0, 10, 100, 10))
        try root.removeChild(at: 0)
        try root.calculateLayout()
        #expect(a.parent == nil)
        #expect(b.frame == rect(0, 0, 100, 10))
        #expect(root.frame.height == 10)
    }
}
