import ComponentKit
import Foundation
import Testing
import ViewTree

/// A draft the form keeps in its scope: `Codable`, so snapshots keep it.
struct SnapshotDraft: Codable, Sendable, Equatable {
    var taps = 0
    var expanded = false
}

/// A stateful form whose state reveals a nested counter (itself stateful),
/// a text field and a scrolling list: every kind of state a snapshot keeps.
struct SnapshotForm: StatefulComponent {
    func initialState() -> SnapshotDraft { SnapshotDraft() }

    func body(state: SnapshotDraft, scope: Scope<SnapshotDraft>) -> some Component {
        FlexboxComponent(direction: .column) {
            LabelComponent(AttributedText("Taps \(state.taps)"))
            ButtonComponent(title: "Tap", action: ControlAction("tap") { scope.updateState(mode: .synchronous) { $0.taps += 1 } })
            if state.expanded {
                SnapshotCounter(scopeKey: "nested")
            }
            TextFieldComponent(initialText: "", options: TextInputOptions(placeholder: "Name"), key: "name")
            ScrollComponent(axis: .vertical, key: "rows", size: ComponentSize(height: 100)) {
                FlexboxComponent(direction: .column) {
                    for row in 0..<40 { LabelComponent(AttributedText("Row \(row)")) }
                }
            }
        }
    }
}

/// A counter whose scope exists only while the form is expanded.
struct SnapshotCounter: StatefulComponent {
    var scopeKey: String?
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        LabelComponent(AttributedText("Nested \(state)"))
    }
}

/// A view that shows one location of a few, for the navigation part of a snapshot.
@MainActor
final class SnapshotRoutes: View, LocationHandling {
    private(set) var location = "/"
    var currentLocation: (location: String, title: String)? { (location, "Route") }
    func open(_ location: Location, animated: Bool) { self.location = location.path }
}

@MainActor
@Suite("Window snapshots", .serialized)
struct WindowSnapshotTests {
    let layoutContext = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    private func screen() -> (Window, HostingView<Int, Void>) {
        let window = Window(size: CGSize(width: 300, height: 600))
        let routes = SnapshotRoutes(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        try? window.rootView.addSubview(routes)
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in SnapshotForm() },
                               sizeRangeProvider: .flexibleHeight, context: (), layoutContext: layoutContext,
                               frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        try? routes.addSubview(host)
        host.update(model: 0)
        return (window, host)
    }

    private func roundTrip(_ snapshot: WindowSnapshot) throws -> WindowSnapshot {
        try WindowSnapshot.decode(JSONEncoder().encode(snapshot))
    }

    private func labels(_ view: View) -> [String] {
        view.subtree.compactMap { ($0 as? Label)?.text.string }
    }

    /// Sets the form's state as taps would, expanding it.
    private func changeState(of host: HostingView<Int, Void>, taps: Int) async throws {
        let records = host.scopeRoot.stateRecords()
        let form = try #require(records.first { $0.path == "SnapshotForm" })
        let draft = SnapshotDraft(taps: taps, expanded: true)
        let kept = ScopeStateRecord(path: form.path, typeName: form.typeName,
                                    json: String(decoding: try JSONEncoder().encode(draft), as: UTF8.self))
        host.scopeRoot.restore(from: StateRestoration(records: [kept]))
        await host.waitForPendingUpdate()
    }

    @Test("Component state, a nested scope it revealed, text with its caret, a scroll offset, focus and the location come back in a new window")
    func everyKind() async throws {
        let (window, host) = screen()
        try await changeState(of: host, taps: 3)
        #expect(labels(host).contains("Nested 0"), "the expanded form shows its nested counter")
        let nested = try #require(host.scopeRoot.stateRecords().first { $0.path.hasSuffix("SnapshotCounter[key \"nested\"]") })
        host.scopeRoot.restore(from: StateRestoration(records: [ScopeStateRecord(path: nested.path, typeName: nested.typeName, json: "7")]))
        await host.waitForPendingUpdate()
        let field = try #require(host.subtree.compactMap { $0 as? TextInputView }.first)
        #expect(field.becomeFirstResponder())
        for character in "Ada Lovelace" { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        field.selectedRange = 3..<3
        let scroll = try #require(host.subtree.compactMap { $0 as? ScrollView }.first)
        scroll.scroll(to: CGPoint(x: 0, y: 120))
        window.open(Location("/settings"), animated: false)

        let snapshot = try roundTrip(WindowSnapshot(capturing: window))
        #expect(snapshot.location == "/settings")
        #expect(snapshot.componentStates.first?.states.map(\.typeName).sorted() == ["ComponentKitTests.SnapshotDraft", "Swift.Int"])

        let (newWindow, newHost) = screen()
        #expect(labels(newHost).contains("Taps 0"))
        let notes = await snapshot.restore(in: newWindow)
        #expect(notes.isEmpty, "nothing was dropped: \(notes)")
        #expect(labels(newHost).contains("Taps 3") && labels(newHost).contains("Nested 7"))
        let newField = try #require(newHost.subtree.compactMap { $0 as? TextInputView }.first)
        #expect(newField.text == "Ada Lovelace" && newField.selectedRange == 3..<3)
        #expect(newWindow.firstResponder === newField)
        #expect(newHost.subtree.compactMap { $0 as? ScrollView }.first?.contentOffset == CGPoint(x: 0, y: 120))
        #expect(newWindow.locationHandler?.currentLocation?.location == "/settings")
    }

    @Test("A state whose type changed starts fresh with a note naming it; the others are restored")
    func changedStateType() async throws {
        let (window, host) = screen()
        try await changeState(of: host, taps: 2)
        var snapshot = WindowSnapshot(capturing: window)
        let index = try #require(snapshot.componentStates.first?.states.firstIndex { $0.path.hasSuffix("SnapshotCounter[key \"nested\"]") })
        snapshot.componentStates[0].states[index].typeName = "ComponentKitTests.RenamedCounterState"
        let (newWindow, newHost) = screen()
        let notes = await snapshot.restore(in: newWindow)
        #expect(labels(newHost).contains("Taps 2") && labels(newHost).contains("Nested 0"))
        #expect(notes.count == 1)
        #expect(notes.first?.reason.contains("was a ComponentKitTests.RenamedCounterState, the component now keeps a Swift.Int") == true)
        #expect(notes.first?.path.hasSuffix("SnapshotCounter[key \"nested\"]") == true)
    }

    @Test("State kept for a component the new tree no longer has, and a view path that is gone, are dropped with notes")
    func goneScopes() async throws {
        let (window, host) = screen()
        try await changeState(of: host, taps: 1)
        var snapshot = WindowSnapshot(capturing: window)
        let hostPath = try #require(snapshot.componentStates.first?.view)
        snapshot.componentStates = [.init(view: hostPath, root: "",
                                          states: [ScopeStateRecord(path: "SnapshotForm/OldCounter", typeName: "Swift.Int", json: "4")])]
        snapshot.textInputs = [.init(view: "/Gone#0", text: "x", selectionStart: 1, selectionEnd: 1)]
        let (newWindow, _) = screen()
        let notes = await snapshot.restore(in: newWindow, within: .seconds(1))
        #expect(notes.map(\.reason).contains { $0.hasPrefix("no component has this scope") })
        #expect(notes.contains { $0.path == "/Gone#0" && $0.reason.hasPrefix("no text input") })
    }

    @Test("Secure text is never kept")
    func secureText() async throws {
        let window = Window(size: CGSize(width: 200, height: 100))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.isSecureTextEntry = true
        try window.rootView.addSubview(field)
        _ = field.replaceText(with: "hunter2")
        #expect(WindowSnapshot(capturing: window).textInputs.isEmpty)
    }

    @Test("Bytes that are not a snapshot are refused with the reason, before anything is restored",
          arguments: [
              (#"{"version":2,"componentStates":[],"scrollOffsets":[],"textInputs":[]}"#, "format version 2"),
              (#"{"version":1,"componentStates":[],"scrollOffsets":[{"view":"/a","x":0,"y":1e300}],"textInputs":[]}"#, "not a finite offset"),
              (#"{"version":1,"componentStates":[],"scrollOffsets":[],"textInputs":[{"view":"/t","text":"ab","selectionStart":1,"selectionEnd":5}]}"#,
               "not within its 2 characters"),
              (#"{"version":1,"location":"no-slash","componentStates":[],"scrollOffsets":[],"textInputs":[]}"#, "is not a path"),
              (#"{"version":1,"componentStates":[]}"#, "no value for \"scrollOffsets\""),
              ("not json", "does not decode"),
          ])
    func refused(json: String, reason: String) {
        #expect {
            _ = try WindowSnapshot.decode(Data(json.utf8))
        } throws: { error in
            (error as? WindowSnapshotError)?.reason.contains(reason) == true
        }
    }

    @Test("A snapshot over the byte limit is refused unread")
    func tooLarge() {
        #expect(throws: WindowSnapshotError.self) {
            _ = try WindowSnapshot.decode(Data(repeating: 32, count: 2_000), maximumBytes: 1_000)
        }
    }
}
