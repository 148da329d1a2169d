import Foundation
import Testing
@testable import ComponentKit

/// What a re-rendered row carries: the action its views send.
private struct TapRow: Sendable {
    var tap: Action<Void>
    var button: ControlAction
    var accessibility: Action<Void>
}

/// A tappable box, a button and a view with an accessibility action, all
/// sending the row's actions.
private struct TapRowComponent: CompositeComponent {
    let row: TapRow
    var body: some Component {
        try! StaticLayoutComponent(children: [
            .init(position: .zero, ViewComponent(
                view: ViewConfiguration(View.self, [.onTap(row.tap), .accessibilityIdentifier("box")]),
                size: ComponentSize(width: 50, height: 20))),
            .init(position: CGPoint(x: 0, y: 20), ButtonComponent(title: "Go", action: row.button)),
            .init(position: CGPoint(x: 0, y: 60), ViewComponent(
                view: ViewConfiguration(View.self, [
                    .accessibilityIdentifier("actions"),
                    .accessibilityActions([AccessibilityAction("Archive", action: row.accessibility)]),
                ]),
                size: ComponentSize(width: 50, height: 20))),
        ])
    }
}

/// Records which method a target action called.
@MainActor
private final class Recorder {
    var calls: [String] = []
    func first(_ value: Void) { calls.append("first") }
    func second(_ value: Void) { calls.append("second") }
}

@MainActor
@Suite("Actions on reused views", .serialized)
struct ActionRemountTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    private func host(_ row: TapRow) throws -> (Window, HostingView<TapRow, Void>) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let host = HostingView(provider: ComponentProvider<TapRow, Void> { row, _ in TapRowComponent(row: row) },
                               sizeRangeProvider: .fitContent, context: (), layoutContext: context,
                               frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        try window.rootView.addSubview(host)
        host.update(model: row)
        return (window, host)
    }

    private func tapBox(_ window: Window, at time: TimeInterval) {
        window.send(PointerEvent(.down, at: CGPoint(x: 5, y: 5), time: time))
        window.send(PointerEvent(.up, at: CGPoint(x: 5, y: 5), time: time + 0.1))
    }

    private func views(in host: View) throws -> (box: View, button: Button, actions: View) {
        let box = try #require(host.subtree.first { $0.accessibilityIdentifier == "box" })
        let button = try #require(host.subtree.first { $0 is Button } as? Button)
        let actions = try #require(host.subtree.first { $0.accessibilityIdentifier == "actions" })
        return (box, button, actions)
    }

    private func row(_ log: ActionLog, _ model: String, identity: String) -> TapRow {
        TapRow(tap: Action(identity: identity) { log.entries.append("tap \(model)") },
               button: ControlAction(identity) { log.entries.append("button \(model)") },
               accessibility: Action(identity: identity) { log.entries.append("archive \(model)") })
    }

    @Test("With an explicit identity, a re-render for another model acts on the new model, changing no view")
    func explicitIdentityActsOnTheLatestModel() throws {
        let log = ActionLog()
        let (window, host) = try host(row(log, "row 1", identity: "row"))
        host.update(model: row(log, "row 2", identity: "row"))
        #expect(host.lastMountStatistics.mutationCount == 0)
        #expect(host.lastMountStatistics.refreshes == 3)
        tapBox(window, at: 0)
        let (_, button, actions) = try views(in: host)
        button.sendTouchUpInside()
        #expect(actions.performAccessibilityCustomAction(named: "Archive"))
        #expect(log.entries == ["tap row 2", "button row 2", "archive row 2"])
    }

    @Test("With the default identity, a re-render keeps the installed recognizer and sends the new action")
    func defaultIdentityKeepsTheRecognizer() throws {
        let log = ActionLog()
        let (window, host) = try host(TapRow(tap: Action { log.entries.append("tap 1") }, button: ControlAction("b") {},
                                             accessibility: Action {}))
        let box = try views(in: host).box
        let recognizer = try #require(box.gestureRecognizers.first)
        host.update(model: TapRow(tap: Action { log.entries.append("tap 2") }, button: ControlAction("b") {},
                                  accessibility: Action {}))
        #expect(host.lastMountStatistics.mutationCount == 0)
        #expect(box.gestureRecognizers.count == 1)
        #expect(box.gestureRecognizers.first === recognizer)
        tapBox(window, at: 0)
        #expect(log.entries == ["tap 2"])
    }

    @Test("Two target actions on one target made in different places differ; a reused view calls the new method")
    func targetActionsDifferByMethod() throws {
        let recorder = Recorder()
        let first = Action(target: recorder, method: Recorder.first)
        let second = Action(target: recorder, method: Recorder.second)
        #expect(first.identity != second.identity)
        func made(_ useSecond: Bool) -> Action<Void> {
            // One place, two methods: the identity cannot tell them apart, the mount must.
            Action(target: recorder, method: useSecond ? Recorder.second : Recorder.first)
        }
        #expect(made(false).identity == made(true).identity)
        let (window, host) = try host(TapRow(tap: made(false), button: ControlAction("b") {}, accessibility: Action {}))
        tapBox(window, at: 0)
        host.update(model: TapRow(tap: made(true), button: ControlAction("b") {}, accessibility: Action {}))
        tapBox(window, at: 1)
        #expect(recorder.calls == ["first", "second"])
    }
}
