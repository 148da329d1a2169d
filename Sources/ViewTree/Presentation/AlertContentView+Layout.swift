import Foundation

extension AlertContentView {
    /// Space around the title and message.
    private static let textInset: CGFloat = 16
    /// The gap between an action sheet's two cards.
    private static let cardGap: CGFloat = 8

    /// A button's height at the traits' text size: 44 points, more as text grows.
    private var buttonHeight: CGFloat {
        Swift.max(44, (Font.TextStyle.body.size(for: traitCollection.contentSizeCategory) * 2.6).rounded())
    }

    /// A field's height at the traits' text size.
    private var fieldHeight: CGFloat {
        Swift.max(30, (Font.TextStyle.footnote.size(for: traitCollection.contentSizeCategory) * 2.3).rounded())
    }

    /// Whether an alert's two actions sit side by side (UIKit's layout for two).
    private var sideBySide: Bool { alert.style == .alert && alert.actions.count == 2 }

    /// The actions in the main card, in the order shown: with two side by
    /// side the cancel action leads; stacked, it comes last; an action
    /// sheet's cancel action is in its own card.
    private var mainCardOrder: [Int] {
        let indices = Array(alert.actions.indices)
        let cancel = alert.cancelActionIndex
        let others = indices.filter { $0 != cancel }
        guard let cancel else { return indices }
        if alert.style == .actionSheet { return others }
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    /// The height of the title, message and fields above the actions, for `width`.
    private func headerHeight(forWidth width: CGFloat) -> CGFloat {
        var height: CGFloat = 0
        let textWidth = Swift.max(0, width - 2 * Self.textInset)
        let texts = [titleLabel, messageLabel].filter { !$0.isHidden }
        for (index, label) in texts.enumerated() {
            height += (index == 0 ? Self.textInset + 4 : 4) + measuredHeight(of: label, width: textWidth)
        }
        for _ in fields { height += (height == 0 ? Self.textInset : 12) + fieldHeight }
        return height == 0 ? 0 : height + Self.textInset + 4
    }

    /// The alert's whole height for `width`: both cards for an action sheet.
    func height(forWidth width: CGFloat) -> CGFloat {
        let header = headerHeight(forWidth: width)
        let rows = sideBySide ? 1 : mainCardOrder.count
        var height = header + CGFloat(rows) * buttonHeight
        if !cancelCard.isHidden { height += Self.cardGap + buttonHeight }
        return height.rounded(.up)
    }

    /// Places the cards, the texts, the fields, the buttons and the lines between them.
    func layoutContent() {
        let width = bounds.width
        let header = headerHeight(forWidth: width)
        let rows = sideBySide ? 1 : mainCardOrder.count
        card.frame = CGRect(x: 0, y: 0, width: width, height: header + CGFloat(rows) * buttonHeight)
        let textWidth = Swift.max(0, width - 2 * Self.textInset)
        var y: CGFloat = 0
        for (index, label) in [titleLabel, messageLabel].filter({ !$0.isHidden }).enumerated() {
            y += index == 0 ? Self.textInset + 4 : 4
            let height = measuredHeight(of: label, width: textWidth)
            label.frame = CGRect(x: Self.textInset, y: y, width: textWidth, height: height)
            y += height
        }
        for field in fields {
            y += y == 0 ? Self.textInset : 12
            field.frame = CGRect(x: Self.textInset, y: y, width: textWidth, height: fieldHeight)
            y += fieldHeight
        }
        var lines: [CGRect] = []
        let order = mainCardOrder
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        for (position, index) in order.enumerated() {
            let frame: CGRect
            if sideBySide {
                let half = (width / 2).rounded()
                // The first (the cancel action) leads: on the right, right to left.
                let leading = (position == 0) != rightToLeft
                frame = CGRect(x: leading ? 0 : half, y: header, width: leading ? half : width - half, height: buttonHeight)
                if position == 1 { lines.append(CGRect(x: half - 0.5, y: header, width: 1, height: buttonHeight)) }
            } else {
                frame = CGRect(x: 0, y: header + CGFloat(position) * buttonHeight, width: width, height: buttonHeight)
            }
            buttons[index].frame = frame
            if position == 0 || !sideBySide, header > 0 || position > 0 {
                lines.append(CGRect(x: 0, y: frame.minY, width: width, height: 1))
            }
        }
        if let cancel = alert.cancelActionIndex, !cancelCard.isHidden {
            cancelCard.frame = CGRect(x: 0, y: card.frame.maxY + Self.cardGap, width: width, height: buttonHeight)
            buttons[cancel].frame = cancelCard.bounds
        }
        placeSeparators(lines)
    }

    /// One hairline view per line, reusing those there are.
    private func placeSeparators(_ lines: [CGRect]) {
        while separators.count > lines.count { separators.removeLast().removeFromSuperview() }
        while separators.count < lines.count {
            let line = View()
            line.isUserInteractionEnabled = false
            line.backgroundColor = SemanticColor.separator.resolved(for: traitCollection)
            separators.append(line)
            try? card.addSubview(line)
        }
        for (line, frame) in zip(separators, lines) { line.frame = frame }
    }

    /// The height `label` needs at `width`, as the window measures text.
    private func measuredHeight(of label: Label, width: CGFloat) -> CGFloat {
        guard let measurer = window?.textMeasurer else { return (label.font.size * 1.3).rounded(.up) }
        let request = TextLayoutRequest(text: label.text, font: label.font, alignment: label.textAlignment,
                                        lineBreakMode: .wordWrap, maximumNumberOfLines: 0, maxWidth: width)
        return measurer.measure(request).size.height.rounded(.up)
    }
}
