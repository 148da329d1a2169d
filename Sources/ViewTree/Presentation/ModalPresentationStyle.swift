/// How a presented screen covers the window, as `UIModalPresentationStyle`.
///
/// ```swift
/// try window.present(AboutScreen(), style: .sheet)
/// try window.present(PlayerScreen(), style: .fullScreen)
/// ```
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// A card over most of the window (a centred card on a wide window),
    /// the content behind it dimmed. A person dismisses it with its Close
    /// button, Escape, a click outside it, or by dragging its bar down.
    case sheet
    /// The whole window. A person dismisses it with its Close button or
    /// Escape.
    case fullScreen
}
