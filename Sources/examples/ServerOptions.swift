import ArgumentParser
import BrowserBackend
import BrowserServer

/// How many visitors the server takes and how long it keeps a session
/// whose page went away; the defaults are the browser backend's.
struct ServerOptions: ParsableArguments {
    @Option(help: "Live sessions at most; past it, new visitors get a \"server busy\" page (default: \(BrowserServer.Limits().maximumSessions)).")
    var maximumSessions: Int?

    @Option(help: "Live sessions from one client address at most (default: \(BrowserServer.Limits().maximumSessionsPerAddress)), and from its network at least as many; a load test from one machine raises it.")
    var maximumSessionsPerAddress: Int?

    @Option(help: "Seconds a session waits for its page to reconnect before it ends (default: 30).")
    var reconnectGrace: Int?

    @Option(help: ArgumentHelp("Another origin allowed to open WebSockets (repeatable): a development proxy's, or ws://127.0.0.1 for native clients.",
                               valueName: "origin"))
    var allowedOrigin: [String] = []

    @Option(help: ArgumentHelp("Seconds a session stays idle before it gives its view tree up, to be rebuilt from its URL when its page speaks again (default: 60; 0 never).",
                               valueName: "seconds"))
    var hibernateAfter: Double = 60

    func validate() throws {
        for (name, value) in [("--maximum-sessions", maximumSessions), ("--maximum-sessions-per-address", maximumSessionsPerAddress),
                              ("--reconnect-grace", reconnectGrace)] {
            if let value, value < 1 { throw ValidationError("\(name) \(value): give a number of at least 1") }
        }
        guard hibernateAfter.isFinite, (0...86_400).contains(hibernateAfter) else {
            throw ValidationError("--hibernate-after \(hibernateAfter): give seconds from 0 (never) to 86400")
        }
    }

    /// `configuration` with these options applied.
    func applied(to configuration: BrowserServer.Configuration) -> BrowserServer.Configuration {
        var configuration = configuration
        if let maximumSessions {
            configuration.limits.maximumSessions = maximumSessions
            configuration.limits.maximumConnections = Swift.max(configuration.limits.maximumConnections, maximumSessions + 1_024)
        }
        if let maximumSessionsPerAddress {
            configuration.limits.maximumSessionsPerAddress = maximumSessionsPerAddress
            configuration.limits.maximumConnectionsPerAddress = Swift.max(configuration.limits.maximumConnectionsPerAddress,
                                                                          maximumSessionsPerAddress + 256)
        }
        if let reconnectGrace { configuration.reconnectGracePeriod = .seconds(reconnectGrace) }
        configuration.additionalOrigins += allowedOrigin
        configuration.hibernation = hibernateAfter > 0 ? BrowserServer.Hibernation(idleInterval: .seconds(hibernateAfter)) : nil
        return configuration
    }
}
