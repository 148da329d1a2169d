import BrowserBackend
import BrowserServer

extension Readme {
    /// The README's browser block; serves until cancelled, so the tests only compile it.
    @MainActor
    static func serve(provider: ComponentProvider<String, Void>, model: String) async throws {
        // sample: readme-browser-server
        let server = BrowserServer(configuration: .init(port: 8080)) { session in
            let host = HostingView(provider: provider, context: ())
            host.update(model: model)
            return host
        }
        try await server.run()
        // end-sample
    }
}
