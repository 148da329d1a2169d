// The examples app: `examples` serves it to the browser, `examples render`
// draws a screen to a PNG.
import ArgumentParser
import BrowserBackend
import BrowserServer
import ContainerCollection
import ExamplesApp
import Foundation
import Logging
import RasterBackend
import ServiceLifecycle
import ContainerCollectionExamples

@main
struct Examples: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "ComponentKit for Swift's examples: Photos, Animals and more, live in your browser.",
        subcommands: [Serve.self, Develop.self, Render.self, MakeSamplePhotos.self],
        defaultSubcommand: Serve.self)
}

/// Options shared by the commands that show screens: photos and the server-driven document.
struct PhotoOptions: ParsableArguments {
    @Option(help: "A folder of your own JPEG or PNG pictures to show instead of the sample photos.")
    var photos: String?

    @Option(help: "A JSON screen document (see Documentation/ScreenFormat) to show as the server-driven screen.")
    var screen: String?

    /// The screen document, checked once as deeply as its first viewer
    /// would use it (decoded, every element built, configured and measured,
    /// the top laid out), so a bad file is reported at start rather than
    /// by the first visitor. Parts that will show as fallbacks are printed
    /// as warnings.
    @MainActor
    func screenJSON() throws -> Data? {
        guard let screen else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: screen))
        } catch {
            throw ValidationError("cannot read the screen file \(screen): \(error.localizedDescription)")
        }
        let factories = ExampleFactories(layoutContext: LayoutContext(), downloader: PatternImageDownloader())
        let decoded: Screen
        do {
            decoded = try ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback).validate(data)
        } catch {
            throw ValidationError("the screen file \(screen) cannot be used: \(error)")
        }
        for problem in decoded.problems {
            FileHandle.standardError.write(Data("warning: \(screen): \(problem)\n".utf8))
        }
        return data
    }

    /// The photos to show; files of the folder that are not served are
    /// printed as warnings, with the reason.
    func library() throws -> PhotoLibrary {
        guard let photos else { return try PhotoLibrary.samples() }
        let library = try PhotoLibrary.folder(URL(fileURLWithPath: photos))
        for refusal in library.refusals {
            FileHandle.standardError.write(Data("warning: \(photos): \(refusal.file) is not served: \(refusal.reason)\n".utf8))
        }
        return library
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the app on 127.0.0.1 and print its URL (the default).")

    @Option(help: "The port to listen on (1 to 65535; 0 picks a free one, printed in the URL).")
    var port = 8080

    @Option(help: ArgumentHelp(
        "Record a Chrome trace of every session into this file (open it in ui.perfetto.dev or chrome://tracing).",
        discussion: "The file is flushed every second and completed when the server stops (Ctrl-C); if the process is killed, "
            + "it still parses, missing at most the last second.",
        valueName: "file"))
    var trace: String?

    @OptionGroup var photoOptions: PhotoOptions
    @OptionGroup var imageOptions: ImageOptions
    @OptionGroup var serverOptions: ServerOptions

    @Flag(name: .customLong("previews"), help: "Serve the gallery of the app's previews at /_gallery (on in development mode).")
    var showsPreviews = false

    @Option(help: "How long each page of the Quotes feed takes to arrive, in milliseconds.")
    var feedDelay = 300

    @Option(help: "Every Nth page of the Quotes feed fails on its first attempt, to show Retry (0: none fails).")
    var feedFailureInterval = 4

    @OptionGroup(title: "Several instances behind a load balancer (see deploy/nginx and scripts/serve-cluster.sh)")
    var scaleOut: ScaleOutOptions

    @OptionGroup(title: "Production: metrics and durable sessions (see the \"Running in production\" article)")
    var operations: OperationsOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is not a port: give a number from 1 to 65535, or 0") }
        guard feedDelay >= 0 else { throw ValidationError("--feed-delay \(feedDelay) is negative: give milliseconds, 0 or more") }
    }

    @MainActor
    func run() async throws {
        let library = try photoOptions.library()
        let tracing: ExamplesTrace?
        do {
            tracing = try trace.map { try ExamplesTrace(file: URL(fileURLWithPath: $0)) }
        } catch {
            throw ValidationError("cannot write the trace file \(trace ?? ""): \(error.localizedDescription)")
        }
        // Before any session: every hosting view and list the app makes takes it.
        if let tracing { DefaultAnalyticsListeners.add(tracing.recorder) }
        // Every visitor is a socket: allow as many as the system lets this process open.
        OpenFileLimit.raiseToHardLimit()
        var configuration = BrowserServer.Configuration(host: "127.0.0.1", port: port, title: "ComponentKit examples")
        configuration.allowsDebugOutlines = true
        configuration = serverOptions.applied(to: configuration)
        try scaleOut.apply(to: &configuration)
        // Started by `examples dev`: a free loopback port behind its proxy, its channel on.
        let development = DevelopmentEnvironment.current
        development?.apply(to: &configuration)
        if development != nil || showsPreviews {
            configuration.previewGallery = PreviewGallery(registry: try ExamplePreviews.registry(photos: library)) { preview, variant in
                try await MainActor.run { try ExamplePreviews.rasterImage(of: preview, in: variant) }
            }
        }
        let logger = Logger(label: "componentkit.examples")
        let store = try operations.applyPersistence(to: &configuration, logger: logger)
        let registry = operations.applyMetrics(to: &configuration)
        let traceExporter = try operations.applyTracing(to: &configuration)
        configuration.shutdownDrain = BrowserServer.ShutdownDrain(gracePeriod: .seconds(scaleOut.drainGrace), deadline: .seconds(scaleOut.drainDeadline))
        let feed = FeedSettings(delay: .milliseconds(feedDelay), failingPageInterval: feedFailureInterval)
        let server = ExamplesServer.make(configuration: configuration, library: library, screenJSON: try photoOptions.screenJSON(),
                                         feed: feed, imageByteLimit: imageOptions.byteLimit, imageReuseBytes: imageOptions.reuseBytes)
        // Stopped in reverse order on SIGTERM: the server drains (its last snapshots written), then the metrics, then the
        // store, and last the trace exporter, which sends the drain's spans.
        var services: [any Service] = []
        if let traceExporter { services.append(traceExporter) }
        if let store { services.append(store) }
        let metrics = registry.map { MetricsEndpoint(registry: $0, port: operations.metricsPort ?? 0, refreshing: server) }
        if let metrics { services.append(metrics) }
        services.append(server)
        let group = ServiceGroup(configuration: .init(services: services, gracefulShutdownSignals: [.sigterm],
                                                      cancellationSignals: [.sigint], logger: logger))
        if let store {
            Task {
                do { try await store.prepare() } catch { FileHandle.standardError.write(Data("error: PostgreSQL: \(error)\n".utf8)) }
            }
        }
        let announcing = Task {
            let bound = try await server.waitUntilListening()
            try development?.announce(port: bound)
            // Written at once (stdout is block-buffered when piped), so scripts see the URL.
            if let development {
                FileHandle.standardOutput.write(Data("ComponentKit examples: serving \(development.publicOrigin)/ from port \(bound)\n".utf8))
            } else {
                FileHandle.standardOutput.write(Data("ComponentKit examples: open http://127.0.0.1:\(bound)/ (Ctrl-C stops, SIGTERM drains)\n".utf8))
            }
            if let metrics {
                let port = try await metrics.waitUntilListening()
                FileHandle.standardOutput.write(Data("metrics: http://127.0.0.1:\(port)/metrics\n".utf8))
            }
        }
        do {
            try await group.run()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
        announcing.cancel()
        if server.isDraining { FileHandle.standardError.write(Data("drained\n".utf8)) }
        Self.finish(tracing: tracing)
    }

    /// Completes the trace, then ends the process.
    static func finish(tracing: ExamplesTrace?) {
        if let tracing {
            do {
                try tracing.stop()
                FileHandle.standardError.write(Data("trace written to \(tracing.file.path)\n".utf8))
            } catch {
                FileHandle.standardError.write(Data("error: the trace \(tracing.file.path) could not be completed: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        Foundation.exit(0)
    }
}

struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draw a screen with the raster backend, without a browser.")

    @Argument(help: "The screen: \(ExampleScreenID.allCases.map(\.rawValue).joined(separator: ", ")).")
    var screen: String

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(help: "Width in points.") var width: Double = 390
    @Option(help: "Height in points.") var height: Double = 844
    @Option(help: "Pixels per point.") var scale: Double = 2
    @Flag(help: "Draw the screen in dark mode.") var dark = false
    @Flag(help: "Draw the screen right to left.") var rightToLeft = false

    @OptionGroup var photoOptions: PhotoOptions

    func validate() throws {
        guard ExampleScreenID(rawValue: screen) != nil else {
            throw ValidationError("unknown screen '\(screen)'; choose one of \(ExampleScreenID.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard (1...8_192).contains(width), (1...8_192).contains(height) else { throw ValidationError("width and height must be 1 to 8192 points") }
        guard (0.5...4).contains(scale) else { throw ValidationError("scale must be 0.5 to 4") }
    }

    @MainActor
    func run() async throws {
        let library = try photoOptions.library()
        let traits = TraitCollection(colorScheme: dark ? .dark : .light, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
                                     displayScale: scale)
        let png = try await ScreenRenderer.renderPNG(ExampleScreenID(rawValue: screen) ?? .home, size: CGSize(width: width, height: height),
                                                     scale: scale, library: library, screenJSON: try photoOptions.screenJSON(),
                                                     traits: traits)
        try png.write(to: URL(fileURLWithPath: out))
        print(out)
    }
}

struct MakeSamplePhotos: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-sample-photos", abstract: "Draw the sample photo set (for maintainers).", shouldDisplay: false)

    @Argument(help: "The folder to write the JPEGs and photos.json to.")
    var folder: String

    @MainActor
    func run() async throws {
        try SamplePhotoMaker.write(to: URL(fileURLWithPath: folder))
    }
}
