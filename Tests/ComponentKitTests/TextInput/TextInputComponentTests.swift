import ComponentKit
import Foundation
import Testing
import ViewTree

/// The model of a controlled field, changed by the field's action.
@MainActor
final class QueryModel {
    var query = ""
    var changes: [String] = []
    var submitted: [String] = []
}

@MainActor
@Suite("Text field and text view components", .serialized)
struct TextInputComponentTests {
    let layoutContext = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    private func host<Model: Sendable>(_ make: @escaping @Sendable (Model) -> any Component, model: Model) -> (Window, HostingView<Model, Void>) {
        let window = Window(size: CGSize(width: 300, height: 400))
        let host = HostingView(provider: ComponentProvider<Model, Void> { model, _ in make(model) },
                               sizeRangeProvider: .flexibleHeight, context: (), layoutContext: layoutContext,
                               frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        try? window.rootView.addSubview(host)
        host.update(model: model)
        return (window, host)
    }

    private func fields(_ view: View) -> [TextInputView] {
        view.subtree.compactMap { $0 as? TextInputView }.filter { !$0.isHidden }
    }

    private func type(_ text: String, _ window: Window) {
        for character in text { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
    }

    @Test("An uncontrolled field keeps what was typed across re-renders, with its caret")
    func uncontrolled() throws {
        let (window, host) = host({ (label: String) in
            FlexboxComponent(direction: .column) {
                LabelComponent(AttributedText(label))
                TextFieldComponent(initialText: "Hi", options: TextInputOptions(placeholder: "Name"), key: "name")
            }
        }, model: "first")
        let field = try #require(fields(host).first)
        #expect(field.text == "Hi" && field.placeholder == "Name")
        #expect(field.becomeFirstResponder())
        type(" there", window)
        field.selectedRange = 3..<3
        host.update(model: "second")
        #expect(fields(host).first === field)
        #expect(field.text == "Hi there" && field.selectedRange == 3..<3, "a re-render drops nothing and keeps the caret")
        #expect(field.isEditing)
    }

    @Test("A controlled field sends each change, ignores the model's stale echoes, and takes the model's own changes")
    func controlled() throws {
        let model = QueryModel()
        let (window, host) = host({ (query: String) in
            TextFieldComponent(
                text: query,
                actions: TextInputActions(
                    onChange: Action(identity: "change") { text in MainActor.assumeIsolated { model.changes.append(text) } },
                    onSubmit: Action(identity: "submit") { text in MainActor.assumeIsolated { model.submitted.append(text) } }))
        }, model: "")
        let field = try #require(fields(host).first)
        field.becomeFirstResponder()
        type("abc", window)
        #expect(model.changes == ["a", "ab", "abc"])
        host.update(model: "a")
        #expect(field.text == "abc" && field.selectedRange == 3..<3, "the model had only seen \"a\": later typing stays")
        host.update(model: "abc")
        #expect(field.text == "abc")
        host.update(model: "")
        #expect(field.text == "", "the model cleared the field itself")
        type("x", window)
        window.send(KeyEvent(.down, key: .enter))
        #expect(model.submitted == ["x"])
    }

    @Test("Return in a Next field without onSubmit goes on to the next field; with onSubmit it submits and stays; Done stays")
    func returnKeyNext() throws {
        let model = QueryModel()
        let (window, host) = host({ (_: Int) in
            FlexboxComponent(direction: .column) {
                TextFieldComponent(options: TextInputOptions(placeholder: "First", returnKeyType: .next), key: "first")
                TextFieldComponent(
                    options: TextInputOptions(placeholder: "Second", returnKeyType: .next),
                    actions: TextInputActions(onSubmit: Action(identity: "submit") { text in
                        MainActor.assumeIsolated { model.submitted.append(text) }
                    }),
                    key: "second")
                TextFieldComponent(options: TextInputOptions(placeholder: "Third", returnKeyType: .done), key: "third")
            }
        }, model: 0)
        let all = fields(host)
        try #require(all.count == 3)
        #expect(all[0].becomeFirstResponder())
        window.send(KeyEvent(.down, key: .enter))
        #expect(window.firstResponder === all[1], "Next went on")
        type("b", window)
        window.send(KeyEvent(.down, key: .enter))
        #expect(model.submitted == ["b"] && window.firstResponder === all[1], "a submitting field keeps focus")
        #expect(all[2].becomeFirstResponder())
        window.send(KeyEvent(.down, key: .enter))
        #expect(window.firstResponder === all[2], "Done does not move")
    }

    @Test("Options reach the view; a filter and a maximum length apply to typing")
    func options() throws {
        let (window, host) = host({ (_: Int) in
            TextFieldComponent(options: TextInputOptions(
                isSecure: true, maximumLength: 4, filter: .digits, keyboardType: .numberPad, returnKeyType: .done,
                autocapitalization: .none, autocorrection: false, accessibilityIdentifier: "pin"))
        }, model: 0)
        let field = try #require(fields(host).first)
        #expect(field.isSecureTextEntry && field.keyboardType == .numberPad && field.returnKeyType == .done)
        #expect(field.autocapitalization == ViewTree.Autocapitalization.none && !field.autocorrection)
        #expect(field.accessibilityIdentifier == "pin")
        field.becomeFirstResponder()
        type("1a2b345", window)
        #expect(field.text == "1234")
    }

    private func settle<Model>(_ host: HostingView<Model, Void>) async {
        await host.waitForPendingUpdate()
    }

    @Test("A text view grows a line at a time up to its maximum, then keeps its height")
    func growing() async throws {
        let (window, host) = host({ (_: Int) in
            TextViewComponent(options: TextInputOptions(font: .system(size: 10)), minimumLines: 1, maximumLines: 3)
        }, model: 0)
        let textView = try #require(fields(host).first as? TextView)
        // GridTextMeasurer: 6 points a character, 12.5 a line; the text is 284 points wide: 47 characters a line.
        let oneLine = textView.frame.height
        #expect(oneLine == (12.5 + TextInputView.textInsets.vertical).rounded(.up))
        textView.becomeFirstResponder()
        type(String(repeating: "a", count: 50), window)
        await settle(host)
        #expect(textView.frame.height == (25 + TextInputView.textInsets.vertical).rounded(.up))
        type(String(repeating: "b", count: 200), window)
        await settle(host)
        #expect(textView.frame.height == (37.5 + TextInputView.textInsets.vertical).rounded(.up), "three lines at most")
        #expect(textView.text.count == 250)
    }

    @Test("Sibling fields with keys keep their own text when reordered")
    func siblings() throws {
        let (window, host) = host({ (order: [String]) in
            FlexboxComponent(style: FlexboxComponent.Style(direction: .column), children: order.map { key in
                TextFieldComponent(initialText: key, key: key)
            })
        }, model: ["a", "b"])
        let first = try #require(fields(host).first)
        first.becomeFirstResponder()
        type("!", window)
        host.update(model: ["b", "a"])
        #expect(fields(host).map(\.text).sorted() == ["a!", "b"])
    }

    @Test("A focus request focuses its field once; rendering it again does not take focus back")
    func focusRequests() throws {
        let (window, host) = host({ (request: Int?) in
            FlexboxComponent(style: FlexboxComponent.Style(direction: .column), children: [
                TextFieldComponent(initialText: "a", key: "a"),
                TextFieldComponent(initialText: "b", focusRequest: request.map(FocusRequest.init), key: "b"),
            ])
        }, model: nil as Int?)
        let fields = fields(host)
        #expect(window.firstResponder == nil)
        host.update(model: 1)
        #expect(window.firstResponder === fields[1])
        fields[0].becomeFirstResponder()
        host.update(model: 1)
        #expect(window.firstResponder === fields[0], "the same request again leaves focus where the person put it")
        host.update(model: 2)
        #expect(window.firstResponder === fields[1], "a new request moves it")
    }
}
