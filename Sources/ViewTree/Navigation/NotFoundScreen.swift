/// What a ``NavigationView`` shows at a location its router does not know:
/// the location, and a button back to the start.
@MainActor
public final class NotFoundScreen: NavigationScreen {
    /// The location nothing is at.
    public let location: Location
    public let view = View()
    private let message = Label()
    private let homeButton = Button()

    /// A screen saying nothing is at `location`.
    public init(location: Location) {
        self.location = location
        view.backgroundColor = .white
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
        try? view.addSubview(message)
        try? view.addSubview(homeButton)
    }

    public var navigationItem: NavigationItem {
        NavigationItem(title: "Not found", path: location.description)
    }
}
