import ContainerCollection
import Foundation
import ViewTree

/// The "Screens that act" article's samples.
enum ScreensThatAct {
    /// A decoder whose screens may open pages and documents on the app's hosts.
    static func decoder(mapper: any ComponentMapper, fallback: FallbackFactory) -> ScreenDecoder {
        // sample: screen-action-policy
        let policy = ScreenActionPolicy(
            allowedHosts: ["example.com", "*.example.com"],
            submitEndpoints: [URL(string: "https://api.example.com/forms/contact")!])
        let decoder = ScreenDecoder(mapper: mapper, fallback: fallback, actionPolicy: policy)
        // end-sample
        return decoder
    }

    // sample: screen-action-handler
    @MainActor
    final class ScreenActions: ScreenActionHandler {
        let navigation: NavigationView
        private(set) var events: [String] = []

        init(navigation: NavigationView) {
            self.navigation = navigation
        }

        func navigate(to destination: ScreenDestination, presentation: ScreenPresentation,
                      from container: ContainerCollectionController) {
            switch destination {
            case let .route(path): navigation.show(Location(path))   // the app's router
            case let .document(url): events.append("fetch \(url)")   // fetch, decode, push a container
            }
        }

        func open(_ url: URL, from container: ContainerCollectionController) {
            container.view.window?.open(url)   // a new tab in the browser
        }

        func submit(_ values: [String: JSONValue], to endpoint: URL, from container: ContainerCollectionController) {
            events.append("submit \(values.count) fields to \(endpoint)")
        }

        func refresh(_ container: ContainerCollectionController) { events.append("refresh") }

        func loadMore(section: String?, in container: ContainerCollectionController) { events.append("load more") }

        func log(event: String, parameters: [String: String], from container: ContainerCollectionController) {
            events.append("\(event) \(parameters)")
        }

        func refused(_ action: ScreenAction, because reason: String, element: String?,
                     in container: ContainerCollectionController) {
            events.append("refused \(element ?? "?"): \(reason)")
        }
    }
    // end-sample

    /// A screen with a card that logs and opens a route when tapped.
    static let json = """
        {
          "version": 1,
          "variables": { "expanded": { "type": "boolean", "default": false } },
          "sections": [{ "id": "main", "elements": [{
            "id": "lisbon", "component": "text", "data": { "title": "Lisbon", "body": "Seven hills" },
            "actions": {
              "tap": [
                { "type": "log", "event": "card_tap", "parameters": { "id": "lisbon" } },
                { "type": "navigate", "route": "/places/lisbon" }
              ],
              "long-press": { "type": "toggle", "variable": "expanded" }
            }
          }] }]
        }
        """

    /// A mapper that knows the form fields besides the app's components.
    static func formMapper(context: LayoutContext) -> GenericComponentMapper {
        let mapper = GenericComponentMapper()
        // sample: form-fields-register
        FormFieldFactory.register(in: mapper, layoutContext: context)
        // end-sample
        return mapper
    }

    /// A screen with a form whose email is checked before it is sent.
    static let formJSON = """
        {
          "version": 1,
          "variables": { "email": { "type": "string", "default": "" } },
          "sections": [{ "id": "join", "elements": [
            { "id": "email", "component": "text-field",
              "data": { "variable": "email", "label": "Email",
                        "validation": { "required": true, "pattern": "[^@ ]+@[^@ ]+", "message": "Enter an email address" } } },
            { "id": "send", "component": "text", "data": { "body": "Send" },
              "actions": { "tap": { "type": "submit", "endpoint": "https://api.example.com/forms/contact", "fields": ["email"] } } }
          ] }]
        }
        """

    /// A screen the app fetches from its server and keeps acting.
    @MainActor
    static func remote(mapper: any ComponentMapper, fallback: FallbackFactory, transport: any ScreenTransport,
                       navigator: any ScreenNavigator) -> RemoteScreen {
        // sample: remote-screen
        let policy = ScreenActionPolicy(allowedHosts: ["screens.example.com"],
                                        submitEndpoints: [URL(string: "https://screens.example.com/forms/join")!])
        let remote = RemoteScreen(
            url: URL(string: "https://screens.example.com/home")!,
            loader: ScreenLoader(transport: transport, policy: policy),   // HTTPClientScreenTransport() in an app
            decoder: ScreenDecoder(mapper: mapper, fallback: fallback, actionPolicy: policy),
            fallback: fallback)
        remote.navigator = navigator   // navigate, open-url, log and refusals
        Task { await remote.load() }   // a loading row, then the screen (or its error with Retry)
        // end-sample
        return remote
    }
}

