import Foundation
import ViewTree

/// A screen with one message: what the app shows when a screen's data is unusable.
@MainActor
final class MessageScreen: NavigationScreen {
    let navigationItem: NavigationItem
    var view: View { container }
    private let container = FillingView()

    init(title: String, path: String, message: String) {
        navigationItem = NavigationItem(title: title, path: path)
        let label = Label()
        label.text = AttributedText(message)
        label.numberOfLines = 0
        label.semanticTextColor = .destructive
        label.accessibilityIdentifier = "message"
        let box = View()
        box.semanticBackgroundColor = .systemBackground
        container.fill(with: box)
        try? box.addSubview(label)
        container.onWidthChange = { width in label.frame = CGRect(x: 16, y: 16, width: Swift.max(0, width - 32), height: 200) }
    }
}
