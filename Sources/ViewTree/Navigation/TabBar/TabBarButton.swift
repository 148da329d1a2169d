import Foundation

/// One tab of a ``TabBarView``'s bar: its image over its title, tinted
/// when selected, and its badge. To assistive technology a `tab`,
/// selected or not, named by its title and read with its badge, that
/// controls its panel.
///
/// Only the selected tab takes focus, so the bar is one Tab stop; the
/// arrow keys move to the next or previous tab and select it (Left and
/// Right swap right to left), Home and End to the first and last.
@MainActor
final class TabBarButton: Control {
    private let imageView = ImageView()
    private let titleLabel = Label()
    private let badge = View()
    private let badgeLabel = Label()
    weak var tabBar: TabBarView?
    /// The panel the tab shows.
    weak var panel: View?
    private(set) var item = TabBarItem(title: "", path: "/")

    /// Whether this is the selected tab.
    var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            accessibilityTraits = isSelected ? .selected : []
            setNeedsFocusOrderUpdate()
            updateParts()
        }
    }

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        imageView.contentMode = .aspectFit
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        badge.semanticBackgroundColor = .destructive
        badgeLabel.textAlignment = .center
        badgeLabel.numberOfLines = 1
        for part in [imageView, titleLabel, badge] as [View] { try? content.addSubview(part) }
        try? badge.addSubview(badgeLabel)
    }

    /// Shows `item`.
    func show(_ item: TabBarItem) {
        self.item = item
        accessibilityLabel = item.title
        accessibilityValue = item.badgeValue
        accessibilityIdentifier = item.buttonIdentifier
        updateParts()
    }

    override func updateParts() {
        let traits = traitCollection
        let fontSize = TabBarView.titleFontSize(for: traits.contentSizeCategory)
        let tint = (isSelected ? SemanticColor.tint : .secondaryLabel).resolved(for: traits)
        titleLabel.text = AttributedText(item.title)
        titleLabel.font = .system(size: fontSize, weight: .medium)
        titleLabel.textColor = tint
        imageView.image = item.image
        // A template, as UIKit draws tab images: the shape in the tab's colour.
        imageView.tintColor = tint
        imageView.isHidden = item.image == nil
        let imageSide: CGFloat = item.image == nil ? 0 : 26
        let titleHeight = (fontSize * 1.3).rounded(.up)
        let top = ((bounds.height - imageSide - titleHeight) / 2).rounded()
        imageView.frame = CGRect(x: (bounds.width - imageSide) / 2, y: top, width: imageSide, height: imageSide)
        titleLabel.frame = CGRect(x: 2, y: top + imageSide, width: Swift.max(0, bounds.width - 4), height: titleHeight)
        badge.isHidden = item.badgeValue == nil
        guard let value = item.badgeValue else { return }
        let badgeFont = Font.system(size: Swift.max(11, fontSize * 0.9), weight: .semibold)
        badgeLabel.text = AttributedText(value)
        badgeLabel.font = badgeFont
        // The background's colour reads on the badge's red in light and dark alike.
        badgeLabel.textColor = SemanticColor.systemBackground.resolved(for: traits)
        let height = (badgeFont.size * 1.5).rounded()
        let width = Swift.max(height, CGFloat(value.count) * badgeFont.size * 0.62 + 10).rounded()
        // By the image's trailing top corner; without an image, after the title's end.
        let titleWidth = window?.textMeasurer.map {
            $0.measure(TextLayoutRequest(text: titleLabel.text, font: titleLabel.font, maximumNumberOfLines: 1)).size.width
        } ?? CGFloat(item.title.count) * fontSize * 0.6
        let anchor = item.image == nil ? bounds.width / 2 + titleWidth / 2 + 2 : imageView.frame.maxX - 6
        let x = isRightToLeft ? bounds.width - anchor - width : anchor
        badge.frame = CGRect(x: x, y: Swift.max(0, item.image == nil ? titleLabel.frame.midY - height / 2 : top - 4), width: width, height: height)
        badge.cornerRadius = height / 2
        badgeLabel.frame = badge.bounds
    }

    override var controlAccessibility: ControlAccessibility? { ControlAccessibility(role: .tab) }

    override var accessibilityRelations: [AccessibilityRelation] {
        panel.map { [AccessibilityRelation(.controls, $0)] } ?? []
    }

    /// The bar is one Tab stop: its selected tab.
    override var canBecomeFirstResponder: Bool { isEnabled && isSelected }

    override func tapped(at point: CGPoint) {
        tabBar?.select(self, byPerson: true)
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, event.phase == .down, event.modifiers.isEmpty, let tabBar else { return super.keyDown(event) }
        let forward = isRightToLeft ? -1 : 1
        let count = tabBar.tabCount
        guard let index = tabBar.index(of: self), count > 0 else { return super.keyDown(event) }
        let target: Int
        switch event.key {
        case .arrowRight: target = (index + forward + count) % count
        case .arrowLeft: target = (index - forward + count) % count
        case .home: target = 0
        case .end: target = count - 1
        case .enter, .space: target = index
        default: return super.keyDown(event)
        }
        tabBar.selectTab(at: target, byPerson: true)
        tabBar.button(at: target)?.becomeFirstResponder()
        return true
    }
}
