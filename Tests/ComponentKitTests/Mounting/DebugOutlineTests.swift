import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Debug outlines: every mounted component outlined with its type and scope")
struct DebugOutlineTests {
    let scopes = ToggleScopes()

    /// The card's outlines: the host holds the card and its inset's view;
    /// the inset's view holds everything inside it, in its coordinates.
    var expectedHostOutlines: [DebugOutline] {
        [DebugOutline(frame: CGRect(x: 0, y: 0, width: 38, height: 96), title: "Card", hasView: false),
         DebugOutline(frame: CGRect(x: 0, y: 0, width: 38, height: 96), title: "InsetComponent", hasView: true)]
    }

    var expectedInsetOutlines: [DebugOutline] {
        [DebugOutline(frame: CGRect(x: 4, y: 4, width: 30, height: 88), title: "StaticLayoutComponent", hasView: false),
         DebugOutline(frame: CGRect(x: 4, y: 4, width: 20, height: 20), title: "ViewComponent", hasView: true),
         DebugOutline(frame: CGRect(x: 4, y: 28, width: 30, height: 30), title: "Toggle", detail: "Toggle[key \"a\"]", hasView: false),
         DebugOutline(frame: CGRect(x: 4, y: 28, width: 30, height: 30), title: "ViewComponent", detail: "Toggle[key \"a\"]", hasView: true),
         DebugOutline(frame: CGRect(x: 4, y: 62, width: 30, height: 30), title: "Toggle", detail: "Toggle[key \"b\"]", hasView: false),
         DebugOutline(frame: CGRect(x: 4, y: 62, width: 30, height: 30), title: "ViewComponent", detail: "Toggle[key \"b\"]", hasView: true)]
    }

    func debugMutations(_ window: Window) -> [ViewMutation] {
        window.takeTransaction().mutations.filter {
            if case .set(_, .debugOutlines) = $0 { return true }
            if case let .create(_, _, properties) = $0 { return properties.contains { $0.key == "debugOutlines" } }
            return false
        }
    }

    @Test("In a window showing outlines, each view lists the components placed in it, layout-only ones included")
    func outlinesWhileOn() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        window.showsDebugOutlines = true
        let host = AnalyticsFixtures.host(scopes, listeners: [])
        try window.rootView.addSubview(host)
        host.update(model: "first")
        #expect(host.debugOutlines == expectedHostOutlines)
        let inset = try #require(host.subviews.first)
        #expect(inset.debugOutlines == expectedInsetOutlines)
        #expect(inset.subviews.allSatisfy { $0.debugOutlines.isEmpty }, "leaf views hold no outlines")
    }

    @Test("Off by default: mounting records no outlines")
    func offByDefault() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        #expect(!window.showsDebugOutlines)
        let host = AnalyticsFixtures.host(scopes, listeners: [])
        try window.rootView.addSubview(host)
        host.update(model: "first")
        #expect(window.rootView.subtree.allSatisfy { $0.debugOutlines.isEmpty })
        #expect(debugMutations(window).isEmpty)
    }

    @Test("Turning the mode on outlines what is mounted, as mutations; turning it off takes every outline away")
    func toggling() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let host = AnalyticsFixtures.host(scopes, listeners: [])
        try window.rootView.addSubview(host)
        host.update(model: "first")
        _ = window.takeTransaction()
        window.showsDebugOutlines = true
        let inset = try #require(host.subviews.first)
        #expect(Set(debugMutations(window)) == [.set(host.id, .debugOutlines(expectedHostOutlines)),
                                                .set(inset.id, .debugOutlines(expectedInsetOutlines))])
        #expect(host.debugOutlines == expectedHostOutlines && inset.debugOutlines == expectedInsetOutlines)
        window.showsDebugOutlines = false
        #expect(window.rootView.subtree.allSatisfy { $0.debugOutlines.isEmpty })
        #expect(Set(debugMutations(window)) == [.set(host.id, .debugOutlines([])), .set(inset.id, .debugOutlines([]))])
    }

    @Test("A state update moves the outlines with the components; a tree mounted away from any window gets them as it joins one")
    func followsChanges() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        window.showsDebugOutlines = true
        let host = AnalyticsFixtures.host(scopes, listeners: [])
        host.update(model: "first")
        #expect(host.debugOutlines.isEmpty, "not in a window yet")
        try window.rootView.addSubview(host)
        #expect(host.debugOutlines == expectedHostOutlines)
        // The create of the host carries its outlines.
        let creates = window.takeTransaction().mutations.compactMap { mutation -> [ViewProperty]? in
            if case let .create(id, _, properties) = mutation, id == host.id { return properties }
            return nil
        }
        #expect(creates.first?.contains(.debugOutlines(expectedHostOutlines)) == true)

        try #require(scopes.scope("b")).updateState(mode: .synchronous) { $0.toggle() }
        #expect(try #require(host.subviews.first).debugOutlines == expectedInsetOutlines)
    }
}
