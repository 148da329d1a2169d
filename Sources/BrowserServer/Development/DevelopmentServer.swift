import Foundation

/// Development mode for an app on the browser backend: watches the app's
/// sources, rebuilds it when a file is saved, starts the new build beside
/// the old one and hands every open session over, so each page reconnects
/// at the same URL and finds its screen as it was: component state,
/// navigation, scroll offsets, focus and the text being typed, caret and all
/// (`WindowSnapshot`). A build that fails shows the compiler's messages
/// over every page, and the old build keeps serving until one succeeds.
///
/// The app reads ``DevelopmentEnvironment/current`` when it starts (see
/// there). Then:
///
/// ```swift
/// let development = DevelopmentServer(configuration: .init(
///     packagePath: URL(fileURLWithPath: "."), product: "MyApp", arguments: ["serve"]))
/// try await development.run()   // http://127.0.0.1:8080/ until cancelled
/// ```
public actor DevelopmentServer {
    /// What to build, run and watch, and where to serve it.
    public struct Configuration: Sendable {
        /// The app's package folder (with its `Package.swift`).
        public var packagePath: URL
        /// The executable product that serves the app.
        public var product: String
        /// The arguments the product serves with.
        public var arguments: [String]
        /// Folders whose `.swift` files are watched, relative to the package.
        public var watchedFolders: [String] = ["Sources"]
        /// The address pages load the app from; loopback unless ``allowsNonLoopback``.
        public var host = "127.0.0.1"
        /// The port pages load the app from (0 picks a free one: ``DevelopmentServer/port``).
        public var port = 8080
        /// Whether ``host`` may be an address other machines reach. Development
        /// mode runs whatever is saved and shows source paths and compiler
        /// messages in its pages: off by default.
        public var allowsNonLoopback = false
        /// The command that builds the product, run in ``packagePath``;
        /// nil: `swift build --product <product>`.
        public var buildCommand: [String]?
        /// The built executable; nil: `.build/debug/<product>` in the package.
        public var executable: URL?
        /// How long a new build may take to listen.
        public var startTimeout: Duration = .seconds(60)
        /// Whether the app's own output (its log) goes to this process's; off, it is dropped.
        public var showsAppOutput = true

        /// Serves `product` of the package at `packagePath`, started with `arguments`.
        public init(packagePath: URL, product: String, arguments: [String] = []) {
            self.packagePath = packagePath
            self.product = product
            self.arguments = arguments
        }
    }

    /// What one reload did, and how long each step took.
    public struct Reload: Sendable, CustomStringConvertible {
        /// The files whose change started it (empty when asked for).
        public var changedFiles: [String]
        /// Building.
        public var build: Duration
        /// Starting the new build, until it listened.
        public var start: Duration
        /// Handing the sessions over, until the old build released its pages.
        public var handover: Duration
        /// Sessions the new build took over.
        public var sessions: Int
        /// Why sessions were not taken over.
        public var refusals: [String]
        /// Whether the build failed (the old build keeps serving).
        public var failed: Bool

        public var description: String {
            guard !failed else { return "build failed after \(Self.seconds(build))" }
            return "reloaded in \(Self.seconds(build + start + handover)) (build \(Self.seconds(build)), start \(Self.seconds(start)), "
                + "handover \(Self.seconds(handover))): \(sessions) session\(sessions == 1 ? "" : "s") moved"
                + (refusals.isEmpty ? "" : ", \(refusals.count) not: \(refusals.joined(separator: "; "))")
        }

        static func seconds(_ duration: Duration) -> String {
            let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%.2f s", value)
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// Hears what the server does (the terminal by default).
    let log: @Sendable (String) -> Void
    /// Passes the pages' connections to the build serving now.
    var proxy: DevelopmentProxy?
    /// The build serving now.
    var child: DevelopmentChild?
    /// The number of the last build started.
    var generation = 0
    /// Where the builds' links and port files are kept while it runs.
    let scratch: URL
    private let requests: AsyncStream<Void>
    private let requestContinuation: AsyncStream<Void>.Continuation
    /// Every reload so far, oldest first.
    public internal(set) var reloads: [Reload] = []
    /// Whether a reload runs; changes meanwhile make one more afterwards.
    var isReloading = false
    var changedMeanwhile: [String]?

    /// A development server for `configuration`; `log` hears what it does (the terminal by default).
    public init(configuration: Configuration,
                log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.configuration = configuration
        self.log = log
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-dev-\(UUID().uuidString)")
        (requests, requestContinuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// The port pages load the app from, once ``run()`` listens (0 before).
    public var port: Int { proxy?.port ?? 0 }

    /// The port the build serving now listens on (behind ``port``), if one does.
    public var appPort: Int? { child?.port }

    /// The process of the build serving now, if one does.
    public var appProcessIdentifier: Int32? { child?.process.processIdentifier }

    /// Every session of the build serving now, as it would hand them over
    /// (their snapshots, with their reconnect secrets: keep them to this
    /// machine), without handing anything over: to see what a reload
    /// would keep.
    ///
    /// - Throws: ``DevelopmentServerError`` if no build serves or its channel fails.
    public func sessionHandovers() async throws -> [SessionHandover] {
        guard let child else { throw DevelopmentServerError.cannotStart(configuration.product, reason: "no build serves yet") }
        return try JSONDecoder().decode([SessionHandover].self, from: try await child.call("export"))
    }

    /// Builds, serves and reloads until the task is cancelled; then stops the app.
    ///
    /// - Throws: ``DevelopmentServerError`` for a host that is not loopback
    ///   (unless allowed) or a folder that is no package, or the error
    ///   listening failed with.
    public func run() async throws {
        try check()
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let proxy = try await DevelopmentProxy(host: configuration.host, port: configuration.port)
        self.proxy = proxy
        let watcher = SourceWatcher(
            folders: configuration.watchedFolders.map { configuration.packagePath.appendingPathComponent($0) }, extensions: ["swift"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await proxy.run() }
            group.addTask { try await self.serve(watching: watcher) }
            do {
                try await group.next()
            } catch {
                group.cancelAll()
                await self.child?.stop()
                throw error
            }
            group.cancelAll()
        }
        await child?.stop()
    }

    /// Builds and reloads now, whether or not a file changed.
    public nonisolated func requestReload() {
        requestContinuation.yield()
    }

    private func check() throws {
        let host = configuration.host
        let loopback = host == "127.0.0.1" || host == "localhost" || host == "::1" || host.hasPrefix("127.")
        guard loopback || configuration.allowsNonLoopback else { throw DevelopmentServerError.notLoopback(host) }
        let manifest = configuration.packagePath.appendingPathComponent("Package.swift").path
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw DevelopmentServerError.notAPackage(configuration.packagePath.path)
        }
    }

    /// The first build, then a reload for every change or request.
    private func serve(watching watcher: SourceWatcher) async throws {
        let times = watcher.scan()
        log("ComponentKit development: http://\(configuration.host):\(port)/ (watching \(configuration.watchedFolders.joined(separator: ", ")); Ctrl-C stops)")
        await reload(changedFiles: [])
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var seen = times
                while true {
                    let change = try await watcher.nextChange(since: seen)
                    seen = change.times
                    await self.reload(changedFiles: change.changed)
                }
            }
            group.addTask {
                for await _ in self.requests { await self.reload(changedFiles: []) }
            }
            try await group.next()
            group.cancelAll()
        }
    }
}
