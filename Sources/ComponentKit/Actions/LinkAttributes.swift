import Foundation
import ViewTree

extension Attribute where V: Label {
    /// Sends `onTap` with the link when a link in the label's text is
    /// tapped (or activated with Enter, or clicked in the browser), and
    /// `onLongPress`, when given, when one is long-pressed. The pressed
    /// link is highlighted; presses outside links reach the views below.
    public static func onLink(tap onTap: Action<TextLink>, longPress onLongPress: Action<TextLink>? = nil) -> Attribute {
        .custom(
            "onLink", "\(onTap.identity)|\(onLongPress?.identity ?? "")",
            apply: { label, _ in
                label.linkHandler = { event in
                    switch event.kind {
                    case .tap: onTap.send(event.link)
                    case .longPress: onLongPress?.send(event.link)
                    }
                }
            },
            unapply: { label in label.linkHandler = nil })
    }
}
