import Foundation
import Testing
@testable import ContainerCollection

/// Records what a remote screen handed to the app.
@MainActor
final class RecordingNavigator: ScreenNavigator {
    var calls: [String] = []
    func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from screen: RemoteScreen) {
        calls.append("navigate \(destination) \(presentation.rawValue)")
    }
    func open(_ url: URL, from screen: RemoteScreen) { calls.append("open \(url.absoluteString)") }
    func log(event: String, parameters: [String: String], from screen: RemoteScreen) { calls.append("log \(event)") }
    func refused(_ action: ScreenAction, because reason: String, element: String?, in screen: RemoteScreen) { calls.append("refused \(reason)") }
}

@MainActor
@Suite("Remote screens: loading and error rows, refresh, paging and forms through a loader")
struct RemoteScreenTests {
    let transport = ScriptedTransport()
    let window = Window(size: CGSize(width: 300, height: 400))
    let log = ProbeLog()
    let remote: RemoteScreen
    let navigator = RecordingNavigator()
    static let base = "https://screens.example.com"

    init() throws {
        let mapper = GenericComponentMapper()
        mapper.register(factory: ProbeFactory(log: log), for: "probe")
        FormFieldFactory.register(in: mapper, layoutContext: TestEnvironment.layoutContext)
        let policy = ScreenActionPolicy(allowedHosts: ["screens.example.com"], submitEndpoints: [URL(string: "\(Self.base)/join")!])
        remote = RemoteScreen(url: URL(string: "\(Self.base)/home")!,
                              loader: ScreenLoader(transport: transport, policy: policy, timeout: .seconds(5)),
                              decoder: TestEnvironment.decoder(mapper: mapper, actionPolicy: policy), fallback: TestEnvironment.fallback)
        remote.navigator = navigator
        try remote.container.present(in: window)
    }

    static func document(_ names: Range<Int>, next: String? = nil, extra: String = "") -> String {
        let elements = names.map { #"{ "id": "e\#($0)", "component": "probe", "data": { "name": "item \#($0)" } }"# }
        let nextMember = next.map { #", "next": "\#(base)\#($0)""# } ?? ""
        return #"{ "version": 1, "title": "Feed", "sections": [ { "id": "feed", "elements": [ \#((elements + (extra.isEmpty ? [] : [extra])).joined(separator: ", ")) ]\#(nextMember) } ] }"#
    }

    var names: [String] {
        remote.container.activeControllers.compactMap { ($0 as? ProbeController)?.data?.name }
    }

    var status: StatusRowData? {
        remote.container.activeControllers.compactMap { ($0 as? StatusRowController)?.row }.first { $0.section == nil }
    }

    @Test("The first load shows a loading row, then the screen; a failure shows why with Retry, and Retry loads it")
    func loadAndRetry() async throws {
        transport.answer("\(Self.base)/home", status: 503, body: "", delay: .milliseconds(200))
        transport.answer("\(Self.base)/home", body: Self.document(0..<3))
        let loading = Task { await remote.load() }
        while remote.container.screenStatus == nil { await Task.yield() }
        remote.container.layoutIfNeeded()
        #expect(status?.kind == .loading)
        await loading.value
        remote.container.layoutIfNeeded()
        #expect(status?.kind == .failed && status?.message == "The server answered with an error (503).")
        remote.container.run(try #require(status?.retry), for: nil)
        await remote.settle()
        remote.container.layoutIfNeeded()
        #expect(status == nil && names == ["item 0", "item 1", "item 2"])
        #expect(remote.screen?.title == "Feed")
    }

    @Test("A paged feed pages in as it is scrolled, to its end")
    func paging() async throws {
        transport.answer("\(Self.base)/home", body: Self.document(0..<10, next: "/feed?page=2"))
        transport.answer("\(Self.base)/feed?page=2", body: Self.document(10..<20))
        await remote.load()
        remote.container.layoutIfNeeded()
        remote.container.listView.scroll(to: CGPoint(x: 0, y: 300))
        remote.container.layoutIfNeeded()
        await remote.settle()
        remote.container.layoutIfNeeded()
        #expect(remote.container.sections[0].elements.count == 20)
        #expect(remote.container.pagingState(ofSection: "feed") == .end)
    }

    @Test("An answer that is no screen shows an error, never a crash; a valid answer to a form shows")
    func badAnswers() async throws {
        let send = #"{ "id": "send", "component": "probe", "data": { "name": "send" }, "actions": { "tap": { "type": "submit", "endpoint": "\#(Self.base)/join", "fields": [] } } }"#
        transport.answer("\(Self.base)/home", body: Self.document(0..<1, extra: send))
        transport.answer("\(Self.base)/join", body: "<html>oops</html>")
        transport.answer("\(Self.base)/join", body: #"{ "version": 1, "title": "Thanks", "sections": [] }"#)
        await remote.load()
        remote.container.run(try #require(remote.screen?.sections[0].elements[1].actions.tap), for: nil)
        await remote.settle()
        remote.container.layoutIfNeeded()
        #expect(status?.kind == .failed && status?.message == "The server sent a screen this app cannot read.")
        #expect(names == ["item 0", "send"], "the form stays")
        remote.container.run(try #require(status?.retry), for: nil)
        await remote.settle()
        #expect(remote.screen?.title == "Thanks")
    }

    @Test("Navigation, links and analytics go to the navigator")
    func handsOver() throws {
        remote.container.run(.sequence([.navigate(.route("/photos"), presentation: .push), .log(event: "seen", parameters: [:])]), for: nil)
        #expect(navigator.calls == ["navigate route(\"/photos\") push", "log seen"])
    }
}
