import Foundation
import ViewTree

/// A one-line ``/ViewTree/TextField``, controlled or uncontrolled.
///
/// - **Controlled** (`text:`): the model owns the text. Each change is sent
///   to `onChange`; the model stores it and renders it back. A render never
///   drops what was typed since the model last saw it, nor moves the caret;
///   a value the model sets on its own (clearing after a submit) replaces
///   the text.
/// - **Uncontrolled** (`initialText:`): the view owns the text; the
///   component's scope keeps it across re-renders and while a list row is
///   scrolled away.
///
/// Give fields that are siblings distinct keys, so each keeps its own text.
///
/// ```swift
/// TextFieldComponent(
///     text: state.query,
///     options: TextInputOptions(placeholder: "Search", returnKeyType: .search),
///     actions: TextInputActions(onChange: Action { query in scope.updateState { $0.query = query } }))
/// ```
public struct TextFieldComponent: StatefulComponent, Equatable {
    /// The model's text (controlled), or nil (uncontrolled).
    public let text: String?
    /// The first text of an uncontrolled field.
    public let initialText: String
    /// Look and behaviour.
    public let options: TextInputOptions
    /// Asks the view to take focus once (see ``FocusRequest``).
    public let focusRequest: FocusRequest?
    /// What editing sends.
    public let actions: TextInputActions
    public let scopeKey: String?
    public let componentSize: ComponentSize

    /// A controlled field showing the model's `text`.
    public init(text: String, options: TextInputOptions = TextInputOptions(), actions: TextInputActions = TextInputActions(),
                focusRequest: FocusRequest? = nil, key: String? = nil, size: ComponentSize = .auto) {
        self.init(text: text, initialText: "", options: options, actions: actions, focusRequest: focusRequest, key: key, size: size)
    }

    /// An uncontrolled field that starts with `initialText`.
    public init(initialText: String = "", options: TextInputOptions = TextInputOptions(),
                actions: TextInputActions = TextInputActions(), focusRequest: FocusRequest? = nil, key: String? = nil,
                size: ComponentSize = .auto) {
        self.init(text: nil, initialText: initialText, options: options, actions: actions, focusRequest: focusRequest, key: key, size: size)
    }

    private init(text: String?, initialText: String, options: TextInputOptions, actions: TextInputActions,
                 focusRequest: FocusRequest?, key: String?, size: ComponentSize) {
        self.text = text
        self.initialText = initialText
        self.options = options
        self.actions = actions
        self.focusRequest = focusRequest
        self.scopeKey = key
        self.componentSize = size
    }

    public func initialState() -> TextInputState { TextInputState() }

    public func body(state: TextInputState, scope: Scope<TextInputState>) -> TextInputLayoutComponent<TextField> {
        let binding = TextInputBinding(
            session: state.session, controlledText: text, initialText: initialText, actions: actions, scope: nil,
            focusRequest: focusRequest)
        let attributes: [Attribute<TextField>] = options.attributes() + [binding.attribute(for: TextField.self)]
        return TextInputLayoutComponent(
            configuration: ViewConfiguration(TextField.self, attributes), font: options.font, measuredText: nil,
            minimumLines: 1, maximumLines: 1)
    }
}
