import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Analytics: a hosting view's builds, layouts, mounts and state updates")
struct HostingViewAnalyticsTests {
    let scopes = ToggleScopes()

    @Test("A first update is heard as build → layout → mount, with the tree, the scope root and the pass's counts")
    func firstUpdate() throws {
        let log = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [log])
        host.update(model: "first")
        #expect(log.take() == [
            "will build [newTree]",
            "did build Card [newTree]",
            "will layout Card [newTree]",
            "did layout Card: built 3, laid out 8, reused 0",
            "will mount Card",
            "did mount Card: created 4, reused 0, mutations 12",
        ])
        let layout = try #require(log.layoutEvents.first)
        #expect(layout.scopeRoot === host.scopeRoot)
        #expect(layout.layout === host.currentLayout)
        #expect(layout.duration >= .zero)
        let mount = try #require(log.mountEvents.first)
        #expect(mount.container === host)
        #expect(mount.scopeRoot === host.scopeRoot)
        #expect(mount.statistics == host.lastMountStatistics)
    }

    @Test("A state update names its scope and mode; the pass it causes rebuilds that scope and reuses its sibling")
    func stateUpdate() throws {
        let log = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [log])
        host.update(model: "first")
        _ = log.take()
        let scope = try #require(scopes.scope("b"))
        scope.updateState(mode: .synchronous) { $0.toggle() }
        #expect(log.take() == [
            "state update Toggle[key \"b\"] (Toggle, synchronous)",
            "will build [stateUpdate]",
            "did build Card [stateUpdate]",
            "will layout Card [stateUpdate]",
            // The card's body and toggle b's; toggle a is reused whole.
            "did layout Card: built 2, laid out 6, reused 1",
            "will mount Card",
            "did mount Card: created 0, reused 4, mutations 1",
        ])
    }

    @Test("A model or context update, and a resize, say why the pass runs")
    func triggers() {
        let log = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [log])
        host.update(model: "first")
        host.update(model: "second")
        host.update(context: ())
        host.frame.size.width = 150
        let builds = log.lines.filter { $0.hasPrefix("did build") }
        #expect(builds == ["did build Card [newTree]", "did build Card [propsUpdate]", "did build Card [environmentUpdate]",
                           "did build Card [sizeChange]"])
    }

    @Test("An asynchronous update is laid out off the main thread and mounted on it")
    func asynchronousUpdate() async {
        let log = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [log])
        host.update(model: "first", mode: .asynchronous)
        await host.waitForPendingUpdate()
        #expect(log.layoutOnMainThread == [false])
        #expect(log.lines.last == "did mount Card: created 4, reused 0, mutations 12")
    }

    @Test("Several listeners each hear every event, in the same order")
    func severalListeners() throws {
        let first = AnalyticsLog(), second = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [first, second])
        host.update(model: "first")
        try #require(scopes.scope("a")).updateState(mode: .synchronous) { $0.toggle() }
        #expect(first.lines.count == 13)
        #expect(first.lines == second.lines)
    }

    @Test("Listeners asking for component events hear every component laid out, children first")
    func componentEvents() {
        let log = AnalyticsLog(wantsComponentLayoutEvents: true)
        let quiet = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [log, quiet])
        host.update(model: "first")
        #expect(log.componentLayoutNames == ["ViewComponent", "ViewComponent", "Toggle", "ViewComponent", "Toggle",
                                             "StaticLayoutComponent", "InsetComponent", "Card"])
        #expect(quiet.componentLayoutNames.isEmpty)
    }

    @Test("With no listener, passes run uninstrumented: no analytics in the layout context, none on the mounter or scope root")
    func noListenerNoCost() {
        let probe = ContextProbe()
        let provider = ComponentProvider<Int, Void> { _, _ in ProbeComponent(probe: probe) }
        let bare = HostingView(provider: provider, sizeRangeProvider: .fitContent, context: (), analyticsListeners: [],
                               frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        bare.update(model: 1)
        #expect(probe.sawAnalytics == [false])
        #expect(bare.analyticsListeners.isEmpty && bare.scopeRoot.analytics == nil)

        // The same with a listener, so the probe is known to see one.
        let log = AnalyticsLog()
        let watched = HostingView(provider: provider, sizeRangeProvider: .fitContent, context: (), analyticsListeners: [log],
                                  frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        watched.update(model: 1)
        #expect(probe.sawAnalytics == [false, true])
        #expect(watched.scopeRoot.analytics != nil)
    }

    @Test("Taking the listeners away stops the events")
    func detaching() {
        let log = AnalyticsLog()
        let host = AnalyticsFixtures.host(scopes, listeners: [log])
        host.update(model: "first")
        host.analyticsListeners = []
        host.update(model: "second")
        #expect(log.lines.count == 6)
    }
}

/// Whether each layout it saw came with an analytics pass in its context.
final class ContextProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Bool] = []
    var sawAnalytics: [Bool] { lock.withLock { seen } }
    func saw(_ analytics: Bool) { lock.withLock { seen.append(analytics) } }
}

struct ProbeComponent: Component {
    let probe: ContextProbe
    func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        probe.saw(context.analyticsPass != nil)
        return Layout(component: self, size: range.min)
    }
}
