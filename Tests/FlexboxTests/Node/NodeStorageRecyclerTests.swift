import Foundation
import Testing
@testable import Flexbox

/// The recycler is per thread: each test is synchronous, so nothing else
/// runs on its thread between its steps, but the thread may hold blocks
/// from earlier tests; the tests count relative to what they find.
@Suite("Node storage recycling")
struct NodeStorageRecyclerTests {
    @Test("a freed node's memory is what the next node on the thread gets")
    func reuse() throws {
        let first = try FlexNode(style: FlexStyle())
        let address = UnsafeMutableRawPointer(first.storage)
        let kept = NodeStorageRecycler.keptOnCurrentThread
        _ = consume first
        #expect(NodeStorageRecycler.keptOnCurrentThread == min(kept + 1, NodeStorageRecycler.capacity))
        var style = FlexStyle()
        style.width = .points(40)
        let second = try FlexNode(style: style)
        #expect(UnsafeMutableRawPointer(second.storage) == address)
        // A reused block holds the new node's state, not the old one's.
        #expect(second.style.width == .points(40))
        #expect(second.children.isEmpty)
        try second.calculateLayout(width: nil, height: nil)
        #expect(second.frame.width == 40)
    }

    @Test("a thread keeps at most `capacity` blocks and frees the rest")
    func bounded() throws {
        var nodes = try (0..<(NodeStorageRecycler.capacity + 10)).map { _ in try FlexNode(style: FlexStyle()) }
        nodes.removeAll()
        #expect(NodeStorageRecycler.keptOnCurrentThread == NodeStorageRecycler.capacity)
        let reused = try (0..<3).map { _ in try FlexNode(style: FlexStyle()) }
        #expect(NodeStorageRecycler.keptOnCurrentThread == NodeStorageRecycler.capacity - 3)
        _ = reused
    }

    @Test("trees made on one thread and freed on another lay out the same")
    func acrossThreads() async throws {
        func tree() throws -> FlexNode {
            var row = FlexStyle()
            row.flexDirection = .row
            row.width = .points(100)
            let root = try FlexNode(style: row)
            for width in [10.0, 20, 30] {
                var style = FlexStyle()
                style.width = .points(width)
                style.height = .points(width)
                try root.appendChild(FlexNode(style: style))
            }
            return root
        }
        // Made in a detached task, freed here, made again here from the freed memory.
        let made = try await Task.detached { Handover(node: try tree()) }.value.node
        try made.calculateLayout(width: nil, height: nil)
        let expected = made.children.map(\.frame)
        _ = consume made
        let again = try tree()
        try again.calculateLayout(width: nil, height: nil)
        #expect(again.children.map(\.frame) == expected)
        #expect(again.children.map(\.frame.left) == [0, 10, 30])
    }

    @Test("each thread keeps its own blocks, and threads that exit free theirs")
    func perThread() async throws {
        // Fresh threads start with nothing kept and keep what they freed;
        // when they exit, the key's destructor frees their shelves (a
        // double free or a bad list would crash this test).
        for _ in 0..<8 {
            let counts = await withCheckedContinuation { (continuation: CheckedContinuation<(before: Int, after: Int), Never>) in
                Thread {
                    let before = NodeStorageRecycler.keptOnCurrentThread
                    var nodes = (0..<5).compactMap { _ in try? FlexNode(style: FlexStyle()) }
                    nodes.removeAll()
                    continuation.resume(returning: (before, NodeStorageRecycler.keptOnCurrentThread))
                }.start()
            }
            #expect(counts.before == 0)
            #expect(counts.after == 5)
        }
    }
}

/// Hands a node made on one thread to another: nodes are not `Sendable`,
/// and this one is used by one thread at a time.
private final class Handover: @unchecked Sendable {
    let node: FlexNode
    init(node: FlexNode) { self.node = node }
}
