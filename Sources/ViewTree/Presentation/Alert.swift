/// A title, a message and a choice of actions shown above the window, as
/// `UIAlertController`: an alert in the middle, or an action sheet at
/// the bottom.
///
/// Return chooses the ``preferredActionIndex`` action (else the only
/// default-style one); Escape chooses the cancel action. To assistive
/// technology it is an `alertdialog` named by its title, its message read
/// as its description; focus moves into it and stays there until an
/// action is chosen, then goes back to what had it.
///
/// ```swift
/// let alert = Alert(title: "Reset settings?", message: "Every setting goes back to its default.", actions: [
///     AlertAction("Cancel", style: .cancel),
///     AlertAction("Reset", style: .destructive) { settings.reset() },
/// ])
/// try window.present(alert)
/// ```
public struct Alert: Sendable {
    /// Where the alert is shown.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// In the middle of the window, two actions side by side, more stacked.
        case alert
        /// At the bottom, actions stacked, the cancel action apart below
        /// them; a click outside chooses the cancel action.
        case actionSheet
    }

    /// The title, read as the dialog's name; nil for none.
    public var title: String?
    /// Text below the title; nil for none.
    public var message: String?
    /// Alert or action sheet.
    public var style: Style
    /// The buttons, in order (an alert shows a cancel action first when
    /// two are side by side, last when stacked, as UIKit does).
    public var actions: [AlertAction]
    /// Text fields between the message and the actions (alerts only).
    public var textFields: [AlertTextField]
    /// The action Return chooses, shown in bold; nil for the only
    /// default-style action, if there is exactly one.
    public var preferredActionIndex: Int?

    /// An alert.
    public init(title: String?, message: String? = nil, style: Style = .alert, actions: [AlertAction],
                textFields: [AlertTextField] = [], preferredActionIndex: Int? = nil) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
        self.textFields = textFields
        self.preferredActionIndex = preferredActionIndex
    }

    /// How the alert is named in errors and reports.
    var name: String { "\"\(title ?? message ?? "untitled")\"" }

    /// The action Return chooses: the preferred one, else the only default-style one.
    var returnActionIndex: Int? {
        if let preferredActionIndex { return preferredActionIndex }
        let defaults = actions.indices.filter { actions[$0].style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    /// The cancel action's index, if there is one.
    var cancelActionIndex: Int? { actions.firstIndex { $0.style == .cancel } }

    /// Checks what UIKit would refuse or trap on.
    func validate() throws(PresentationError) {
        if actions.isEmpty { throw .alertWithoutActions(name) }
        if actions.filter({ $0.style == .cancel }).count > 1 { throw .multipleCancelActions(name) }
        if style == .actionSheet, !textFields.isEmpty { throw .textFieldsInActionSheet(name) }
        if let index = preferredActionIndex, !actions.indices.contains(index) {
            throw .preferredActionOutOfRange(index: index, count: actions.count, alert: name)
        }
    }
}
