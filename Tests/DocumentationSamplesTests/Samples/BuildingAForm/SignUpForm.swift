// sample: form
import ComponentKit
import ViewTree

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
        // These actions capture this render's draft; every mount hands the views
        // this render's actions, and the identities name the draft for comparisons.
        let submit = ControlAction("submit-\(draft.hashValue)") {
            scope.updateState { $0.submitted = true }
            if draft.nameError == nil, draft.emailError == nil { onSave.send(draft) }
        }
        return FlexboxComponent(direction: .column, spacing: 8, padding: EdgeInsets(horizontal: 16, vertical: 16)) {
            TextFieldComponent(
                text: draft.name,
                options: TextInputOptions(placeholder: "Name", returnKeyType: .next, autocapitalization: .words,
                                          errorMessage: draft.submitted ? draft.nameError : nil),
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
                                          autocapitalization: .none, autocorrection: false,
                                          errorMessage: draft.submitted ? draft.emailError : nil),
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
// end-sample
