import Foundation

extension NavigationView {
    /// One button per trailing item; a button runs whatever item is at its
    /// index when tapped, so titles can change without new handlers.
    func updateTrailingButtons(_ items: [BarItem]) {
        while trailingButtons.count > items.count { trailingButtons.removeLast().removeFromSuperview() }
        while trailingButtons.count < items.count {
            let button = Button()
            let index = trailingButtons.count
            button.titleFont = Self.buttonFont(for: traitCollection.contentSizeCategory)
            button.addTouchUpInsideHandler { [unowned self] _ in
                guard let items = self.screens.last?.navigationItem.trailingItems, index < items.count else { return }
                items[index].action()
            }
            trailingButtons.append(button)
            // A fresh button is no ancestor of the bar.
            try? bar.addSubview(button)
        }
        for (button, item) in zip(trailingButtons, items) {
            button.setTitle(item.title, for: .normal)
            button.accessibilityLabel = item.accessibilityLabel
            button.accessibilityIdentifier = item.identifier ?? "navigation.item.\(item.title)"
        }
    }

    /// Back at the leading end, trailing items from the trailing end, the
    /// title centred in what is left on both sides; in a right-to-left
    /// layout the leading end is the right.
    func layoutBar() {
        let category = traitCollection.contentSizeCategory
        let height = Self.barHeight(for: category)
        // A prompt takes a row of its own above the buttons and the title.
        let top = promptLabel.isHidden ? 0 : Self.promptHeight(for: category)
        promptLabel.frame = CGRect(x: 16, y: 8, width: Swift.max(0, bounds.width - 32), height: top - 8)
        var leading: CGFloat = 16
        if !backButton.isHidden {
            let width = Self.buttonWidth(backButton, measuredBy: window?.textMeasurer)
            backButton.frame = CGRect(x: 4, y: top + 8, width: width, height: height - 16)
            leading = 4 + width + 8
        }
        var trailing = bounds.width - 4
        for button in trailingButtons {
            let width = Self.buttonWidth(button, measuredBy: window?.textMeasurer)
            trailing -= width
            button.frame = CGRect(x: trailing, y: top + 8, width: width, height: height - 16)
            trailing -= 4
        }
        let inset = Swift.max(leading, bounds.width - trailing + 4, 16)
        titleLabel.frame = CGRect(x: inset, y: top, width: Swift.max(0, bounds.width - 2 * inset), height: height)
        if traitCollection.layoutDirection == .rightToLeft {
            for button in [backButton] + trailingButtons { button.frame.origin.x = bounds.width - button.frame.maxX }
        }
    }

    /// The title's measured width with padding, or 80 points with no measurer.
    static func buttonWidth(_ button: Button, measuredBy measurer: (any TextMeasuring)?) -> CGFloat {
        guard let title = button.currentTitle, let measurer else { return 80 }
        let measured = measurer.measure(TextLayoutRequest(text: AttributedText(title), font: button.titleFont,
                                                          maximumNumberOfLines: 1))
        return Swift.max(44, (measured.size.width + 24).rounded(.up))
    }
}
