import ContainerCollection
import ContainerCollectionExamples
import ContainerCollectionHTTP
import Foundation
import ViewTree

/// "Screens that act": a screen document fetched from the examples server
/// (``ActingDocuments``) and kept acting by a ``RemoteScreen``. Documents
/// it navigates to open as screens above it, at `/screens/acting/<name>`,
/// so Back and the browser's history return to it; app routes open
/// through the tab's router.
@MainActor
final class ActingScreen: NavigationScreen, ScreenNavigator {
    /// The document names in the path, this screen's last.
    let names: [String]
    let remote: RemoteScreen
    private let environment: ExamplesEnvironment
    private weak var navigation: NavigationView?
    private let filling = FillingView()
    private var title = "Loading…"
    /// Events the screen logged, newest last (the examples app has no analytics backend).
    private(set) var loggedEvents: [String] = []

    var view: View { filling }
    var navigationItem: NavigationItem { NavigationItem(title: title, path: "/screens/" + names.joined(separator: "/")) }

    /// The screen for the document named last in `names` (`acting`, `place-lisbon`).
    init(names: [String], navigation: NavigationView, environment: ExamplesEnvironment) {
        self.names = names
        self.navigation = navigation
        self.environment = environment
        let base = environment.baseURL
        let host = base.host ?? "127.0.0.1"
        let policy = ScreenActionPolicy(allowedHosts: [host, "componentkit.org"], allowsInsecureHTTP: true,
                                        submitEndpoints: [base.appendingPathComponent("api/screens/forms/join.json")])
        let factories = ExampleFactories(layoutContext: environment.layoutContext, downloader: environment.downloader)
        let mapper = factories.mapper()
        FormFieldFactory.register(in: mapper, layoutContext: environment.layoutContext)
        let name = names.last ?? "acting"
        remote = RemoteScreen(url: base.appendingPathComponent("api/screens/\(name).json"),
                              loader: ScreenLoader(transport: HTTPClientScreenTransport(), policy: policy),
                              decoder: ScreenDecoder(mapper: mapper, fallback: factories.fallback, actionPolicy: policy),
                              fallback: factories.fallback, pointScale: environment.layoutContext.pointScale)
        remote.navigator = self
        remote.onScreenChange = { [weak self] screen in
            guard let self else { return }
            self.title = screen.title ?? "Screen"
            self.navigation?.updateBar()
        }
        filling.fill(with: remote.container.view)
        filling.onWidthChange = { [weak self] _ in self?.remote.container.layoutIfNeeded() }
        remote.container.setAppearing(true)
        Task { [remote] in await remote.load() }
    }

    /// Most documents stacked in one path.
    static let maximumDepth = 8

    /// Whether `name` can name a document: lowercase letters, digits and `-`.
    static func isDocumentName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    // MARK: - ScreenNavigator

    func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from screen: RemoteScreen) {
        guard let navigation else { return }
        switch destination {
        case let .route(path):
            navigation.show(Location(path))
        case let .document(url):
            // Only documents of this server, by name: the path names what the screen shows.
            let file = url.lastPathComponent
            guard url.host == environment.baseURL.host, url.deletingLastPathComponent().path == "/api/screens", file.hasSuffix(".json"),
                  Self.isDocumentName(String(file.dropLast(5))) else { return }
            let child = String(file.dropLast(5))
            switch presentation {
            case .push:
                guard names.count < Self.maximumDepth else { return }
                navigation.show(Location("/screens/" + (names + [child]).joined(separator: "/")))
            case .replace: navigation.show(Location("/screens/" + (names.dropLast() + [child]).joined(separator: "/")))
            case .sheet:
                let sheet = ActingScreen(names: names + [child], navigation: navigation, environment: environment)
                _ = try? navigation.window?.present(sheet, style: .sheet)
            }
        }
    }

    func open(_ url: URL, from screen: RemoteScreen) {
        _ = filling.window?.open(url)
    }

    func log(event: String, parameters: [String: String], from screen: RemoteScreen) {
        loggedEvents.append(event)
    }

    func refused(_ action: ScreenAction, because reason: String, element: String?, in screen: RemoteScreen) {
        loggedEvents.append("refused: \(reason)")
    }
}
