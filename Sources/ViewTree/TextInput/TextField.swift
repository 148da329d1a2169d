import Foundation

/// One line of editable text, as `UITextField`: typing, selection, a
/// placeholder, secure entry, and a Return that reports
/// ``TextInputEvent/returnPressed`` instead of breaking the line.
///
/// ```swift
/// let search = TextField(frame: CGRect(x: 16, y: 8, width: 358, height: 36))
/// search.placeholder = "Search photos"
/// search.returnKeyType = .search
/// search.addEditingHandler { field, event in
///     if case .changed = event { filter(by: field.text) }
/// }
/// ```
@MainActor
open class TextField: TextInputView {
    override open class var kind: ViewKind { .textField }
}
