import Foundation

/// One row of a ``PopUpButton``'s list: its title, and a check mark on
/// the chosen one. To assistive technology an `option`, selected or not.
@MainActor
final class PopUpOption: View {
    let titleLabel = Label()
    let check = Label()
    /// The option's index among the button's options.
    private(set) var index = 0

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 1
        check.text = "✓"
        check.textAlignment = .center
        // The option is read by its label: its parts are pictures of it.
        titleLabel.accessibilityElementsHidden = true
        check.accessibilityElementsHidden = true
        try? addSubview(check)
        try? addSubview(titleLabel)
    }

    convenience init(title: String, index: Int) {
        self.init(frame: .zero)
        self.index = index
        titleLabel.text = AttributedText(title)
        accessibilityLabel = title
        accessibilityIdentifier = "popup.option.\(index)"
    }

    override var controlAccessibility: ControlAccessibility? { ControlAccessibility(role: .option) }

    /// Shows it chosen (the check) and active (the highlight the keys move).
    func show(chosen: Bool, active: Bool, traits: TraitCollection, font: Font, rightToLeft: Bool) {
        check.isHidden = !chosen
        accessibilityTraits = chosen ? .selected : []
        backgroundColor = active ? SemanticColor.fill.resolved(for: traits) : nil
        titleLabel.font = font
        check.font = font
        titleLabel.textColor = SemanticColor.label.resolved(for: traits)
        check.textColor = SemanticColor.tint.resolved(for: traits)
        titleLabel.writingDirection = rightToLeft ? .rightToLeft : .leftToRight
        titleLabel.textAlignment = rightToLeft ? .right : .left
        let checkWidth: CGFloat = 32
        check.frame = CGRect(x: rightToLeft ? bounds.width - checkWidth : 0, y: 0, width: checkWidth, height: bounds.height)
        titleLabel.frame = CGRect(x: rightToLeft ? 12 : checkWidth, y: 0, width: Swift.max(0, bounds.width - checkWidth - 12), height: bounds.height)
    }
}
