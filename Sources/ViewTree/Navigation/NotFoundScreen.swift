import Foundation

/// What a ``NavigationView`` shows at a location its router does not know:
/// the location, and a button back to the start.
@MainActor
public final class NotFoundScreen: NavigationScreen {
    /// The location nothing is at.
    public let location: Location
    public var view: View { content }
    private let content = NotFoundView()
    private let message = Label()
    private let homeButton = Button()

    /// A screen saying nothing is at `location`.
    public init(location: Location) {
        self.location = location
        content.semanticBackgroundColor = .systemBackground
        message.text = AttributedText("There is no screen at \(location.description).")
        message.font = .system(size: 17)
        message.numberOfLines = 0
        message.textAlignment = .center
        message.accessibilityIdentifier = "notFound.message"
        homeButton.setTitle("Go to the start", for: .normal)
        homeButton.titleFont = .system(size: 17, weight: .semibold)
        homeButton.accessibilityIdentifier = "notFound.home"
        homeButton.addTouchUpInsideHandler { [unowned self] _ in
            (self.view.superview as? NavigationView)?.popToRoot()
        }
        // Fresh views: adding cannot fail.
        try? content.addSubview(message)
        try? content.addSubview(homeButton)
    }

    public var navigationItem: NavigationItem {
        NavigationItem(title: "Not found", path: location.description)
    }
}

/// The message near the top, the button under it, both centred.
@MainActor
private final class NotFoundView: View {
    override func layoutSubviews() {
        let width = Swift.max(0, bounds.width - 32)
        if subviews.count == 2 {
            subviews[0].frame = CGRect(x: 16, y: 32, width: width, height: 48)
            subviews[1].frame = CGRect(x: (bounds.width - 200) / 2, y: 96, width: 200, height: 44)
        }
    }
}
