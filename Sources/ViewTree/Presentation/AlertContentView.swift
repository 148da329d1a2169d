import Foundation

/// An alert's views inside its presentation's panel: a card with the
/// title, the message, the fields and the actions, and for an action
/// sheet a second card below with the cancel action.
@MainActor
final class AlertContentView: View {
    /// An alert's width, UIKit's.
    static let alertWidth: CGFloat = 270

    private(set) var alert = Alert(title: nil, actions: [])
    let card = View()
    let cancelCard = View()
    let titleLabel = Label()
    let messageLabel = Label()
    private(set) var fields: [TextField] = []
    private(set) var buttons: [Button] = []
    var separators: [View] = []
    /// Runs with an action's index when a person chooses it.
    var onChoose: (@MainActor (Int) -> Void)?

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        for view in [card, cancelCard] {
            view.cornerRadius = 14
            view.clipsToBounds = true
        }
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        // The dialog's name (the page points its aria-labelledby here).
        titleLabel.accessibilityTraits = .header
        titleLabel.accessibilityHeadingLevel = 2
        titleLabel.accessibilityIdentifier = "alert.title"
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.accessibilityIdentifier = "alert.message"
        try? card.addSubview(titleLabel)
        try? card.addSubview(messageLabel)
        try? addSubview(card)
        try? addSubview(cancelCard)
    }

    convenience init(alert: Alert) {
        self.init(frame: .zero)
        self.alert = alert
        titleLabel.text = AttributedText(alert.title ?? "")
        titleLabel.isHidden = alert.title == nil
        messageLabel.text = AttributedText(alert.message ?? "")
        messageLabel.isHidden = alert.message == nil
        for (index, spec) in alert.textFields.enumerated() {
            let field = TextField()
            field.placeholder = spec.placeholder
            field.text = spec.text
            field.isSecureTextEntry = spec.isSecureTextEntry
            field.accessibilityLabel = spec.placeholder
            field.accessibilityIdentifier = spec.identifier ?? "alert.field.\(index)"
            field.borderWidth = 1
            field.cornerRadius = 6
            // Return in a field chooses the alert's preferred action (Escape
            // its cancel action: Window.send(_:) gives it to the presentation).
            field.addEditingHandler { [weak self] _, event in
                guard event == .returnPressed, let self, let index = self.alert.returnActionIndex else { return }
                self.onChoose?(index)
            }
            fields.append(field)
            try? card.addSubview(field)
        }
        for (index, action) in alert.actions.enumerated() {
            let button = Button()
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.accessibilityIdentifier = action.identifier ?? "alert.action.\(action.title)"
            button.addTouchUpInsideHandler { [weak self] _ in self?.onChoose?(index) }
            buttons.append(button)
            let apart = alert.style == .actionSheet && action.style == .cancel
            try? (apart ? cancelCard : card).addSubview(button)
        }
        cancelCard.isHidden = alert.style != .actionSheet || alert.cancelActionIndex == nil
        updateLook()
    }

    /// The texts of the fields, in order.
    var fieldTexts: [String] { fields.map(\.text) }

    /// Where focus goes when the alert appears: its first field, else its
    /// cancel action (the choice that changes nothing), else its first
    /// enabled action.
    var initialFocus: View? {
        if let field = fields.first { return field }
        if let index = alert.cancelActionIndex, buttons[index].isEnabled { return buttons[index] }
        return buttons.first(where: \.isEnabled)
    }

    override func traitCollectionDidChange(_ previous: TraitCollection) {
        updateLook()
        if let presentation = superview?.superview as? PresentationView { presentation.layoutPanel() }
    }

    override func layoutSubviews() {
        layoutContent()
    }

    /// Fonts and colours for the traits.
    private func updateLook() {
        let traits = traitCollection
        let category = traits.contentSizeCategory
        let sheet = alert.style == .actionSheet
        titleLabel.font = .system(size: Self.capped(sheet ? .footnote : .headline, category), weight: .semibold)
        titleLabel.textColor = (sheet ? SemanticColor.secondaryLabel : .label).resolved(for: traits)
        messageLabel.font = .system(size: Self.capped(.footnote, category))
        messageLabel.textColor = (sheet ? SemanticColor.secondaryLabel : .label).resolved(for: traits)
        for view in [card, cancelCard] { view.backgroundColor = SemanticColor.secondarySystemBackground.resolved(for: traits) }
        let preferred = alert.preferredActionIndex ?? (alert.style == .alert ? alert.cancelActionIndex : nil)
        for (index, button) in buttons.enumerated() {
            let action = alert.actions[index]
            let bold = index == preferred || (sheet && action.style == .cancel)
            button.titleFont = .system(size: Self.capped(.body, category), weight: bold ? .semibold : .regular)
            let role: SemanticColor = action.style == .destructive ? .destructive : .tint
            button.setTitleColor(role.resolved(for: traits), for: .normal)
            button.setTitleColor(SemanticColor.tertiaryLabel.resolved(for: traits), for: .disabled)
        }
        for field in fields {
            field.font = .system(size: Self.capped(.footnote, category))
            field.semanticTextColor = .label
            field.borderColor = SemanticColor.separator.resolved(for: traits)
            field.backgroundColor = SemanticColor.systemBackground.resolved(for: traits)
        }
        for separator in separators { separator.backgroundColor = SemanticColor.separator.resolved(for: traits) }
    }

    /// A text style's size at `category`, at most 28 points: an alert keeps room for its actions.
    private static func capped(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        Swift.min(28, style.size(for: category))
    }
}
