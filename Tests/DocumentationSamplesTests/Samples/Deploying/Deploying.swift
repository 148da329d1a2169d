import BrowserBackend
import BrowserServer
import Foundation

// The deployment samples of the README and the BrowserBackend article "How
// the browser backend works". They serve until stopped, so the tests only
// compile them; `DrainTests`, `TrustedProxyTests` (BrowserBackendTests) and
// `ScaleOutTests` (ExamplesAppTests, two instances behind nginx) show the
// behaviour.

/// One instance of several behind nginx on the same machine.
@MainActor
func serveBehindNginx(content: @escaping @MainActor @Sendable (BrowserSession) -> View) async throws {
    // sample: readme-deploy-instance
    var configuration = BrowserServer.Configuration(port: 8081)
    configuration.instanceID = "i1"                       // session identifiers start with "i1-": nginx routes by it
    configuration.trustedProxies = ["127.0.0.1"]          // nginx's X-Forwarded-For names the client…
    configuration.proxySecret = try BrowserServer.Configuration.proxySecret(readingFile: "/etc/componentkit/proxy-secret")  // …when nginx sends this
    configuration.additionalOrigins = ["https://app.example.com"]   // pages come from the balancer's address
    configuration.allowedHosts = ["app.example.com"]
    let server = BrowserServer(configuration: configuration, content: content)
    // end-sample
    try await server.run()
}

/// The article's version of the same configuration.
@MainActor
func serveBehindNginxArticle(content: @escaping @MainActor @Sendable (BrowserSession) -> View) async throws {
    // sample: deploy-instance-configuration
    var configuration = BrowserServer.Configuration(port: 8081)
    configuration.instanceID = "i1"
    configuration.trustedProxies = ["127.0.0.1"]
    configuration.proxySecret = try BrowserServer.Configuration.proxySecret(readingFile: "/etc/componentkit/proxy-secret")
    configuration.additionalOrigins = ["https://app.example.com"]
    configuration.allowedHosts = ["app.example.com"]
    let server = BrowserServer(configuration: configuration, content: content)
    // end-sample
    try await server.run()
}

/// SIGTERM drains the server (as an orchestrator asks), then the process ends.
@MainActor
func drainOnSIGTERM(_ server: BrowserServer) async throws {
    // sample: deploy-drain-on-sigterm
    signal(SIGTERM, SIG_IGN)
    let termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
    termination.setEventHandler {
        Task {
            let outcome = try await server.drain(movingSessionsAfter: .seconds(20), deadline: .seconds(30))
            print("drained: \(outcome)")
        }
    }
    termination.resume()
    try await server.run()   // returns once the drain has finished
    // end-sample
}

/// Idle sessions give their trees up after a minute (the README's version).
@MainActor
func serveWithHibernation(content: @escaping @MainActor @Sendable (BrowserSession) -> View) async throws {
    // sample: readme-hibernation
    var configuration = BrowserServer.Configuration()
    configuration.hibernation = BrowserServer.Hibernation(idleInterval: .seconds(60), settleTimeout: .seconds(2))
    // end-sample
    try await BrowserServer(configuration: configuration, content: content).run()
}

/// The article's version.
@MainActor
func serveWithHibernationArticle(content: @escaping @MainActor @Sendable (BrowserSession) -> View) async throws {
    // sample: hibernation-configuration
    var configuration = BrowserServer.Configuration()
    configuration.hibernation = BrowserServer.Hibernation(idleInterval: .seconds(60))
    // `examples serve --hibernate-after 60` does the same.
    // end-sample
    try await BrowserServer(configuration: configuration, content: content).run()
}
