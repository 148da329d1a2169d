import ComponentSnapshotTesting
import ContainerCollection
import Foundation
import RasterBackend
import Testing
import ContainerCollectionExamples

@MainActor
@Suite("Container Collection articles: server-driven screens", .serialized)
struct ServerDrivenTests {
    static let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)

    /// What each element of `section` is: its factory's identifier, or `fallback`.
    func kinds(_ section: ContainerSection) -> [String] {
        section.elements.map { $0.data is FallbackData ? "fallback" : "\(type(of: $0.factory))" }
    }

    @Test("The weather screen decodes without problems, weather cards beside the examples")
    func weatherScreenDecodes() async throws {
        let (screen, _, container, _) = try await ServerDrivenArticle.showAndRender(ServerDrivenArticle.json)
        #expect(screen.problems.isEmpty)
        #expect(screen.title == "Today")
        #expect(kinds(screen.sections[0]) == ["WeatherFactory", "WeatherFactory", "ImageTitleFactory", "RailFactory"])
        #expect(screen.sections[0].header.map { "\(type(of: $0.factory))" } == "TextBlockFactory")
        #expect(container.sections.count == 1)
    }

    @Test("The weather screen is shown in the window and drawn at 2x")
    func weatherScreenRenders() async throws {
        let (_, window, container, pixels) = try await ServerDrivenArticle.showAndRender(ServerDrivenArticle.json)
        #expect(pixels.pixelWidth == 780 && pixels.pixelHeight == 1688)
        #expect(Set(pixels.rgba).count > 10, "the screen drew nearly nothing")
        #expect(!container.listView.indexPathsForMountedItems.isEmpty)
        let texts = window.rootView.subtree.compactMap { $0 as? Label }.map(\.text.string)
        #expect(texts.contains("Lisbon") && texts.contains("Porto") && texts.contains("22°") && texts.contains("16°"))
    }

    @Test("The weather screen, settled: cards, image and rail as pixels")
    func weatherScreenSnapshot() async throws {
        let (_, window, container, _) = try await ServerDrivenArticle.showAndRender(ServerDrivenArticle.json)
        #expect(await container.waitUntilSettled())
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "weather-screen")
    }

    @Test("The forecast decomposes into a heading and a card per day")
    func forecast() throws {
        let examples = ExampleFactories(layoutContext: Self.context, downloader: PatternImageDownloader())
        let mapper = examples.mapper()
        mapper.register(factory: WeatherFactory(layoutContext: Self.context), for: "weather")
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = ContainerCollectionController(fallback: examples.fallback)
        try container.present(in: window)
        try ServerDrivenArticle.showForecast(in: container, mapper: mapper)
        #expect(container.sections.map(\.id) == ["main"])
        #expect(container.sections[0].elements.map(\.id) == ["heading", "day-0", "day-1"])
        #expect(container.problems.isEmpty)
        #expect(Forecast(city: "Lisbon", days: []).decompose(using: GenericComponentMapper()).isEmpty)
        // A day the card cannot show: a fallback in the list, a problem on the container.
        let mars = Forecast(city: "Mars", days: [WeatherData(city: "Mars", temperature: -120, condition: .sunny)])
        try container.update(elements: mars.decompose(using: mapper))
        #expect(container.problems.map(\.description) == [
            "$.sections[0].elements[1]: the data is not valid for component \"WeatherFactory\": temperature -120.0 is outside -90...60 °C",
        ])
    }

    @Test("The broken screen: every problem with its path, fallbacks in place, the good card kept")
    func brokenScreen() throws {
        let examples = ExampleFactories(layoutContext: Self.context, downloader: PatternImageDownloader(), fallbackStyle: .visible)
        let mapper = examples.mapper()
        mapper.register(factory: WeatherFactory(layoutContext: Self.context), for: "weather")
        let screen = try ScreenDecoder(mapper: mapper, fallback: examples.fallback).decode(Data(ServerDrivenArticle.brokenJSON.utf8))
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[0].component: unknown component \"map\"",
            "$.sections[0].elements[2].data: the data is not valid for component \"weather\": temperature -120.0 is outside -90...60 °C",
            "$.sections[0].elements[3].data.temperature: expected number, found string",
            "$.sections[0].elements[4].data: missing required member \"title\"",
        ])
        #expect(kinds(screen.sections[0]) == ["fallback", "WeatherFactory", "fallback", "fallback", "fallback"])
        var logged: [String] = []
        ServerDrivenArticle.report(screen) { logged.append($0) }
        #expect(logged.first == "skipped \"map\" at $.sections[0].elements[0].component")
        #expect(logged.count == 4)
    }

    @Test("Visible fallbacks take space and name the problem; empty ones take none")
    func fallbackStyles() {
        let (debug, release, standard) = ServerDrivenArticle.fallbacks(context: Self.context)
        let data = FallbackData(reason: "unknown component \"map\"", location: "$.sections[0].elements[0]")
        let available = CGSize(width: 390, height: CGFloat.infinity)
        #expect((debug.preferredSize(using: data, fitting: available)?.height ?? 0) > 20)
        #expect(release.preferredSize(using: data, fitting: available)?.height == 0)
        #if DEBUG
        #expect(standard.style == .visible)
        #else
        #expect(standard.style == .empty)
        #endif
    }

    @Test("Limits: extra elements are dropped with a problem; a document too large is refused whole")
    func limits() throws {
        let examples = ExampleFactories(layoutContext: Self.context, downloader: PatternImageDownloader())
        let many = (0..<250).map { #"{ "component": "text", "data": { "body": "Line \#($0)" } }"# }.joined(separator: ",")
        let json = #"{ "version": 1, "sections": [{ "id": "main", "elements": [\#(many)] }] }"#
        let screen = try ServerDrivenArticle.decodeUnderLimits(Data(json.utf8), mapper: examples.mapper(), fallback: examples.fallback).get()
        #expect(screen.sections[0].elements.count == 200)
        #expect(screen.problems.count == 1)
        #expect(screen.problems.first.map { if case .tooManyElements(200, 250) = $0.kind { true } else { false } } == true)
        let huge = Data(repeating: UInt8(ascii: " "), count: 2 << 20)
        let refused = ServerDrivenArticle.decodeUnderLimits(huge, mapper: examples.mapper(), fallback: examples.fallback)
        #expect(throws: ScreenDecodingError.tooLarge(byteCount: 2 << 20, limit: 1 << 20)) { try refused.get() }
    }

    @Test("The README's screen: the example screen in a window, no problems")
    func readme() throws {
        let (screen, window, container) = try ServerDrivenArticle.showExampleScreen()
        #expect(screen.problems.isEmpty)
        #expect(container.view.window === window)
        #expect(!container.listView.indexPathsForMountedItems.isEmpty)
    }
}

@MainActor
@Suite("Container Collection articles: screens that act")
struct ScreensThatActTests {
    @Test("The card logs and opens its route when tapped; a long press toggles its variable; the policy's hosts open")
    func cardActs() throws {
        let context = ServerDrivenTests.context
        let fallback = FallbackFactory(layoutContext: context)
        let mapper = ExampleFactories(layoutContext: context, downloader: PatternImageDownloader()).mapper()
        let screen = try ScreensThatAct.decoder(mapper: mapper, fallback: fallback).decode(Data(ScreensThatAct.json.utf8))
        #expect(screen.problems.isEmpty, "\(screen.problems)")
        let window = Window(size: CGSize(width: 390, height: 844))
        let navigation = NavigationView(frame: window.rootView.bounds)
        try window.rootView.addSubview(navigation)
        navigation.router = NavigationRouter { location in
            let root = NavigationRouter.Step(path: "/") { PlaceScreen(title: "Places", path: "/") }
            return location.pathComponents == ["places", "lisbon"]
                ? [root, .init(path: "/places/lisbon") { PlaceScreen(title: "Lisbon", path: "/places/lisbon") }] : [root]
        }
        navigation.push(PlaceScreen(title: "Places", path: "/"))
        let actions = ScreensThatAct.ScreenActions(navigation: navigation)
        let container = ContainerCollectionController(layout: screen.layout, fallback: fallback)
        container.actionHandler = actions
        try container.show(screen)
        let screenWindow = Window(size: CGSize(width: 390, height: 600))
        try container.present(in: screenWindow)
        container.layoutIfNeeded()
        let card = try #require(container.listView.indexPathsForMountedItems.first.flatMap { container.listView.cell(forItemAt: $0) })
        let target = try #require(card.subtree.first { $0.accessibilityRole == .button })
        #expect(target.becomeFirstResponder())
        screenWindow.send(KeyEvent(.down, key: .enter))
        #expect(actions.events == ["card_tap [\"id\": \"lisbon\"]"])
        #expect(navigation.topScreen?.navigationItem.title == "Lisbon")
        #expect(container.value(ofVariable: "expanded") == .bool(false))
        container.run(screen.sections[0].elements[0].actions.longPress!, for: screen.sections[0].elements[0])
        #expect(container.value(ofVariable: "expanded") == .bool(true))
    }
}

/// A screen with a title and a path, for the router above.
@MainActor
final class PlaceScreen: NavigationScreen {
    let view = View()
    let navigationItem: NavigationItem

    init(title: String, path: String) {
        navigationItem = NavigationItem(title: title, path: path)
    }
}

/// Answers every request with one document.
struct OneDocumentTransport: ScreenTransport {
    let json: String
    func send(_ request: ScreenHTTPRequest, maximumBytes: Int) async throws -> ScreenHTTPResponse {
        ScreenHTTPResponse(status: 200, body: Array(json.utf8))
    }
}

/// Records what a remote screen hands to the app.
@MainActor
final class SampleNavigator: ScreenNavigator {
    var events: [String] = []
    func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from screen: RemoteScreen) { events.append("navigate") }
    func open(_ url: URL, from screen: RemoteScreen) { events.append("open") }
    func log(event: String, parameters: [String: String], from screen: RemoteScreen) { events.append(event) }
    func refused(_ action: ScreenAction, because reason: String, element: String?, in screen: RemoteScreen) { events.append(reason) }
}

@MainActor
@Suite("Samples: Screens that act, forms and fetched screens")
struct ScreensThatActFormTests {
    @Test("The form sample sends nothing while the email is wrong, and sends it once it is right")
    func form() throws {
        let context = ServerDrivenTests.context
        let fallback = FallbackFactory(layoutContext: context)
        let mapper = ScreensThatAct.formMapper(context: context)
        mapper.register(factory: TextBlockFactory(layoutContext: context), for: "text")
        let screen = try ScreensThatAct.decoder(mapper: mapper, fallback: fallback).decode(Data(ScreensThatAct.formJSON.utf8))
        #expect(screen.problems.isEmpty, "\(screen.problems)")
        let actions = ScreensThatAct.ScreenActions(navigation: NavigationView())
        let container = ContainerCollectionController(layout: screen.layout, fallback: fallback)
        container.actionHandler = actions
        try container.show(screen)
        try container.present(in: Window(size: CGSize(width: 390, height: 600)))
        container.layoutIfNeeded()
        let send = try #require(screen.sections[0].elements[1].actions.tap)
        container.run(.setVariable("email", to: .string("not an address")), for: nil)
        container.run(send, for: nil)
        #expect(actions.events.isEmpty)
        container.run(.setVariable("email", to: .string("ada@example.com")), for: nil)
        container.run(send, for: nil)
        #expect(actions.events == ["submit 1 fields to https://api.example.com/forms/contact"])
    }

    @Test("The remote screen sample loads its document into its container")
    func remote() async throws {
        let context = ServerDrivenTests.context
        let fallback = FallbackFactory(layoutContext: context)
        let mapper = ExampleFactories(layoutContext: context, downloader: PatternImageDownloader()).mapper()
        let json = #"{ "version": 1, "title": "Home", "sections": [ { "id": "main", "elements": [ { "component": "text", "data": { "body": "Hello" } } ] } ] }"#
        let navigator = SampleNavigator()
        let remote = ScreensThatAct.remote(mapper: mapper, fallback: fallback, transport: OneDocumentTransport(json: json), navigator: navigator)
        // Long, for a suite that shares the machine with browser tests.
        let deadline = ContinuousClock.now + .seconds(60)
        while remote.screen == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(remote.screen?.title == "Home")
        #expect(remote.container.sections.first?.elements.count == 1)
    }
}
