/// Why a screen or an alert was not presented. Nothing changed: what was
/// up stays up, and focus stays where it was.
///
/// ```swift
/// do {
///     try window.present(alert)
/// } catch .alreadyPresenting(let presented, _) {
///     print("dismiss \(presented) first")
/// }
/// ```
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The presenter already presents something, as UIKit refuses
    /// `present(_:animated:)` on a view controller that is presenting:
    /// present from the presented one (``View/present(_:style:animated:)``)
    /// or dismiss it first. Two presentations never both hold focus.
    case alreadyPresenting(presented: String, refused: String)
    /// The screen is presented already (`title`).
    case alreadyPresented(String)
    /// The presenter is not in a window (a view removed from its tree, a
    /// dismissed presentation).
    case notInWindow(String)
    /// An alert without actions: a person could not close it.
    case alertWithoutActions(String)
    /// An alert with more than one cancel action (UIKit traps on this).
    case multipleCancelActions(String)
    /// An action sheet with text fields (UIKit traps on this).
    case textFieldsInActionSheet(String)
    /// A preferred action index outside the alert's actions.
    case preferredActionOutOfRange(index: Int, count: Int, alert: String)

    /// What was refused and why, naming the presentations involved.
    public var description: String {
        switch self {
        case let .alreadyPresenting(presented, refused):
            "cannot present \(refused): \(presented) is presented already; present from it, or dismiss it first"
        case let .alreadyPresented(title): "\(title) is presented already"
        case let .notInWindow(presenter): "cannot present from \(presenter): it is not in a window"
        case let .alertWithoutActions(title): "the alert \(title) has no actions: nobody could close it"
        case let .multipleCancelActions(title): "the alert \(title) has more than one cancel action"
        case let .textFieldsInActionSheet(title): "the action sheet \(title) has text fields; only alerts take them"
        case let .preferredActionOutOfRange(index, count, alert):
            "the alert \(alert) prefers action \(index), but has \(count) actions"
        }
    }
}
