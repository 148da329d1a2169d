import Foundation
import ViewTree

extension ContainerCollectionController {
    /// Longest text a variable holds, in UTF-8 bytes: a text field stops
    /// taking characters there, and a longer value is refused.
    public nonisolated static let maximumVariableLength = 4_096

    /// The name under which a field's error message is bound (no variable
    /// name starts with `!`).
    nonisolated static func errorKey(forField variable: String) -> String { "!error.\(variable)" }

    /// The values bindings read: the variables, and the error of each field
    /// a submit found wrong.
    var bindingValues: [String: JSONValue] {
        guard !fieldErrors.isEmpty else { return variableValues }
        var values = variableValues
        for (name, message) in fieldErrors { values[Self.errorKey(forField: name)] = .string(message) }
        return values
    }

    /// A person changed the field editing `variable`: the variable takes the
    /// value, and a field showing an error checks the value again.
    func field(_ variable: String, didChangeTo value: JSONValue) {
        let entry = formFields.first { $0.field.variable == variable }
        run(.setVariable(variable, to: value), for: entry?.element)
        guard fieldErrors[variable] != nil, let entry else { return }
        let failure = entry.factory.failure(of: variableValues[variable], in: entry.field)
        guard failure != fieldErrors[variable] else { return }
        fieldErrors[variable] = failure
        variablesDidChange()
    }

    /// Checks the fields a submit sends; each that fails shows its error and
    /// the first takes keyboard focus. Returns whether every field passed.
    func validateFields(named names: [String]) -> Bool {
        let sent = Set(names)
        var errors = fieldErrors
        var firstFailure: String?
        for entry in formFields where sent.contains(entry.field.variable) {
            let failure = entry.factory.failure(of: variableValues[entry.field.variable], in: entry.field)
            errors[entry.field.variable] = failure
            if failure != nil, firstFailure == nil { firstFailure = entry.field.variable }
        }
        if errors != fieldErrors {
            fieldErrors = errors
            variablesDidChange()
        }
        guard let firstFailure else { return true }
        let controller = activeControllers.compactMap { $0 as? FormFieldController }.first { $0.field?.variable == firstFailure }
        controller?.focusControl()
        return false
    }

    /// The form fields of the shown sections, in order.
    var formFields: [(element: Element, factory: FormFieldFactory, field: FormFieldData)] {
        givenSections.flatMap { section in
            ([section.header] + section.elements.map(Optional.some) + [section.footer]).compactMap { element in
                guard let element, let factory = element.factory as? FormFieldFactory, let field = element.data as? FormFieldData else { return nil }
                return (element, factory, field)
            }
        }
    }
}
