import ArgumentParser
import BrowserBackend
import BrowserServer

/// `examples serve`'s options for running as one instance of several.
struct ScaleOutOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "This instance's name behind a load balancer (letters, digits, _): session identifiers start with it.",
        valueName: "name"))
    var instance: String?

    @Option(help: ArgumentHelp("An origin pages may also come from (the balancer's, e.g. http://127.0.0.1:8080); repeatable.",
                               valueName: "url"))
    var origin: [String] = []

    @Option(help: ArgumentHelp("The address of a proxy whose X-Forwarded-For names the client; repeatable (needs --proxy-secret-file).",
                               valueName: "address"))
    var trustedProxy: [String] = []

    @Option(help: ArgumentHelp(
        "A file whose first line is the secret the trusted proxies send in X-ComponentKit-Proxy-Secret.",
        discussion: "A file, not the secret itself: command lines are visible to every user of the machine.",
        valueName: "file"))
    var proxySecretFile: String?

    @Option(help: "After SIGTERM, how long sessions go on before their visitors are moved to another instance, in seconds.")
    var drainGrace = 10

    @Option(help: "After SIGTERM, how long the drain may take before the server stops anyway, in seconds.")
    var drainDeadline = 30

    /// The rest (the name's letters, the addresses) the server checks as it starts.
    func validate() throws {
        if !trustedProxy.isEmpty, proxySecretFile == nil {
            throw ValidationError("--trusted-proxy needs --proxy-secret-file: without the proxy's secret, any process on its machine could name any client")
        }
        guard drainGrace >= 0 else { throw ValidationError("--drain-grace \(drainGrace) is negative: give 0 or more seconds") }
        guard drainDeadline >= drainGrace else {
            throw ValidationError("--drain-deadline \(drainDeadline) is shorter than --drain-grace \(drainGrace)")
        }
    }

    /// Sets the instance's name, origins and proxies.
    ///
    /// - Throws: a `ValidationError` when the proxy secret file cannot be read.
    func apply(to configuration: inout BrowserServer.Configuration) throws {
        configuration.instanceID = instance
        configuration.additionalOrigins += origin
        configuration.trustedProxies = Set(trustedProxy)
        if let proxySecretFile {
            do {
                configuration.proxySecret = try BrowserServer.Configuration.proxySecret(readingFile: proxySecretFile)
            } catch {
                throw ValidationError("--proxy-secret-file: \(error)")
            }
        }
    }
}
