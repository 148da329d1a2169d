import Foundation
import ViewTree

/// A multi-line ``/ViewTree/TextView``, controlled or uncontrolled like
/// ``TextFieldComponent``, that grows with its text from ``minimumLines``
/// to ``maximumLines`` and scrolls inside past that.
///
/// ```swift
/// TextViewComponent(
///     initialText: "",
///     options: TextInputOptions(placeholder: "Add a comment", maximumLength: 500),
///     minimumLines: 2, maximumLines: 6,
///     actions: TextInputActions(onChange: Action { draft in save(draft) }))
/// ```
public struct TextViewComponent: StatefulComponent, Equatable {
    /// The model's text (controlled), or nil (uncontrolled).
    public let text: String?
    /// The first text of an uncontrolled text view.
    public let initialText: String
    /// Look and behaviour.
    public let options: TextInputOptions
    /// The fewest lines of height.
    public let minimumLines: Int
    /// The most lines of height before the text scrolls (0: no limit).
    public let maximumLines: Int
    /// Asks the view to take focus once (see ``FocusRequest``).
    public let focusRequest: FocusRequest?
    /// What editing sends (``TextInputActions/onSubmit`` is never sent: Return breaks the line).
    public let actions: TextInputActions
    public let scopeKey: String?
    public let componentSize: ComponentSize

    /// A controlled text view showing the model's `text`.
    public init(text: String, options: TextInputOptions = TextInputOptions(), minimumLines: Int = 3,
                maximumLines: Int = 8, actions: TextInputActions = TextInputActions(), focusRequest: FocusRequest? = nil,
                key: String? = nil, size: ComponentSize = .auto) {
        self.init(text: text, initialText: "", options: options, minimumLines: minimumLines,
                  maximumLines: maximumLines, actions: actions, focusRequest: focusRequest, key: key, size: size)
    }

    /// An uncontrolled text view that starts with `initialText`.
    public init(initialText: String = "", options: TextInputOptions = TextInputOptions(), minimumLines: Int = 3,
                maximumLines: Int = 8, actions: TextInputActions = TextInputActions(), focusRequest: FocusRequest? = nil,
                key: String? = nil, size: ComponentSize = .auto) {
        self.init(text: nil, initialText: initialText, options: options, minimumLines: minimumLines,
                  maximumLines: maximumLines, actions: actions, focusRequest: focusRequest, key: key, size: size)
    }

    private init(text: String?, initialText: String, options: TextInputOptions, minimumLines: Int, maximumLines: Int,
                 actions: TextInputActions, focusRequest: FocusRequest?, key: String?, size: ComponentSize) {
        self.text = text
        self.initialText = initialText
        self.options = options
        self.minimumLines = minimumLines
        self.maximumLines = maximumLines
        self.actions = actions
        self.focusRequest = focusRequest
        self.scopeKey = key
        self.componentSize = size
    }

    public func initialState() -> TextInputState { TextInputState() }

    public func body(state: TextInputState, scope: Scope<TextInputState>) -> TextInputLayoutComponent<TextView> {
        let binding = TextInputBinding(
            session: state.session, controlledText: text, initialText: initialText, actions: actions, scope: scope,
            focusRequest: focusRequest)
        let attributes: [Attribute<TextView>] = options.attributes() + [binding.attribute(for: TextView.self)]
        return TextInputLayoutComponent(
            configuration: ViewConfiguration(TextView.self, attributes), font: options.font,
            measuredText: state.measuredText ?? text ?? initialText, minimumLines: minimumLines,
            maximumLines: maximumLines)
    }
}
