// sample: getting-started-server
import BrowserServer

struct App {  // sample-main
    @MainActor static func main() async throws {
        let server = BrowserServer(configuration: .init(port: 8080)) { _ in
            let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in Counter() }, context: ())
            host.update(model: 0)
            return host
        }
        try await server.run()
    }
}
// end-sample
