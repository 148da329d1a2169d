import BrowserServer

/// The counter card the BrowserBackend overview serves.
struct CounterCard: CompositeComponent {
    var body: some Component {
        LabelComponent(AttributedText("0 taps"), font: .system(size: 22, weight: .bold))
    }
}

/// The BrowserBackend overview's block; serves until cancelled, so the tests only compile it.
@MainActor
func serveCounterCard() async throws {
    // sample: browser-backend-overview
    let server = BrowserServer(configuration: .init(port: 8080)) { session in
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in CounterCard() }, context: ())
        host.update(model: 0)
        return host
    }
    try await server.run()
    // end-sample
}
