import Foundation
import ViewTree

/// The Animals screen's view: an "Add animal" button over the table.
@MainActor
final class AnimalsView: View {
    /// The button's strip height.
    static let headerHeight: CGFloat = 44
    let addButton = Button()
    private var content: View?
    var onWidthChange: ((CGFloat) -> Void)?
    private var lastWidth: CGFloat = -1

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        addButton.setTitle("+ Add animal", for: .normal)
        addButton.titleFont = .system(size: 16, weight: .semibold)
        addButton.accessibilityIdentifier = "animals.add"
        addButton.accessibilityLabel = "Add animal"
        try? addSubview(addButton)
    }

    func fill(with view: View) {
        content = view
        // The table is fresh: it is no ancestor of this view.
        try? insertSubview(view, at: 0)
    }

    override func layoutSubviews() {
        addButton.frame = CGRect(x: 8, y: 4, width: 150, height: Self.headerHeight - 8)
        content?.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width,
                                height: Swift.max(0, bounds.height - Self.headerHeight))
        if bounds.width != lastWidth {
            lastWidth = bounds.width
            onWidthChange?(bounds.width)
        }
    }
}
