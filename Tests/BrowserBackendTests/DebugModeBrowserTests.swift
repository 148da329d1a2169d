@testable import BrowserBackend
import BrowserTesting
import ComponentKit
import Foundation
import Testing

/// A stateful badge with a view, inside layout-only components.
struct DebugBadge: StatefulComponent {
    var scopeKey: String? { "badge" }
    func body(state: Void, scope: Scope<Void>) -> some Component {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(Color(red: 0.1, green: 0.3, blue: 0.6)),
                                                          .accessibilityIdentifier("badge")]),
                      size: ComponentSize(width: 80, height: 40))
    }
}

struct DebugCard: CompositeComponent {
    var body: some Component {
        InsetComponent(insets: EdgeInsets(all: 20), child: try! StaticLayoutComponent(children: [
            .init(position: .zero, DebugBadge()),
            .init(position: CGPoint(x: 0, y: 50), LabelComponent("Outlined", font: .system(size: 17))),
        ]))
    }
}

@MainActor
@Suite("Debug mode in headless Chromium: component outlines, hover, accessibility", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct DebugModeBrowserTests {
    static func content() -> View {
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in DebugCard() }, sizeRangeProvider: .flexibleHeight, context: (),
                               analyticsListeners: [])
        host.update(model: 0)
        return host
    }

    /// Every outline the server's window holds.
    static func serverOutlines(_ session: BrowserSession) -> [DebugOutline] {
        session.window.rootView.subtree.flatMap(\.debugOutlines)
    }

    static let boxCount = "return document.querySelectorAll('.ck-debug-box').length"

    /// The page's session, once `ready` says so (or a failure after 10 s).
    func waitForSession(_ harness: BrowserHarness, _ what: String, until ready: (BrowserSession) -> Bool) async throws -> BrowserSession {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let session = harness.session, ready(session) { return session }
            try await Task.sleep(for: .milliseconds(30))
        }
        throw WebDriver.Failure(description: "timed out waiting for \(what)")
    }

    /// What a page sends as it connects: its traits, its viewport and, asked for, its debug mode.
    static let openingMessages = 3

    func pressDebugShortcut(_ driver: WebDriver) async throws {
        for type in ["keyDown", "keyUp"] {
            // Alt (1) and Shift (8), by the key's code as the page reads it.
            try await driver.devTools("Input.dispatchKeyEvent",
                                      ["type": type, "key": "D", "code": "KeyD", "windowsVirtualKeyCode": 68, "modifiers": 9])
        }
    }

    @Test("?debug=components outlines every component, layout-only ones dashed; hovering shows type and scope; nothing reaches assistive technology")
    func outlines() async throws {
        try await BrowserHarness.with(allowsDebugOutlines: true, content: Self.content) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url + "?debug=components")
            let session = try await waitForSession(harness, "the debug mode") { $0.window.showsDebugOutlines }
            let outlines = Self.serverOutlines(session)
            #expect(outlines.map(\.title).sorted() == ["DebugBadge", "DebugCard", "InsetComponent", "LabelComponent", "StaticLayoutComponent",
                                                        "ViewComponent"])
            try await driver.waitUntil("\(Self.boxCount) === \(outlines.count)", "the outlines in the page")
            let dashed = try await driver.execute("return document.querySelectorAll('.ck-debug-layout').length") as? Int
            #expect(dashed == outlines.filter { !$0.hasView }.count)
            #expect(dashed == 4)
            let types = try await driver.execute("return Array.from(document.querySelectorAll('.ck-debug-box')).map(b => b.dataset.ckType).sort()")
            #expect(types as? [String] == outlines.map(\.title).sorted())

            // Hovering the badge names its innermost component and the scope it was built in.
            let badge = try await driver.center(of: "[data-ck-identifier=\"badge\"]")
            try await driver.devTools("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": badge.x, "y": badge.y, "button": "none"])
            try await driver.waitUntil("""
                const tip = document.querySelector('.ck-debug-tip');
                return !!tip && tip.style.display !== 'none' && tip.textContent === 'ViewComponentscope DebugBadge[key "badge"]';
                """, "the hover tip")

            // The layer and the tip are hidden from assistive technology and take no pointer events.
            #expect(try await driver.execute("""
                return Array.from(document.querySelectorAll('.ck-debug, .ck-debug-tip')).every(e => e.getAttribute('aria-hidden') === 'true')
                  && Array.from(document.querySelectorAll('.ck-debug-box')).every(b => getComputedStyle(b).pointerEvents === 'none');
                """) as? Bool == true)
            let tree = try await driver.accessibilityTree()
            #expect(!tree.contains { node in ["DebugBadge", "ViewComponent", "InsetComponent", "scope"].contains { node.name.contains($0) } })
            #expect(tree.contains { $0.role == "main" })
            if let axe = ProcessInfo.processInfo.environment["AXE_SCRIPT"], FileManager.default.fileExists(atPath: axe) {
                let severe = try await driver.auditAccessibility(axeScript: axe).filter { $0.impact == "critical" || $0.impact == "serious" }
                #expect(severe.isEmpty, "\(severe)")
            } else {
                #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
            }

            // Alt-Shift-D turns the mode off (the server takes the outlines away), and on again.
            try await pressDebugShortcut(driver)
            try await driver.waitUntil("\(Self.boxCount) === 0", "the outlines to go")
            #expect(!session.window.showsDebugOutlines)
            try await pressDebugShortcut(driver)
            try await driver.waitUntil("\(Self.boxCount) === \(outlines.count)", "the outlines to come back")
        }
    }

    @Test("Off without the query parameter, and refused by a server that does not allow it")
    func offByDefault() async throws {
        try await BrowserHarness.with(allowsDebugOutlines: true, content: Self.content) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"badge\"]')", "the page")
            let session = try await waitForSession(harness, "the page's first messages") { $0.messagesReceived >= Self.openingMessages - 1 }
            #expect(!session.window.showsDebugOutlines)
            #expect(try await driver.execute(Self.boxCount) as? Int == 0)
        }
        try await BrowserHarness.with(content: Self.content) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url + "?debug=components")
            let session = try await waitForSession(harness, "the page's debug request") { $0.messagesReceived >= Self.openingMessages }
            #expect(!session.window.showsDebugOutlines)
            #expect(Self.serverOutlines(session).isEmpty)
            #expect(try await driver.execute(Self.boxCount) as? Int == 0)
        }
    }
}
