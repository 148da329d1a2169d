import ComponentKit
import Foundation

/// The Add form: name, scientific name and status, with errors under the
/// fields once Add was pressed; Add with nothing wrong sends the animal.
struct AddAnimalForm: StatefulComponent, Equatable {
    let onAdd: Action<Animal>

    static func == (lhs: AddAnimalForm, rhs: AddAnimalForm) -> Bool { lhs.onAdd.identity == rhs.onAdd.identity }

    func initialState() -> AnimalDraft { AnimalDraft() }

    func body(state draft: AnimalDraft, scope: Scope<AnimalDraft>) -> some Component {
        // The actions capture this render's draft, so their identities name it.
        let version = draft.hashValue
        let onAdd = onAdd
        let submit = ControlAction("add-\(version)") {
            scope.updateState(mode: .synchronous) {
                $0.submitted = true
                $0.attempts += 1
                $0.wrongFieldAtSubmit = $0.firstWrongField
            }
            if let animal = draft.animal { onAdd.send(animal) }
        }
        // After a failed Add, focus goes once to the text field that was first wrong
        // then (not to the next wrong one as the person fixes it and types on).
        func focus(_ field: String) -> FocusRequest? { draft.wrongFieldAtSubmit == field ? FocusRequest(draft.attempts) : nil }
        // Errors show (under the fields, and to screen readers on them) once Add was pressed.
        let shown = draft.submitted
            ? (name: draft.nameError, species: draft.speciesError, status: draft.statusError) : (name: nil, species: nil, status: nil)
        return FlexboxComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.systemBackground)]), direction: .column, spacing: 6,
            padding: EdgeInsets(horizontal: 16, vertical: 16)
        ) {
            Self.caption("Name")
            TextFieldComponent(
                text: draft.name,
                options: Self.fieldOptions("Name", "e.g. Snow leopard", "add.name", capitalization: .words,
                                           error: shown.name),
                actions: TextInputActions(onChange: Action(identity: "add.name") { text in
                    scope.updateState(mode: .synchronous) { $0.name = text }
                }),
                focusRequest: focus("name"), key: "name")
            if let error = shown.name { Self.error(error, "add.name.error") }
            Self.caption("Scientific name")
            TextFieldComponent(
                text: draft.species,
                options: Self.fieldOptions("Scientific name", "e.g. Panthera uncia", "add.species", capitalization: .sentences,
                                           returnKey: .go, error: shown.species),
                actions: TextInputActions(
                    onChange: Action(identity: "add.species") { text in
                        scope.updateState(mode: .synchronous) { $0.species = text }
                    },
                    onSubmit: Action(identity: "add.species.return-\(version)") { _ in submit.send() }),
                focusRequest: focus("species"), key: "species")
            if let error = shown.species { Self.error(error, "add.species.error") }
            Self.caption("Status")
            // One status is chosen: screen readers hear a radio group, each status checked or not.
            FlexboxComponent(
                view: ViewConfiguration(View.self, [.accessibilityContainerType(.radioGroup), .accessibilityLabel("Status")]),
                direction: .row, wrap: .wrap, spacing: 8, lineSpacing: 8
            ) {
                for status in AnimalDraft.statuses {
                    ButtonComponent(
                        // Selected: the background's colour on the tint (white on blue, black on light blue).
                        titles: [.normal: status], titleColors: [.normal: .accent, .selected: .systemBackground],
                        font: .preferred(.subheadline), isSelected: draft.status == status,
                        action: ControlAction("add.status.\(status)") { scope.updateState(mode: .synchronous) { $0.status = status } },
                        attributes: [
                            .cornerRadius(8), .borderWidth(1), .borderColor(.accent),
                            .backgroundColor(draft.status == status ? .accent : .systemBackground),
                            .accessibilityIdentifier("add.status.\(status)"),
                        ])
                }
            }
            if let error = shown.status { Self.error(error, "add.status.error") }
            ButtonComponent(
                titles: [.normal: "Add"], titleColors: [.normal: .systemBackground], font: .preferred(.headline),
                action: submit,
                attributes: [.backgroundColor(.accent), .cornerRadius(8), .accessibilityIdentifier("add.submit")])
                .alignSelf(.flexStart)
        }
    }

    private static func caption(_ text: String) -> LabelComponent {
        var font = Font.preferred(.footnote)
        font.weight = .semibold
        return LabelComponent(AttributedText(text), font: font, color: .secondaryLabel)
    }

    private static func error(_ text: String, _ identifier: String) -> LabelComponent {
        LabelComponent(AttributedText(text), font: .preferred(.footnote), color: .destructive,
                       attributes: [.accessibilityIdentifier(identifier)])
    }

    /// A field named by its caption (the placeholder is only an example),
    /// invalid with `error` (read with it, and shown under it by the form).
    /// Return goes to the next field (`.next`, no submit action) or adds.
    private static func fieldOptions(_ name: String, _ placeholder: String, _ identifier: String,
                                     capitalization: Autocapitalization, returnKey: ReturnKeyType = .next,
                                     error: String?) -> TextInputOptions {
        TextInputOptions(placeholder: placeholder, font: .preferred(.body), maximumLength: 80, returnKeyType: returnKey,
                         autocapitalization: capitalization, autocorrection: false, accessibilityIdentifier: identifier,
                         accessibilityLabel: name, errorMessage: error, cornerRadius: 8, borderWidth: 1)
    }
}
