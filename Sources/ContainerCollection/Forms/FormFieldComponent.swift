import Foundation
import ViewTree

/// A form field drawn with ComponentKit's controls: the label, the control
/// (named by the label to screen readers, and invalid with the error's
/// message once a submit found it wrong), and the error in red below it.
/// The visible label and error are hidden from screen readers, which read
/// both from the control.
struct FormFieldComponent: CompositeComponent {
    let kind: FormFieldKind
    let data: FormFieldData
    /// Called with the new value when a person changes it.
    let write: @MainActor @Sendable (JSONValue) -> Void

    var body: InsetComponent {
        let hidden: [Attribute<Label>] = [.accessibilityElementsHidden(true)]
        return InsetComponent(insets: EdgeInsets(top: 4, left: 16, bottom: 4, right: 16), child: StackComponent(spacing: 6, alignItems: .stretch) {
            if kind == .switch {
                StackComponent(axis: .horizontal, spacing: 12, justifyContent: .spaceBetween, alignItems: .center) {
                    LabelComponent(data.label, font: .body, attributes: hidden)
                    control
                }
            } else {
                LabelComponent(data.label, font: .system(size: 13, weight: .semibold), color: .secondaryLabel, attributes: hidden)
                control
            }
            if let error = data.error {
                LabelComponent(error, font: .system(size: 13), color: .destructive, attributes: hidden)
            }
        })
    }

    private var control: any Component {
        let identity = "form.\(data.variable)"
        switch kind {
        case .textField:
            let maximum = min(data.validation.maxLength ?? ContainerCollectionController.maximumVariableLength,
                              ContainerCollectionController.maximumVariableLength)
            let options = TextInputOptions(
                placeholder: data.placeholder, isSecure: data.secure, maximumLength: maximum, autocapitalization: .none,
                autocorrection: false, isEnabled: data.enabled, accessibilityLabel: data.label, errorMessage: data.error,
                backgroundColor: .secondarySystemBackground, cornerRadius: 8, borderWidth: 1,
                borderColor: data.error == nil ? .separator : .destructive)
            return TextFieldComponent(text: data.text, options: options,
                                      actions: TextInputActions(onChange: Action(identity: identity) { write(.string($0)) }),
                                      key: identity, size: ComponentSize(height: .points(40)))
        case .switch:
            return SwitchComponent(isOn: data.isOn, isEnabled: data.enabled,
                                   onChange: Action(identity: identity) { write(.bool($0)) }, attributes: accessibility())
        case .segmented:
            let options = data.options
            return SegmentedControlComponent(
                items: options.map { .title($0.title) }, selectedIndex: data.selectedIndex, isEnabled: data.enabled,
                onChange: Action(identity: identity) { index in
                    if options.indices.contains(index) { write(.string(options[index].value)) }
                }, attributes: accessibility())
        case .picker:
            let options = data.options
            return PickerComponent(
                options: options.map(\.title), selectedIndex: data.selectedIndex, isEnabled: data.enabled,
                onChange: Action(identity: identity) { index in
                    if options.indices.contains(index) { write(.string(options[index].value)) }
                }, attributes: accessibility())
        }
    }

    /// Named by the label, invalid with the error's message: the same on every control.
    private func accessibility<Control: View>() -> [Attribute<Control>] {
        [.accessibilityLabel(data.label), .accessibilityErrorMessage(data.error)]
    }
}
