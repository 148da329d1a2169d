import Foundation

/// The strip of section titles along a ``TableView``'s right edge; tapping
/// a title scrolls to its section, as `UITableView`'s section index.
///
/// To the keyboard and screen readers it is one adjustable element named
/// "Section index" whose value is the current title: the Down and Right
/// arrows go to the next section, Up and Left to the previous one, Home and
/// End to the first and last. Tab reaches it after the table's rows.
@MainActor
public final class TableSectionIndexView: View {
    /// The titles shown, top to bottom.
    public private(set) var titles: [String] = []
    /// One label per title.
    public private(set) var titleLabels: [Label] = []
    /// Called with the index of a tapped title.
    var onSelect: (@MainActor (Int) -> Void)?
    /// The title last chosen (by tap or key), which the element's value reads.
    public private(set) var selectedIndex = 0

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "table.index"
        accessibilityLabel = "Section index"
        accessibilityTraits = .adjustable
        addGestureRecognizer(TapGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .ended, let index = self.titleIndex(at: recognizer.location(in: self)) else { return }
            self.select(index)
        })
    }

    /// Goes to title `index` (clamped to the titles): scrolls there and
    /// makes it the element's value.
    public func select(_ index: Int) {
        guard !titles.isEmpty else { return }
        selectedIndex = Swift.min(Swift.max(0, index), titles.count - 1)
        accessibilityValue = titles[selectedIndex]
        onSelect?(selectedIndex)
    }

    /// Tab reaches the index after the table's rows, not between the rows it sits beside.
    override var comesAfterContentInFocusOrder: Bool { true }

    /// The next title.
    override public func accessibilityIncrement() { select(selectedIndex + 1) }

    /// The previous title.
    override public func accessibilityDecrement() { select(selectedIndex - 1) }

    /// Down and Right go to the next title (down the strip), Up and Left to
    /// the previous, Home and End to the ends; Enter and Space go to the
    /// current title again.
    override public func keyDown(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, event.phase == .down, event.modifiers.isEmpty else { return super.keyDown(event) }
        switch event.key {
        case .arrowDown, .arrowRight: accessibilityIncrement()
        case .arrowUp, .arrowLeft: accessibilityDecrement()
        case .home: select(0)
        case .end: select(titles.count - 1)
        case .enter, .space: select(selectedIndex)
        default: return super.keyDown(event)
        }
        return true
    }

    /// Replaces the titles.
    func setTitles(_ newTitles: [String]) {
        guard newTitles != titles else { return }
        titles = newTitles
        while titleLabels.count > titles.count { titleLabels.removeLast().removeFromSuperview() }
        while titleLabels.count < titles.count {
            let label = Label()
            label.font = .system(size: 11, weight: .semibold)
            label.semanticTextColor = .tint
            label.textAlignment = .center
            // A fresh label has no superview and is not an ancestor: cannot fail.
            try? addSubview(label)
            titleLabels.append(label)
        }
        for (label, title) in zip(titleLabels, titles) { label.text = AttributedText(title) }
        selectedIndex = Swift.min(selectedIndex, Swift.max(0, titles.count - 1))
        accessibilityValue = titles.isEmpty ? nil : titles[selectedIndex]
        isHidden = titles.isEmpty
        layoutSubviews()
    }

    /// The height each title gets.
    var rowHeight: CGFloat { titles.isEmpty ? 0 : Swift.min(16, bounds.height / CGFloat(titles.count)) }

    override public func layoutSubviews() {
        let height = rowHeight
        let top = (bounds.height - height * CGFloat(titles.count)) / 2
        for (index, label) in titleLabels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * height, width: bounds.width, height: height)
        }
    }

    /// The title at `point` (in this view's coordinates), if any.
    public func titleIndex(at point: CGPoint) -> Int? {
        let height = rowHeight
        guard height > 0 else { return nil }
        let top = (bounds.height - height * CGFloat(titles.count)) / 2
        let index = Int(((point.y - top) / height).rounded(.down))
        return titles.indices.contains(index) ? index : nil
    }
}
