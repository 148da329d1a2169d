import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Analytics: frame counters")
struct FrameCountersTests {
    let scopes = ToggleScopes()

    func counts(passes: Int, built: Int, laidOut: Int, reused: Int, mounts: Int, created: Int, viewsReused: Int, mutations: Int) -> FrameCounts {
        var counts = FrameCounts()
        counts.renderPasses = passes
        counts.componentsBuilt = built
        counts.componentsLaidOut = laidOut
        counts.componentsReused = reused
        counts.mounts = mounts
        counts.viewsCreated = created
        counts.viewsReused = viewsReused
        counts.viewMutations = mutations
        return counts
    }

    @Test("A known tree's frames: the first builds and creates everything, a state update rebuilds one toggle and changes one view")
    func knownTree() throws {
        let counters = FrameCounters()
        let host = AnalyticsFixtures.host(scopes, listeners: [counters])
        host.update(model: "first")
        let first = counters.endFrame()
        // Card, toggle a and toggle b built; card, inset, static layout, square, two toggles and their squares laid out;
        // the inset's, the square's and the toggles' views created, each with one attribute and a frame.
        #expect(first == counts(passes: 1, built: 3, laidOut: 8, reused: 0, mounts: 1, created: 4, viewsReused: 0, mutations: 12))

        try #require(scopes.scope("b")).updateState(mode: .synchronous) { $0.toggle() }
        let second = counters.endFrame()
        #expect(second == counts(passes: 1, built: 2, laidOut: 6, reused: 1, mounts: 1, created: 0, viewsReused: 4, mutations: 1))

        #expect(counters.frames == [first, second])
        #expect(counters.totals == counts(passes: 2, built: 5, laidOut: 14, reused: 1, mounts: 2, created: 4, viewsReused: 4, mutations: 13))
        #expect(counters.endFrame().isEmpty)
        #expect(counters.frames.count == 2, "empty frames are not kept")
    }

    @Test("A frame ends by itself after the main-actor turn that mounted; a measuring pass counts towards the next one")
    func framesEndWithTheTurn() async {
        let counters = FrameCounters()
        let host = AnalyticsFixtures.host(scopes, listeners: [counters])
        host.update(model: "first")
        _ = host.sizeThatFits(CGSize(width: 200, height: 200))
        #expect(counters.frames.isEmpty)
        #expect(counters.currentFrame.renderPasses == 2)
        await Task.yield()
        await MainActor.run {}
        #expect(counters.frames.count == 1)
        #expect(counters.frames.first?.renderPasses == 2)
        #expect(counters.currentFrame.isEmpty)
    }

    @Test("Only the latest frames are kept; reset forgets everything")
    func keptFrames() {
        let counters = FrameCounters(keptFrames: 2)
        let host = AnalyticsFixtures.host(scopes, listeners: [counters])
        for title in ["a", "b", "c"] {
            host.update(model: title)
            counters.endFrame()
        }
        #expect(counters.frames.count == 2)
        #expect(counters.totals.mounts == 3)
        counters.reset()
        #expect(counters.totals.isEmpty && counters.frames.isEmpty)
    }
}
