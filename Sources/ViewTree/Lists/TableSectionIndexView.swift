import Foundation

/// The strip of section titles along a ``TableView``'s right edge; tapping
/// a title scrolls to its section, as `UITableView`'s section index.
@MainActor
public final class TableSectionIndexView: View {
    /// The titles shown, top to bottom.
    public private(set) var titles: [String] = []
    /// One label per title.
    public private(set) var titleLabels: [Label] = []
    /// Called with the index of a tapped title.
    var onSelect: (@MainActor (Int) -> Void)?

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "table.index"
        addGestureRecognizer(TapGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .ended else { return }
            if let index = self.titleIndex(at: recognizer.location(in: self)) { self.onSelect?(index) }
        })
    }

    /// Replaces the titles.
    func setTitles(_ newTitles: [String]) {
        guard newTitles != titles else { return }
        titles = newTitles
        while titleLabels.count > titles.count { titleLabels.removeLast().removeFromSuperview() }
        while titleLabels.count < titles.count {
            let label = Label()
            label.font = .system(size: 11, weight: .semibold)
            label.textColor = Color(red: 0, green: 0.48, blue: 1)
            label.textAlignment = .center
            // A fresh label has no superview and is not an ancestor: cannot fail.
            try? addSubview(label)
            titleLabels.append(label)
        }
        for (label, title) in zip(titleLabels, titles) { label.text = AttributedText(title) }
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
