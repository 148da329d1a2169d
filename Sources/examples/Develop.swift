import ArgumentParser
import BrowserServer
import Foundation

/// `examples dev`: the examples app in development mode.
struct Develop: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Serve the examples app and reload it when a source file is saved, keeping every page's state.",
        discussion: """
            Watches the package's Sources folder. A saved change is built (swift build --product examples); the new build \
            starts beside the old one and takes every open page over: component state, navigation, scroll offsets, focus and \
            the text being typed come back. A failed build shows the compiler's messages over the pages, and the old build \
            keeps serving. Run it from the package's folder (or give --package-path).
            """)

    @Option(help: "The port pages load the app from (0 picks a free one).")
    var port = 8080

    @Option(help: "The address to serve on: loopback unless --allow-non-loopback.")
    var host = "127.0.0.1"

    @Flag(help: "Serve on an address other machines reach: they would see source paths and compiler messages.")
    var allowNonLoopback = false

    @Option(help: "The package folder of the examples app.")
    var packagePath = "."

    @Option(help: ArgumentHelp("An argument for `examples serve` (repeatable), e.g. --serve-argument=--feed-delay=0.", valueName: "argument"))
    var serveArgument: [String] = []

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is not a port: give a number from 1 to 65535, or 0") }
    }

    @MainActor
    func run() async throws {
        var configuration = DevelopmentServer.Configuration(
            packagePath: URL(fileURLWithPath: packagePath), product: "examples", arguments: ["serve"] + serveArgument)
        configuration.host = host
        configuration.port = port
        configuration.allowsNonLoopback = allowNonLoopback
        let server = DevelopmentServer(configuration: configuration)
        let running = Task { try await server.run() }
        let stopping = StopSignals(interrupt: { running.cancel() }, terminate: { running.cancel() })
        do {
            try await running.value
        } catch is CancellationError {
        } catch let error as DevelopmentServerError {
            throw ValidationError(error.description)
        }
        withExtendedLifetime(stopping) {}
    }
}
