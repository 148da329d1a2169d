import Foundation

extension NavigationView {
    /// One button per item, in `container`; a button runs whatever item is
    /// at its index in the top screen's `items` when tapped, so titles can
    /// change without new handlers.
    func updateButtons(_ buttons: inout [Button], in container: View, for items: [BarItem],
                       current: @escaping @MainActor (NavigationItem) -> [BarItem]) {
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let button = Button()
            let index = buttons.count
            button.titleFont = Self.buttonFont(for: traitCollection.contentSizeCategory)
            button.addTouchUpInsideHandler { [unowned self] _ in
                guard let item = self.screens.last?.navigationItem else { return }
                let items = current(item)
                guard index < items.count else { return }
                items[index].action()
            }
            buttons.append(button)
            // A fresh button is no ancestor of the container.
            try? container.addSubview(button)
        }
        for (button, item) in zip(buttons, items) { configure(button, for: item) }
    }

    /// Shows `item` on `button`: its title, or its image alone (a template
    /// in the tint colour) named by the title.
    private func configure(_ button: Button, for item: BarItem) {
        button.setTitle(item.image == nil ? item.title : nil, for: .normal)
        button.accessibilityLabel = item.accessibilityLabel ?? (item.image == nil ? nil : item.title)
        button.accessibilityIdentifier = item.identifier ?? "navigation.item.\(item.title)"
        button.isEnabled = item.isEnabled
        let icon = button.subviews.first as? ImageView
        guard let image = item.image else {
            icon?.removeFromSuperview()
            return
        }
        let view = icon ?? ImageView()
        view.image = image
        if icon == nil {
            view.contentMode = .aspectFit
            view.semanticTintColor = .tint
            // The button takes the pointer and is the accessibility element; the picture is its face.
            view.isUserInteractionEnabled = false
            try? button.addSubview(view)
        }
    }

    /// The side of a bar button's image at a text size: it grows with the
    /// buttons' text.
    public static func imageSide(for category: ContentSizeCategory) -> CGFloat {
        (buttonFont(for: category).size * 1.5).rounded()
    }

    /// Back at the leading end, trailing items from the trailing end, the
    /// title centred in what is left on both sides, and a large title in
    /// a row of its own below them; in a right-to-left layout the leading
    /// end is the right.
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
        largeTitleLabel.frame = CGRect(x: 16, y: top + height, width: Swift.max(0, bounds.width - 32),
                                       height: Self.largeTitleHeight(for: category))
        if traitCollection.layoutDirection == .rightToLeft {
            for button in [backButton] + trailingButtons { button.frame.origin.x = bounds.width - button.frame.maxX }
        }
        for button in trailingButtons { placeImage(in: button) }
    }

    /// The toolbar's buttons spread evenly across it, each centred in its share.
    func layoutToolbar() {
        let share = toolbarButtons.isEmpty ? 0 : toolbar.bounds.width / CGFloat(toolbarButtons.count)
        let height = toolbar.bounds.height
        for (index, button) in toolbarButtons.enumerated() {
            let width = Swift.min(share, Self.buttonWidth(button, measuredBy: window?.textMeasurer))
            let slot = traitCollection.layoutDirection == .rightToLeft ? toolbarButtons.count - 1 - index : index
            button.frame = CGRect(x: (share * CGFloat(slot) + (share - width) / 2).rounded(), y: 6,
                                  width: width, height: Swift.max(0, height - 12))
            placeImage(in: button)
        }
    }

    /// Centres a bar button's image in it.
    private func placeImage(in button: Button) {
        guard let icon = button.subviews.first as? ImageView else { return }
        let side = Self.imageSide(for: traitCollection.contentSizeCategory)
        icon.frame = CGRect(x: ((button.bounds.width - side) / 2).rounded(), y: ((button.bounds.height - side) / 2).rounded(),
                            width: side, height: side)
    }

    /// The title's measured width with padding (an image's side with
    /// padding), or 80 points with no measurer.
    static func buttonWidth(_ button: Button, measuredBy measurer: (any TextMeasuring)?) -> CGFloat {
        if button.subviews.first is ImageView {
            return Swift.max(44, imageSide(for: button.traitCollection.contentSizeCategory) + 20)
        }
        guard let title = button.currentTitle, let measurer else { return 80 }
        let measured = measurer.measure(TextLayoutRequest(text: AttributedText(title), font: button.titleFont,
                                                          maximumNumberOfLines: 1))
        return Swift.max(44, (measured.size.width + 24).rounded(.up))
    }
}
