import Foundation
import Testing
@testable import ContainerCollection

/// Records what a container asked of the app.
@MainActor
final class RecordingActionHandler: ScreenActionHandler {
    var calls: [String] = []

    func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from container: ContainerCollectionController) {
        calls.append("navigate \(destination) \(presentation.rawValue)")
    }
    func open(_ url: URL, from container: ContainerCollectionController) { calls.append("open \(url.absoluteString)") }
    func submit(_ values: [String: JSONValue], to endpoint: URL, from container: ContainerCollectionController) {
        calls.append("submit \(values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: ",")) to \(endpoint.absoluteString)")
    }
    func refresh(_ container: ContainerCollectionController) { calls.append("refresh") }
    func loadMore(section: String?, in container: ContainerCollectionController) { calls.append("load-more \(section ?? "-")") }
    func log(event: String, parameters: [String: String], from container: ContainerCollectionController) {
        calls.append("log \(event) \(parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))")
    }
    func refused(_ action: ScreenAction, because reason: String, element: String?, in container: ContainerCollectionController) {
        calls.append("refused \(element ?? "-"): \(reason)")
    }
}

@MainActor
@Suite("Screen actions at run time: taps, long presses and appearances run them; variables change; the rate limit holds")
struct ScreenActionRuntimeTests {
    let harness: ContainerHarness
    let handler = RecordingActionHandler()
    let variables = [ScreenVariable(name: "expanded", kind: .boolean, defaultValue: .bool(false)),
                     ScreenVariable(name: "email", kind: .string, defaultValue: .string("a@b.c"))]

    init() throws {
        harness = try ContainerHarness()
        harness.container.actionHandler = handler
    }

    func show(_ elements: [Element]) throws {
        try harness.container.show(Screen(sections: [ContainerSection(id: "main", elements: elements)], problems: []).with(variables))
        harness.container.layoutIfNeeded()
    }

    func element(_ name: String, _ actions: ElementActions) -> Element {
        var element = harness.element(name)
        element.actions = actions
        return element
    }

    func tap(_ name: String) throws {
        let view = try #require(harness.controller(showing: name)?.view)
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        harness.window.send(PointerEvent(.down, at: center, time: 1))
        harness.window.send(PointerEvent(.up, at: center, time: 1.05))
    }

    @Test("A tap runs the element's tap actions in order: variables change in the container, the rest reach the handler")
    func tapRuns() throws {
        let tapActions = ScreenAction.sequence([
            .toggle("expanded"),
            .conditional(variable: "expanded", equals: .bool(true), then: .log(event: "opened", parameters: ["id": "a"]), otherwise: nil),
            .submit(endpoint: URL(string: "https://example.com/f")!, fields: ["email"]),
            .navigate(.route("/next"), presentation: .sheet),
        ])
        try show([element("a", ElementActions(tap: tapActions)), element("b", .none)])
        try tap("a")
        #expect(harness.container.value(ofVariable: "expanded") == .bool(true))
        #expect(handler.calls == ["log opened id=a", "submit email=string(\"a@b.c\") to https://example.com/f",
                                  "navigate route(\"/next\") sheet"])
        try tap("b")
        #expect(handler.calls.count == 3, "an element without actions does nothing")
    }

    @Test("An element with a tap action is a tap target: focusable, a button, and Enter runs it")
    func keyboard() throws {
        try show([element("a", ElementActions(tap: .refresh))])
        let view = try #require(harness.controller(showing: "a")?.view)
        #expect(view.accessibilityRole == .button && harness.window.focusOrder.contains { $0 === view })
        #expect(view.becomeFirstResponder())
        harness.window.send(KeyEvent(.down, key: .enter))
        #expect(handler.calls == ["refresh"])
    }

    @Test("A reused controller acts for the element it shows now; one without a tap action stops being a tap target")
    func reuse() throws {
        try show([element("a", ElementActions(tap: .log(event: "a", parameters: [:])))])
        let view = try #require(harness.controller(showing: "a")?.view)
        try harness.container.update(elements: [element("a", ElementActions(tap: .log(event: "changed", parameters: [:])))])
        harness.container.layoutIfNeeded()
        try tap("a")
        #expect(handler.calls == ["log changed "])
        try harness.container.update(elements: [element("a", .none)])
        harness.container.layoutIfNeeded()
        #expect(!harness.window.focusOrder.contains { $0 === view })
    }

    @Test("Appear actions run once per element while the screen is shown; showing the screen again starts over")
    func appear() throws {
        let elements = [element("a", ElementActions(appear: .log(event: "seen", parameters: ["id": "a"])))]
        try show(elements)
        harness.scroll(to: 0)
        try harness.container.update(elements: elements)
        harness.container.layoutIfNeeded()
        #expect(handler.calls == ["log seen id=a"])
        try show(elements)
        #expect(handler.calls == ["log seen id=a", "log seen id=a"])
    }

    @Test("More than ten actions leaving the screen in a second are refused and reported with the element")
    func rateLimited() throws {
        try show([element("a", ElementActions(tap: .refresh))])
        for _ in 0..<12 { try tap("a") }
        #expect(handler.calls.filter { $0 == "refresh" }.count == 10)
        #expect(handler.calls.last == "refused a: more than 10 actions leaving the screen in one second")
    }

    @Test("Setting an undeclared variable is refused and reported, and changes nothing")
    func undeclared() throws {
        try show([element("a", ElementActions(tap: .setVariable("colour", to: .string("red"))))])
        try tap("a")
        #expect(harness.container.value(ofVariable: "colour") == nil)
        #expect(handler.calls == ["refused a: the screen declares no variable \"colour\""])
    }
}

extension Screen {
    /// The screen with `variables` declared.
    func with(_ variables: [ScreenVariable]) -> Screen {
        var screen = self
        screen.variables = variables
        return screen
    }
}
