import Foundation
import ViewTree

/// Shows one form field and writes what a person enters into the variable
/// it edits, through the container it is a child of.
@MainActor
final class FormFieldController: ComponentViewController, ConfigurableComponent {
    let kind: FormFieldKind
    /// The field shown now.
    private(set) var field: FormFieldData?

    init(kind: FormFieldKind, layoutContext: LayoutContext) {
        self.kind = kind
        super.init(layoutContext: layoutContext, sizeRangeProvider: .flexibleHeight)
    }

    func configure(with data: (any ComponentData)?) {
        field = data as? FormFieldData
        guard let field else { return show(ViewComponent()) }
        show(FormFieldComponent(kind: kind, data: field) { [weak self] value in self?.write(value) })
    }

    private func write(_ value: JSONValue) {
        guard let field, let container = parent as? ContainerCollectionController else { return }
        container.field(field.variable, didChangeTo: value)
    }

    /// Moves keyboard focus to the control; false when it cannot take it.
    @discardableResult
    func focusControl() -> Bool {
        func focusable(in view: View) -> View? {
            if view.canBecomeFirstResponder { return view }
            for subview in view.subviews { if let found = focusable(in: subview) { return found } }
            return nil
        }
        return focusable(in: view)?.becomeFirstResponder() ?? false
    }
}
