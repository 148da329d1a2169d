import Foundation
import ViewTree

/// The Animals screen's view: a strip with "Add animal" at its leading end
/// and the direction switch at its trailing end, over the table.
@MainActor
final class AnimalsView: View {
    /// The button's strip height.
    static let headerHeight: CGFloat = 44
    let addButton = Button()
    /// Shows the app right to left (selected), or left to right again.
    let directionButton = Button()
    private var content: View?
    var onWidthChange: ((CGFloat) -> Void)?
    private var lastWidth: CGFloat = -1

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        semanticBackgroundColor = .systemBackground
        addButton.setTitle("+ Add animal", for: .normal)
        addButton.accessibilityIdentifier = "animals.add"
        addButton.accessibilityLabel = "Add animal"
        // A toggle: pressed while the app is right to left.
        directionButton.setTitle("Right to left", for: .normal)
        directionButton.accessibilityIdentifier = "animals.direction"
        applyTraits()
        try? addSubview(addButton)
        try? addSubview(directionButton)
    }

    func fill(with view: View) {
        content = view
        // The table is fresh: it is no ancestor of this view.
        try? insertSubview(view, at: 0)
    }

    /// The buttons' text follows the text size; the switch shows the direction.
    override func traitCollectionDidChange(_ previous: TraitCollection) {
        applyTraits()
        layoutSubviews()
    }

    private func applyTraits() {
        let category = traitCollection.contentSizeCategory
        addButton.titleFont = .preferred(.headline, for: category)
        directionButton.titleFont = .preferred(.subheadline, for: category)
        let on = traitCollection.layoutDirection == .rightToLeft
        directionButton.isSelected = on
        // Pressed, the switch is outlined in the tint.
        directionButton.cornerRadius = 8
        directionButton.borderWidth = on ? 1.5 : 0
        directionButton.semanticBorderColor = .tint
    }

    override func layoutSubviews() {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let add = CGRect(x: 8, y: 4, width: 150, height: Self.headerHeight - 8)
        let direction = CGRect(x: bounds.width - 8 - 130, y: 4, width: 130, height: Self.headerHeight - 8)
        // Leading and trailing swap sides right to left.
        addButton.frame = rightToLeft ? add.offsetBy(dx: bounds.width - add.maxX - add.minX, dy: 0) : add
        directionButton.frame = rightToLeft ? direction.offsetBy(dx: bounds.width - direction.maxX - direction.minX, dy: 0) : direction
        content?.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width,
                                height: Swift.max(0, bounds.height - Self.headerHeight))
        if bounds.width != lastWidth {
            lastWidth = bounds.width
            onWidthChange?(bounds.width)
        }
    }
}
