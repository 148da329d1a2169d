import Foundation

/// The views a table adds to one of its row cells: the separator along its
/// bottom and the standard accessory at its trailing edge.
@MainActor
final class TableRowChrome {
    let separator = View()
    /// The accessory view made for the cell's accessory type, if it has one.
    var accessory: View?
    /// The type `accessory` was made for.
    var accessoryType: TableCellAccessory = .none

    init() {
        separator.accessibilityIdentifier = "table.separator"
        separator.isUserInteractionEnabled = false
    }

    /// The width the accessory takes at the row's trailing edge.
    static func accessoryWidth(for type: TableCellAccessory) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator, .checkmark, .detailButton: 40
        case .detailDisclosureButton: 64
        }
    }

    /// A fresh accessory view for `type`; `tapped` is called when its detail button is.
    static func makeAccessory(_ type: TableCellAccessory, tapped: @escaping @MainActor () -> Void) -> View? {
        let height: CGFloat = 22
        switch type {
        case .none:
            return nil
        case .disclosureIndicator:
            return chevron()
        case .checkmark:
            let mark = Label(frame: CGRect(x: 0, y: 0, width: 20, height: height))
            mark.text = AttributedText("\u{2713}")
            mark.font = .system(size: 17, weight: .bold)
            mark.semanticTextColor = .tint
            mark.textAlignment = .center
            mark.accessibilityIdentifier = "table.accessory.checkmark"
            // The row reads as selected or not; the mark itself says nothing more.
            mark.accessibilityElementsHidden = true
            return mark
        case .detailButton:
            return infoButton(tapped: tapped)
        case .detailDisclosureButton:
            let both = View(frame: CGRect(x: 0, y: 0, width: 48, height: height))
            both.accessibilityIdentifier = "table.accessory.detailDisclosure"
            let button = infoButton(tapped: tapped)
            let arrow = chevron()
            arrow.frame.origin = CGPoint(x: 36, y: 0)
            try? both.addSubview(button)
            try? both.addSubview(arrow)
            return both
        }
    }

    private static func chevron() -> View {
        let chevron = ChevronLabel(frame: CGRect(x: 0, y: 0, width: 12, height: 22))
        chevron.font = .system(size: 22, weight: .semibold)
        chevron.semanticTextColor = .tertiaryLabel
        chevron.textAlignment = .center
        chevron.accessibilityIdentifier = "table.accessory.disclosure"
        chevron.accessibilityElementsHidden = true
        return chevron
    }

    private static func infoButton(tapped: @escaping @MainActor () -> Void) -> Button {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        button.setTitle("i", for: .normal)
        button.titleFont = .system(size: 14, weight: .bold)
        // The default title colour is the tint, and follows the traits as the border does.
        button.borderWidth = 1.5
        button.semanticBorderColor = .tint
        button.cornerRadius = 11
        button.accessibilityLabel = "More info"
        button.accessibilityIdentifier = "table.accessory.detail"
        button.addTouchUpInsideHandler { _ in tapped() }
        return button
    }
}

/// The disclosure indicator: an angle pointing to the trailing edge, the
/// way the row leads (right, or left in a right-to-left layout).
@MainActor
private final class ChevronLabel: Label {
    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        pointTrailing()
    }

    override func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        pointTrailing()
    }

    private func pointTrailing() {
        text = AttributedText(traitCollection.layoutDirection == .rightToLeft ? "\u{2039}" : "\u{203A}")
    }
}
