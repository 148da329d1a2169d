import Foundation

/// The area a ``TabBarView``'s tab shows its navigation stack in: to
/// assistive technology a `tabpanel` labelled by its tab.
@MainActor
final class TabPanelView: View {
    /// The tab's stack of screens.
    let navigation: NavigationView
    /// The tab that shows this panel.
    weak var tab: View?

    required init(frame: CGRect = .zero) {
        navigation = NavigationView(frame: frame)
        super.init(frame: frame)
        setUp()
    }

    init(navigation: NavigationView) {
        self.navigation = navigation
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        accessibilityContainerType = .tabPanel
        try? addSubview(navigation)
    }

    override var accessibilityRelations: [AccessibilityRelation] {
        tab.map { [AccessibilityRelation(.labelledBy, $0)] } ?? []
    }

    override func layoutSubviews() {
        navigation.frame = bounds
    }
}
