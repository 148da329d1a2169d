import Foundation
import Testing
@testable import ComponentKit

/// The process-wide default is touched here only, in one serialized suite,
/// and always put back: every test target runs in this process.
@MainActor
@Suite("Analytics: default listeners", .serialized)
struct DefaultAnalyticsListenersTests {
    let scopes = ToggleScopes()

    @Test("Hosts made while a listener is the default keep it; the default is restored afterwards")
    func scopedDefault() {
        let log = AnalyticsLog()
        let before = DefaultAnalyticsListeners.current.count
        let host = DefaultAnalyticsListeners.withListener(log) {
            HostingView(provider: AnalyticsFixtures.provider(scopes), sizeRangeProvider: .fitContent, context: (),
                        frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        }
        #expect(!DefaultAnalyticsListeners.current.contains { $0 === log })
        #expect(DefaultAnalyticsListeners.current.count == before)
        host.update(model: "first")
        #expect(log.lines.count == 6)
        let later = HostingView(provider: AnalyticsFixtures.provider(scopes), context: ())
        #expect(!later.analyticsListeners.contains { $0 === log })
    }

    @Test("A slot adds a listener once and removes it by identity")
    func slot() {
        let slot = AnalyticsListenerSlot()
        let first = AnalyticsLog(), second = AnalyticsLog()
        #expect(slot.add(first))
        #expect(!slot.add(first))
        #expect(slot.add(second))
        slot.remove(first)
        #expect(slot.listeners.count == 1 && slot.listeners.first === second)
    }
}
