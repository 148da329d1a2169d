import Foundation
import Testing
@testable import ContainerCollection

@MainActor
@Suite("Paging and refresh: a section's next page is fetched as its end nears, with loading, failure and end rows; a refresh diffs")
struct ContainerPagingTests {
    let harness: ContainerHarness
    let handler = RecordingActionHandler()
    static let page2 = URL(string: "https://screens.example.com/feed?page=2")!

    init() throws {
        harness = try ContainerHarness()
        harness.container.actionHandler = handler
    }

    func items(_ range: Range<Int>) -> [Element] { range.map { harness.element("item \($0)") } }

    func showFeed(next: URL? = page2) throws {
        try harness.container.show(Screen(sections: [ContainerSection(id: "feed", elements: items(0..<10), next: next)]))
        harness.container.layoutIfNeeded()
    }

    /// The status row of section `id` (or the screen's), if mounted.
    func statusRow(_ id: String?) -> StatusRowController? {
        harness.container.activeControllers.compactMap { $0 as? StatusRowController }.first { $0.row?.section == id }
    }

    func page(_ range: Range<Int>, next: URL?) -> Screen {
        Screen(sections: [ContainerSection(id: "feed", elements: items(range), next: next)])
    }

    @Test("A section's next URL is read from the document and checked by the policy")
    func decoding() throws {
        let policy = ScreenActionPolicy(allowedHosts: ["screens.example.com"])
        let json = """
            { "version": 1, "sections": [
              { "id": "a", "elements": [], "next": "https://screens.example.com/feed?page=2" },
              { "id": "b", "elements": [], "next": "javascript:alert(1)" } ] }
            """
        let screen = try TestEnvironment.decoder(actionPolicy: policy).decode(Data(json.utf8))
        #expect(screen.sections.map(\.next) == [Self.page2, nil])
        #expect(screen.problems.map(\.description) == [
            "$.sections[1].next: \"javascript:alert(1)\" is not an absolute URL; the section has no next page",
        ] || screen.problems.first?.path.description == "$.sections[1].next")
    }

    @Test("Nearing the end asks once for the next page; the page is appended below what is shown; the last page ends the section")
    func pagesToTheEnd() throws {
        try showFeed()
        #expect(handler.calls.isEmpty, "the end is not near yet")
        harness.scroll(to: 200)
        #expect(statusRow("feed")?.row?.kind == .loading)
        #expect(handler.calls == ["load-more feed"])
        #expect(harness.container.pagingState(ofSection: "feed") == .loading)
        harness.scroll(to: 210)
        #expect(handler.calls == ["load-more feed"], "a page on its way is not asked for again")
        let offset = harness.container.listView.contentOffset
        try harness.container.appendPage(page(10..<20, next: nil), toSection: "feed")
        harness.container.layoutIfNeeded()
        #expect(harness.container.listView.contentOffset == offset, "appending keeps the scroll position")
        #expect(harness.container.sections[0].elements.count == 20)
        #expect(harness.container.pagingState(ofSection: "feed") == .end)
        harness.scroll(to: 20 * 50)
        #expect(statusRow("feed")?.row?.kind == .end && statusRow("feed")?.row?.message == "That's everything")
        harness.container.run(.loadMore(section: "feed"), for: nil)
        #expect(handler.calls.last == "refused -: section \"feed\" has no next page")
    }

    @Test("A failed page shows the reason with Retry; Retry asks again and the row loads")
    func failureAndRetry() throws {
        try showFeed()
        harness.scroll(to: 200)
        harness.container.pageDidFail(section: "feed", reason: "the server did not answer")
        harness.container.layoutIfNeeded()
        let row = try #require(statusRow("feed"))
        #expect(row.row?.kind == .failed && row.row?.message == "Could not load more: the server did not answer")
        let retry = try #require(row.view.firstSubview(where: { ($0 as? Button)?.title(for: .normal) == "Retry" }) as? Button)
        #expect(retry.canBecomeFirstResponder, "Retry is reachable by keyboard")
        let center = retry.convert(CGPoint(x: retry.bounds.midX, y: retry.bounds.midY), to: nil)
        harness.window.send(PointerEvent(.down, at: center, time: 1))
        harness.window.send(PointerEvent(.up, at: center, time: 1.05))
        #expect(handler.calls == ["load-more feed", "load-more feed"])
        #expect(statusRow("feed")?.row?.kind == .loading)
    }

    @Test("The screen's status shows above the sections; a failed one's Retry runs its action")
    func screenStatus() throws {
        try showFeed(next: nil)
        harness.container.screenStatus = .failed("The screen could not be loaded", retry: .refresh)
        harness.container.layoutIfNeeded()
        let row = try #require(statusRow(nil))
        #expect(harness.frame(of: "item 0")!.minY > row.view.frame.minY)
        let retry = try #require(row.view.firstSubview(where: { ($0 as? Button)?.title(for: .normal) == "Retry" }) as? Button)
        #expect(retry.becomeFirstResponder())
        harness.window.send(KeyEvent(.down, key: .enter))
        #expect(handler.calls == ["refresh"])
        harness.container.screenStatus = nil
        harness.container.layoutIfNeeded()
        #expect(statusRow(nil) == nil)
    }

    @Test("A refresh diffs: unchanged elements keep their controllers, the scroll position stays, variables keep their values")
    func refreshDiffs() throws {
        var screen = Screen(sections: [ContainerSection(id: "feed", elements: items(0..<20))])
        screen.variables = [ScreenVariable(name: "filter", kind: .string, defaultValue: .string("all"))]
        try harness.container.show(screen)
        harness.container.layoutIfNeeded()
        harness.container.run(.setVariable("filter", to: .string("birds")), for: nil)
        harness.scroll(to: 300)
        let offset = harness.container.listView.contentOffset
        let created = harness.container.statistics.controllersCreated
        let controller = harness.controller(showing: "item 8")
        var fresh = Screen(sections: [ContainerSection(id: "feed", elements: items(0..<20) + [harness.element("item 20")])])
        fresh.variables = screen.variables
        try harness.container.refresh(with: fresh)
        harness.container.layoutIfNeeded()
        #expect(harness.container.listView.contentOffset == offset)
        #expect(harness.controller(showing: "item 8") === controller)
        #expect(harness.container.statistics.controllersCreated == created)
        #expect(harness.container.value(ofVariable: "filter") == .string("birds"))
    }
}

extension View {
    /// The first view in this one's subtree (itself included) that passes `test`.
    func firstSubview(where test: (View) -> Bool) -> View? {
        if test(self) { return self }
        for subview in subviews { if let found = subview.firstSubview(where: test) { return found } }
        return nil
    }
}
