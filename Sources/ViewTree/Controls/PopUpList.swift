import Foundation

/// A ``PopUpButton``'s open list, on top of the window: a card of
/// options under the button (over it when there is no room below),
/// scrolling when they do not fit. A click outside the card closes it,
/// and reaches nothing else.
@MainActor
final class PopUpList: View {
    /// A row's height at the default text size.
    static let rowHeight: CGFloat = 44

    private(set) weak var button: PopUpButton?
    /// The card: a scroll view, the `listbox`.
    let card = ScrollView()
    private(set) var rows: [PopUpOption] = []

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        card.cornerRadius = 10
        card.clipsToBounds = true
        card.shadow = Shadow(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 4), radius: 12)
        card.accessibilityContainerType = .listBox
        card.accessibilityIdentifier = "popup.list"
        try? addSubview(card)
    }

    convenience init(button: PopUpButton) {
        self.init(frame: .zero)
        self.button = button
        card.accessibilityLabel = button.accessibilityLabel
        for (index, title) in button.options.enumerated() {
            let row = PopUpOption(title: title, index: index)
            rows.append(row)
            try? card.addSubview(row)
        }
    }

    /// The active option's row, the button's active descendant.
    var activeRow: PopUpOption? {
        guard let index = button?.activeIndex, rows.indices.contains(index) else { return nil }
        return rows[index]
    }

    /// Places the card by the button and shows the chosen and the active
    /// option; closes the list when the button has left the window.
    func refresh() {
        // Not placed yet: nothing to place by.
        guard let window else { return }
        guard let button, button.window === window, !button.isHidden else {
            button?.close()
            return
        }
        let traits = button.traitCollection
        let category = traits.contentSizeCategory
        let fontSize = Swift.min(28, Font.TextStyle.body.size(for: category))
        let rowHeight = Swift.max(Self.rowHeight, (fontSize * 2.6).rounded())
        let anchor = button.convert(button.bounds, to: nil)
        let margin: CGFloat = 8
        let width = Swift.min(bounds.width - 2 * margin, Swift.max(anchor.width, widestTitle(fontSize: fontSize) + 56))
        let wanted = rowHeight * CGFloat(rows.count)
        let below = bounds.height - anchor.maxY - margin - 4, above = anchor.minY - margin - 4
        let goesBelow = below >= wanted || below >= above
        let height = Swift.max(0, Swift.min(wanted, goesBelow ? below : above))
        let rightToLeft = traits.layoutDirection == .rightToLeft
        var x = rightToLeft ? anchor.maxX - width : anchor.minX
        x = Swift.min(Swift.max(margin, x), bounds.width - margin - width)
        card.frame = CGRect(x: x, y: goesBelow ? anchor.maxY + 4 : anchor.minY - 4 - height, width: width, height: height)
        card.backgroundColor = SemanticColor.secondarySystemBackground.resolved(for: traits)
        card.contentSize = CGSize(width: width, height: wanted)
        let font = Font.system(size: fontSize)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: width, height: rowHeight)
            row.show(chosen: index == button.selectedIndex, active: index == button.activeIndex, traits: traits, font: font,
                     rightToLeft: rightToLeft)
        }
        if let activeRow { card.scrollRectToVisible(activeRow.frame) }
    }

    /// The widest title's width at `fontSize`, as the window measures text.
    private func widestTitle(fontSize: CGFloat) -> CGFloat {
        guard let measurer = window?.textMeasurer else { return 120 }
        return rows.map { row in
            measurer.measure(TextLayoutRequest(text: row.titleLabel.text, font: .system(size: fontSize), maximumNumberOfLines: 1)).size.width
        }.max() ?? 0
    }

    override func layoutSubviews() {
        refresh()
    }

    private var pressedOutside = false

    override func pointerBegan(at point: CGPoint, event: PointerEvent) {
        pressedOutside = !card.frame.contains(point)
    }

    /// A click on an option chooses it; one outside the card closes the list.
    override func pointerEnded(at point: CGPoint, event: PointerEvent) {
        defer { pressedOutside = false }
        guard let button else { return }
        if pressedOutside {
            if !card.frame.contains(point) { button.close() }
            return
        }
        let inCard = card.convert(point, from: self)
        if let row = rows.first(where: { $0.frame.contains(inCard) }) { button.choose(row.index) }
    }

    override func pointerCancelled() {
        pressedOutside = false
    }
}
