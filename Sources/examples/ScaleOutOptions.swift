import ArgumentParser
import BrowserBackend

/// `examples serve`'s options for running as one instance of several.
struct ScaleOutOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "This instance's name behind a load balancer (letters, digits, _): session identifiers start with it.",
        valueName: "name"))
    var instance: String?

    @Option(help: ArgumentHelp("An origin pages may also come from (the balancer's, e.g. http://127.0.0.1:8080); repeatable.",
                               valueName: "url"))
    var origin: [String] = []

    @Option(help: ArgumentHelp("The address of a proxy whose X-Forwarded-For names the client; repeatable.", valueName: "address"))
    var trustedProxy: [String] = []

    @Option(help: "After SIGTERM, how long sessions go on before their visitors are moved to another instance, in seconds.")
    var drainGrace = 10

    @Option(help: "After SIGTERM, how long the drain may take before the server stops anyway, in seconds.")
    var drainDeadline = 30

    /// The rest (the name's letters, the addresses) the server checks as it starts.
    func validate() throws {
        guard drainGrace >= 0 else { throw ValidationError("--drain-grace \(drainGrace) is negative: give 0 or more seconds") }
        guard drainDeadline >= drainGrace else {
            throw ValidationError("--drain-deadline \(drainDeadline) is shorter than --drain-grace \(drainGrace)")
        }
    }

    func apply(to configuration: inout BrowserServer.Configuration) {
        configuration.instanceID = instance
        configuration.additionalOrigins += origin
        configuration.trustedProxies = Set(trustedProxy)
    }
}
