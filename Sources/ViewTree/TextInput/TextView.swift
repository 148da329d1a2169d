import Foundation

/// Several lines of editable text, as `UITextView`: Return breaks the
/// line, and text taller than the view scrolls inside it (a component can
/// make it grow instead: `TextViewComponent` in ComponentKit).
///
/// ```swift
/// let comment = TextView(frame: CGRect(x: 16, y: 8, width: 358, height: 96))
/// comment.placeholder = "Add a comment"
/// comment.maximumLength = 500
/// ```
@MainActor
open class TextView: TextInputView {
    override open class var kind: ViewKind { .textView }

    /// Line breaks are part of a text view's text.
    override open var allowsLineBreaks: Bool { true }
}
