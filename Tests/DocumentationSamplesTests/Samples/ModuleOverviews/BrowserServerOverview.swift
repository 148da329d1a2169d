import BrowserServer

/// The BrowserServer overview's block; serves until cancelled, so the tests only compile it.
@MainActor
func serveCounterCardWithLimits() async throws {
    // sample: browser-server-overview
    var configuration = BrowserServer.Configuration(port: 8080)
    configuration.limits.maximumSessionsPerAddress = 200   // many people behind one proxy
    configuration.hibernation = BrowserServer.Hibernation(idleInterval: .seconds(60), settleTimeout: .seconds(2))
    let server = BrowserServer(configuration: configuration) { session in
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in CounterCard() }, context: ())
        host.update(model: 0)
        return host
    }
    try await server.run()
    // end-sample
}
