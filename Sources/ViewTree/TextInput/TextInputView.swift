import Foundation

/// What ``TextField`` and ``TextView`` share: editable text on a
/// ``TextEditingModel``, its look, the hints on-screen keyboards read, and
/// the editing events.
///
/// Backends drive it: a key event typed into the window reaches the focused
/// input (``Window/send(_:)-(KeyEvent)``), and the browser, whose own
/// `<input>` edits, reports whole values (``replaceText(with:selection:)``).
/// Every edit a person makes goes through the same steps: refused when the
/// input is disabled or read-only, then the ``inputFilter``, then
/// ``maximumLength``, then the model, then a ``TextInputEvent/changed(_:)``
/// event. Setting ``text`` in code skips the filter and sends no event.
@MainActor
open class TextInputView: View, ControlEventSending {
    /// Decides what a person's edit inserts: return the replacement (the
    /// proposed one, or another) or nil to refuse the edit.
    public typealias InputFilter = @MainActor @Sendable (_ proposed: TextEdit, _ text: String) -> String?

    /// The editing state: text, selection and undo history.
    public internal(set) var editing = TextEditingModel()
    var editingHandlers: [@MainActor (TextInputView, TextInputEvent) -> Void] = []
    var controlEventHandlers = ControlEventHandlers()

    /// The text. Setting it (code, not a person) keeps the caret where it
    /// was when it still fits, cuts the text to ``maximumLength``, and sends
    /// no editing event.
    public var text: String {
        get { editing.text }
        set {
            var new = sanitized(newValue)
            if let maximumLength, new.count > maximumLength { new = String(new.prefix(maximumLength)) }
            guard new != editing.text else { return }
            editing.setText(new)
            recordText()
        }
    }

    /// The selected character range; an empty range is the caret. Values
    /// outside the text are clamped to it.
    public var selectedRange: Range<Int> {
        get { editing.selection }
        set {
            let count = editing.characters.count
            let lower = Swift.min(Swift.max(0, newValue.lowerBound), count)
            let upper = Swift.min(Swift.max(lower, newValue.upperBound), count)
            guard lower..<upper != editing.selection else { return }
            // Clamped into the text, so this cannot throw.
            try? editing.select(lower..<upper)
            recordText()
        }
    }

    /// Text shown dimmed while the text is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { record(.placeholder(placeholder)) } }
    }
    /// The text's font.
    public var font: Font = .body {
        didSet { if font != oldValue { record(.font(font)) } }
    }
    /// The text's color: ``SemanticColor/label`` for the input's traits
    /// (black, white in dark mode) until it is set.
    public var textColor: Color = .black {
        didSet {
            semanticText = nil
            if textColor != oldValue { record(.textColor(textColor)) }
        }
    }
    /// The role ``textColor`` follows, resolved for the input's traits now
    /// and whenever they change; ``SemanticColor/label`` on a new input.
    /// Setting ``textColor`` ends it.
    public var semanticTextColor: SemanticColor? {
        get { semanticText }
        set {
            if let newValue { textColor = newValue.resolved(for: traitCollection) }
            semanticText = newValue
        }
    }
    private var semanticText: SemanticColor? = .label
    /// Line alignment.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { record(.textAlignment(textAlignment)) } }
    }
    /// Whether the text is shown as bullets (passwords); such text is never autocorrected.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { record(.secureTextEntry(isSecureTextEntry)) } }
    }
    /// The most characters a person can enter; nil for no limit (negative
    /// values count as 0). Longer pasted text is cut to fit, as browsers do.
    /// A browser counts UTF-16 units instead (HTML's `maxlength`), and so
    /// does the browser backend's server for the values its pages send.
    public var maximumLength: Int? {
        didSet {
            if let value = maximumLength, value < 0 { maximumLength = 0; return }
            guard maximumLength != oldValue else { return }
            record(.maximumLength(maximumLength))
            if let maximumLength, editing.characters.count > maximumLength { text = String(editing.text.prefix(maximumLength)) }
        }
    }
    /// The most bytes the input's undo history keeps (see
    /// ``TextEditingModel/maximumUndoBytes``); the oldest steps are
    /// forgotten past it.
    public var maximumUndoBytes: Int {
        get { editing.maximumUndoBytes }
        set { editing.maximumUndoBytes = newValue }
    }
    /// Checks or rewrites each edit a person makes; see ``InputFilter``.
    ///
    /// ```swift
    /// field.inputFilter = { edit, _ in edit.inserted.filter(\.isNumber) }   // digits only
    /// ```
    public var inputFilter: InputFilter?
    /// The keyboard that suits the text (a hint).
    public var keyboardType: KeyboardType = .default {
        didSet { if keyboardType != oldValue { record(.keyboardType(keyboardType)) } }
    }
    /// What the Return key is labelled as doing (a hint).
    public var returnKeyType: ReturnKeyType = .default {
        didSet { if returnKeyType != oldValue { record(.returnKeyType(returnKeyType)) } }
    }
    /// Which letters start in capitals (a hint).
    public var autocapitalization: Autocapitalization = .sentences {
        didSet { if autocapitalization != oldValue { record(.autocapitalization(autocapitalization)) } }
    }
    /// Whether spelling is corrected and checked (a hint).
    public var autocorrection = true {
        didSet { if autocorrection != oldValue { record(.autocorrection(autocorrection)) } }
    }
    /// What the text is (a user name, a new password…), so password managers
    /// and autofill can fill it; nil by default.
    public var textContentType: TextContentType? {
        didSet { if textContentType != oldValue { record(.textContentType(textContentType)) } }
    }
    /// Whether the input takes focus and input at all; disabling it ends editing.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            record(.enabled(isEnabled))
            if !isEnabled { resignFirstResponder() }
        }
    }
    /// Whether a person can change the text; a read-only input still takes
    /// focus, so its text can be selected and copied.
    public var isEditable = true {
        didSet { if isEditable != oldValue { record(.editable(isEditable)) } }
    }

    /// Whether the input is being edited (it has focus).
    public var isEditing: Bool { isFirstResponder }

    /// Space between the bounds and the text, the same in every backend.
    public nonisolated static let textInsets = EdgeInsets(horizontal: 8, vertical: 6)

    /// How far below an input's top its first line of text starts, in an
    /// input `height` tall whose font's line is `lineHeight` tall: a field's
    /// one line centered between the insets, a text view's lines from the top
    /// inset. The raster backend draws there; components' baselines are
    /// measured from it.
    public nonisolated static func firstLineTop(
        inHeight height: CGFloat, lineHeight: CGFloat, font: Font, allowsLineBreaks: Bool
    ) -> CGFloat {
        guard !allowsLineBreaks else { return textInsets.top }
        let line = Swift.max(lineHeight, font.size * 1.2)
        return textInsets.top + Swift.max(0, (height - textInsets.vertical - line) / 2)
    }

    /// Whether a line break can be part of the text.
    open var allowsLineBreaks: Bool { false }

    /// An enabled input takes focus.
    override open var canBecomeFirstResponder: Bool { isEnabled }

    override open func didBecomeFirstResponder() {
        send(.editingBegan)
    }

    override open func didResignFirstResponder() {
        editing.endTypingRun()
        send(.editingEnded)
    }

    /// A pointer going down on the input focuses it.
    override open func pointerBegan(at point: CGPoint, event: PointerEvent) {
        guard isEnabled else { return super.pointerBegan(at: point, event: event) }
        becomeFirstResponder()
    }

    override open func pointerMoved(to point: CGPoint, event: PointerEvent) {}

    override open func pointerEnded(at point: CGPoint, event: PointerEvent) {}

    override open func keyDown(_ event: KeyEvent) -> Bool {
        if super.keyDown(event) { return true }
        return handleEditingKey(event)
    }

    override func resolveSemanticColors() {
        super.resolveSemanticColors()
        if let role = semanticText { semanticTextColor = role }
    }

    override func restoreSemanticDefault(forKey key: String) -> Bool {
        guard key == "textColor" else { return super.restoreSemanticDefault(forKey: key) }
        semanticTextColor = .label
        return true
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .inputText(value, selection):
            text = value
            selectedRange = selection
        case let .placeholder(value): placeholder = value
        case let .font(value): font = value
        case let .textColor(value): textColor = value
        case let .textAlignment(value): textAlignment = value
        case let .secureTextEntry(value): isSecureTextEntry = value
        case let .maximumLength(value): maximumLength = value
        case let .keyboardType(value): keyboardType = value
        case let .returnKeyType(value): returnKeyType = value
        case let .autocapitalization(value): autocapitalization = value
        case let .autocorrection(value): autocorrection = value
        case let .textContentType(value): textContentType = value
        case let .enabled(value): isEnabled = value
        case let .editable(value): isEditable = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    /// An element by default.
    override open var isAccessibilityElementByDefault: Bool { true }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [
            .inputText(editing.text, selection: editing.selection), .placeholder(placeholder), .font(font),
            .textColor(textColor), .textAlignment(textAlignment), .secureTextEntry(isSecureTextEntry),
            .maximumLength(maximumLength), .keyboardType(keyboardType), .returnKeyType(returnKeyType),
            .autocapitalization(autocapitalization), .autocorrection(autocorrection),
            .textContentType(textContentType), .enabled(isEnabled),
            .editable(isEditable),
        ]
    }
}
