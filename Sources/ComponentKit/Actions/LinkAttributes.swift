import Foundation
import ViewTree

extension Attribute where V: Label {
    /// Sends `onTap` with the link when a link in the label's text is
    /// tapped (or activated with Enter, or clicked in the browser), and
    /// `onLongPress`, when given, when one is long-pressed. The pressed
    /// link is highlighted; presses outside links reach the views below.
    ///
    /// Like the gesture attributes, it compares by whether there is a
    /// long-press action only: every mount hands the label this render's
    /// actions, and a press in progress is not interrupted.
    public static func onLink(tap onTap: Action<TextLink>, longPress onLongPress: Action<TextLink>? = nil) -> Attribute {
        // The label is held weakly: the handler is stored on it.
        let install: @MainActor @Sendable (V) -> Void = { label in
            label.linkHandler = { [weak label] event in
                switch event.kind {
                case .tap: onTap.send(event.link, from: label)
                case .longPress: onLongPress?.send(event.link, from: label)
                }
            }
        }
        return .custom(
            "onLink", onLongPress != nil,
            apply: { label, _ in install(label) },
            unapply: { label in label.linkHandler = nil },
            refresh: install)
    }
}
