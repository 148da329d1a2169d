import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("List views: animated relayout")
struct ListRelayoutAnimationTests {
    private func makeList(_ source: HeightsSource) throws -> (Window, CollectionView) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.workingRange = 0
        list.dataSource = source
        list.delegate = source
        try window.rootView.addSubview(list)
        list.reloadData()
        _ = window.takeTransaction()
        return (window, list)
    }

    private func frameAnimations(_ mutations: [ViewMutation]) -> [ViewID: ViewAnimation] {
        var found: [ViewID: ViewAnimation] = [:]
        for case let .animate(id, animation) in mutations where animation.key == "frame" { found[id] = animation }
        return found
    }

    @Test("A grown item resizes and the rows below glide down with the update's timing")
    func rowsBelowGlide() throws {
        let source = HeightsSource([[10, 10, 10]])
        let (window, list) = try makeList(source)
        let cells = try (0..<3).map { try #require(list.cell(forItemAt: [0, $0])) }
        source.sections = [[10, 30, 10]]
        let timing = AnimationTiming(duration: 0.2, curve: .easeOut)
        try list.performBatchUpdates(ListUpdate(reloadedItems: [[0, 1]], animations: .init(relayout: true, timing: timing)))
        let animations = frameAnimations(window.takeTransaction().mutations)
        #expect(animations[cells[0].id] == nil)
        #expect(animations[cells[1].id] == ViewAnimation(
            from: .frame(CGRect(x: 0, y: 10, width: 100, height: 10)), to: .frame(CGRect(x: 0, y: 10, width: 100, height: 30)),
            timing: timing))
        #expect(animations[cells[2].id] == ViewAnimation(
            from: .frame(CGRect(x: 0, y: 20, width: 100, height: 10)), to: .frame(CGRect(x: 0, y: 40, width: 100, height: 10)),
            timing: timing))
        // The views already hold where they end: a backend that cannot animate shows that.
        #expect(cells[2].frame == CGRect(x: 0, y: 40, width: 100, height: 10))
    }

    @Test("Without relayout the rows jump to their new frames, as before")
    func withoutRelayoutRowsJump() throws {
        let source = HeightsSource([[10, 10, 10]])
        let (window, list) = try makeList(source)
        source.sections = [[10, 30, 10]]
        try list.performBatchUpdates(ListUpdate(reloadedItems: [[0, 1]], animations: .init(reloadedItems: .fade)))
        #expect(frameAnimations(window.takeTransaction().mutations).isEmpty)
        #expect(list.cell(forItemAt: [0, 2])?.frame == CGRect(x: 0, y: 40, width: 100, height: 10))
    }

    @Test("Deleting a row glides the rows below up; the inserted row plays its own animation only")
    func deletionAndInsertionGlide() throws {
        let source = HeightsSource([[10, 10, 10]])
        let (window, list) = try makeList(source)
        let last = try #require(list.cell(forItemAt: [0, 2]))
        source.sections = [[10, 10, 10]]
        try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 0]], insertedItems: [[0, 2]],
                                                animations: .automatic()))
        let inserted = try #require(list.cell(forItemAt: [0, 2]))
        let animations = frameAnimations(window.takeTransaction().mutations)
        #expect(animations[last.id]?.from == .frame(CGRect(x: 0, y: 20, width: 100, height: 10)))
        #expect(animations[last.id]?.to == .frame(CGRect(x: 0, y: 10, width: 100, height: 10)))
        #expect(animations[inserted.id] == nil)
    }

    @Test("Headers and footers that stay glide with their sections")
    func supplementaryViewsGlide() throws {
        let source = HeightsSource([[10, 10], [10]])
        source.headerHeight = 5
        let (window, list) = try makeList(source)
        let header = try #require(list.supplementaryView(.header, inSection: 1))
        source.sections = [[10, 10, 10], [10]]
        try list.performBatchUpdates(ListUpdate(insertedItems: [[0, 2]], animations: .automatic()))
        let animations = frameAnimations(window.takeTransaction().mutations)
        #expect(animations[header.id] == ViewAnimation(
            from: .frame(CGRect(x: 0, y: 25, width: 100, height: 5)), to: .frame(CGRect(x: 0, y: 35, width: 100, height: 5)),
            timing: .default))
    }

    @Test("With reduced motion the rows are set where they end, without a frame animation")
    func reducedMotion() throws {
        let source = HeightsSource([[10, 10, 10]])
        let (window, list) = try makeList(source)
        var traits = window.traitCollection
        traits.reducesMotion = true
        window.traitCollection = traits
        _ = window.takeTransaction()
        source.sections = [[10, 30, 10]]
        try list.performBatchUpdates(ListUpdate(reloadedItems: [[0, 1]], animations: .automatic()))
        #expect(frameAnimations(window.takeTransaction().mutations).isEmpty)
        #expect(list.cell(forItemAt: [0, 2])?.frame.minY == 40)
    }
}
