import ComponentKit
import Foundation
import RasterBackend
import Testing
import ViewTree

// The form of the DocC article "Building a form", verbatim, so the article compiles and works.

struct Draft: Hashable, Sendable {
    var name = ""
    var email = ""
    var note = ""
    var submitted = false

    var nameError: String? { name.trimmingCharacters(in: .whitespaces).isEmpty ? "Enter a name" : nil }
    var emailError: String? { email.contains("@") ? nil : "Enter an email address" }
}

struct SignUpForm: StatefulComponent, Equatable {
    let onSave: Action<Draft>

    static func == (lhs: SignUpForm, rhs: SignUpForm) -> Bool { lhs.onSave.identity == rhs.onSave.identity }

    func initialState() -> Draft { Draft() }

    func body(state draft: Draft, scope: Scope<Draft>) -> some Component {
        // These actions capture this render's draft, so their identities name it:
        // an action with an unchanged identity is not handed to the view again.
        let submit = ControlAction("submit-\(draft.hashValue)") {
            scope.updateState { $0.submitted = true }
            if draft.nameError == nil, draft.emailError == nil { onSave.send(draft) }
        }
        return FlexboxComponent(direction: .column, spacing: 8, padding: EdgeInsets(horizontal: 16, vertical: 16)) {
            TextFieldComponent(
                text: draft.name,
                options: TextInputOptions(placeholder: "Name", returnKeyType: .next, autocapitalization: .words),
                actions: TextInputActions(onChange: Action(identity: "name") { text in
                    scope.updateState(mode: .synchronous) { $0.name = text }
                }),
                key: "name")
            if draft.submitted, let error = draft.nameError {
                LabelComponent(AttributedText(error), font: .system(size: 13), color: .red)
            }
            TextFieldComponent(
                text: draft.email,
                options: TextInputOptions(placeholder: "Email", keyboardType: .emailAddress, returnKeyType: .done,
                                          autocapitalization: .none, autocorrection: false),
                actions: TextInputActions(
                    onChange: Action(identity: "email") { text in scope.updateState(mode: .synchronous) { $0.email = text } },
                    onSubmit: Action(identity: "email-return-\(draft.hashValue)") { _ in submit.send() }),
                key: "email")
            if draft.submitted, let error = draft.emailError {
                LabelComponent(AttributedText(error), font: .system(size: 13), color: .red)
            }
            TextViewComponent(
                text: draft.note,
                options: TextInputOptions(placeholder: "Anything else?", maximumLength: 500),
                minimumLines: 2, maximumLines: 5,
                actions: TextInputActions(onChange: Action(identity: "note") { text in
                    scope.updateState(mode: .synchronous) { $0.note = text }
                }),
                key: "note")
            ButtonComponent(title: "Sign up", action: submit)
        }
    }
}

// The README's search bar ("Text input, focus and keys"), verbatim, so it compiles.
struct SearchBar: StatefulComponent, Equatable {
    func initialState() -> String { "" }
    func body(state query: String, scope: Scope<String>) -> some Component {
        TextFieldComponent(
            text: query,
            options: TextInputOptions(placeholder: "Search photos", returnKeyType: .search,
                                      autocapitalization: .none),
            actions: TextInputActions(
                onChange: Action(identity: "query") { text in scope.updateState { $0 = text } },
                onSubmit: Action(identity: "search") { text in print("search for", text) }))
    }
}

@MainActor
@Suite("The \"Building a form\" article's form")
struct BuildingAFormTests {
    private func settle(_ host: HostingView<Int, Void>) async {
        await host.waitForPendingUpdate()
    }

    @Test("The README's search bar renders a field with its placeholder")
    func readmeSearchBar() throws {
        let window = Window(size: CGSize(width: 300, height: 100))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in SearchBar() }, context: (),
                               frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        let field = try #require(host.subtree.first { $0 is TextField } as? TextField)
        #expect(field.placeholder == "Search photos" && field.returnKeyType == .search)
    }

    @Test("The article's test, verbatim: Tab, typing, Return on an empty email shows its error")
    func articleTest() async throws {
        let window = Window(size: CGSize(width: 390, height: 400))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in SignUpForm(onSave: .noop) },
                               context: (), layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared),
                               frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        window.rootView.backgroundColor = .white          // a window is transparent until given a background
        window.send(KeyEvent(.down, key: .tab))          // focus the name field
        for character in "Ada" { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        window.send(KeyEvent(.down, key: .tab))          // the email field
        window.send(KeyEvent(.down, key: .enter))        // Return submits: the email is empty
        await host.waitForPendingUpdate()                // whatever an asynchronous update left to render

        let errors = host.subtree.compactMap { $0 as? Label }.filter { !$0.isHidden }.map(\.text.string)
        #expect(errors == ["Enter an email address"])
        #expect(window.firstResponder is TextField)
        let pixels = try RasterRenderer(scale: 2).render(window)
        #expect(pixels.pixelWidth == 780)
    }

    @Test("Tab, typing and Return fill the draft; errors show after a submit; a valid draft is saved")
    func form() async throws {
        let saved = SavedDrafts()
        let window = Window(size: CGSize(width: 390, height: 500))
        let host = HostingView(
            provider: ComponentProvider<Int, Void> { _, _ in
                SignUpForm(onSave: Action(identity: "save") { draft in MainActor.assumeIsolated { saved.drafts.append(draft) } })
            },
            context: (), layoutContext: LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1),
            frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        func type(_ text: String) {
            for character in text { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        }
        func labels() -> [String] {
            host.subtree.compactMap { ($0 as? Label).flatMap { $0.isHidden ? nil : $0.text.string } }
        }
        window.send(KeyEvent(.down, key: .tab))
        type("Ada")
        window.send(KeyEvent(.down, key: .tab))
        type("ada.example.com")
        window.send(KeyEvent(.down, key: .enter))
        await settle(host)
        #expect(labels() == ["Enter an email address"])
        #expect(saved.drafts.isEmpty)
        let email = try #require(host.subtree.compactMap { $0 as? TextField }.first { $0.placeholder == "Email" })
        #expect(email.isEditing && email.text == "ada.example.com")
        email.selectedRange = 3..<3
        type("@")
        await settle(host)
        window.send(KeyEvent(.down, key: .enter))
        await settle(host)
        #expect(saved.drafts.map(\.email) == ["ada@.example.com"])
        #expect(labels().isEmpty)
    }
}

@MainActor
final class SavedDrafts: Sendable {
    var drafts: [Draft] = []
}
