import Foundation

/// Makes a screen's form fields: text fields, switches, segmented controls
/// and pickers, each editing a variable the screen declares. Register all
/// four with ``register(in:layoutContext:)``; a `submit` then checks each
/// field it sends against the field's ``FieldValidation``.
///
/// ```swift
/// let mapper = GenericComponentMapper()
/// FormFieldFactory.register(in: mapper, layoutContext: context)
/// ```
public struct FormFieldFactory: DecodableComponentFactory {
    public typealias DecodedData = FormFieldData

    /// The control it shows.
    public let kind: FormFieldKind
    /// Measures and lays out the fields.
    public let layoutContext: LayoutContext

    /// Most options of a segmented control, which shows them side by side.
    public static let maximumSegments = 8
    /// Most options of a picker.
    public static let maximumOptions = 200

    /// A factory for one kind of field.
    public init(kind: FormFieldKind, layoutContext: LayoutContext) {
        self.kind = kind
        self.layoutContext = layoutContext
    }

    /// Registers a factory for each kind under its component name
    /// (`text-field`, `switch`, `segmented`, `picker`).
    public static func register(in mapper: any ComponentMapper, layoutContext: LayoutContext) {
        for kind in FormFieldKind.allCases { mapper.register(factory: FormFieldFactory(kind: kind, layoutContext: layoutContext), for: kind.rawValue) }
    }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is FormFieldData else { return nil }
        return FormFieldController(kind: kind, layoutContext: layoutContext)
    }

    public func identifyComponent(using data: any ComponentData) -> String { "form.\(kind.rawValue)" }

    public func validComponent(using data: any ComponentData) -> ComponentValidation {
        guard let field = data as? FormFieldData else { return .invalid("expected FormFieldData, got \(type(of: data))") }
        if field.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .invalid("the label is empty") }
        if let refusal = field.validation.refusal { return .invalid("validation: \(refusal)") }
        switch kind {
        case .textField, .switch:
            return .valid
        case .segmented, .picker:
            let limit = kind == .segmented ? Self.maximumSegments : Self.maximumOptions
            guard (1...limit).contains(field.options.count) else {
                return .invalid("a \(kind.rawValue) needs 1 to \(limit) options; it has \(field.options.count)")
            }
            guard Set(field.options.map(\.value)).count == field.options.count else { return .invalid("two options share a value") }
            return .valid
        }
    }

    public func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize? {
        guard let field = data as? FormFieldData else { return nil }
        let component = FormFieldComponent(kind: kind, data: field) { _ in }
        return component.layout(constrainedTo: SizeRangeProvider.flexibleHeight.sizeRange(for: available), parentSize: available,
                                context: layoutContext).size
    }

    /// Why `value` fails the field's rules, or nil when it passes.
    func failure(of value: JSONValue?, in field: FormFieldData) -> String? {
        switch kind {
        case .switch:
            return field.validation.required && value != .bool(true) ? field.validation.message ?? "Required" : nil
        case .textField:
            return field.validation.failure(ofText: value?.stringValue ?? "")
        case .segmented, .picker:
            let chosen = value?.stringValue ?? ""
            if chosen.isEmpty { return field.validation.required ? field.validation.message ?? "Choose one" : nil }
            return field.options.contains { $0.value == chosen } ? nil : field.validation.message ?? "Choose one of the options"
        }
    }
}
