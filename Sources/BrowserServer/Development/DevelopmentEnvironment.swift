import Foundation

/// What ``DevelopmentServer`` tells a process it starts, through its
/// environment: the channel's secret, the page's public origin, and the file
/// to write the port to once the server listens. An app served in
/// development mode applies it to its configuration and announces its port:
///
/// ```swift
/// var configuration = BrowserServer.Configuration(port: 8080)
/// let development = DevelopmentEnvironment.current
/// development?.apply(to: &configuration)
/// let server = BrowserServer(configuration: configuration) { _ in AppView() }
/// let port = try await server.start()
/// try development?.announce(port: port)
/// ```
///
/// Outside development mode ``current`` is nil and nothing changes.
public struct DevelopmentEnvironment: Sendable, Hashable {
    /// The variable holding ``secret``.
    public static let secretVariable = "COMPONENTKIT_DEVELOPMENT_SECRET"
    /// The variable holding ``publicOrigin``.
    public static let originVariable = "COMPONENTKIT_DEVELOPMENT_ORIGIN"
    /// The variable holding ``portFile``.
    public static let portFileVariable = "COMPONENTKIT_DEVELOPMENT_PORT_FILE"

    /// The channel's secret (``BrowserServer/Configuration/developmentSecret``).
    public var secret: String
    /// The origin pages are loaded from (the development server's), allowed to open WebSockets.
    public var publicOrigin: String
    /// Where to write the port the server listens on.
    public var portFile: String

    /// The environment of this process, if a development server started it.
    public static var current: DevelopmentEnvironment? {
        DevelopmentEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The development environment `variables` describe, or nil if they describe none.
    public init?(_ variables: [String: String]) {
        guard let secret = variables[Self.secretVariable], let origin = variables[Self.originVariable],
              let portFile = variables[Self.portFileVariable]
        else { return nil }
        self.secret = secret
        self.publicOrigin = origin
        self.portFile = portFile
    }

    /// The variables that describe this environment to a child process.
    var variables: [String: String] {
        [Self.secretVariable: secret, Self.originVariable: publicOrigin, Self.portFileVariable: portFile]
    }

    /// `configuration` as development mode serves it: on a free loopback
    /// port, its channel on, pages from the public origin allowed, debug
    /// outlines allowed, and room for the many pages of one developer
    /// (a gallery opens a session per variant).
    public func apply(to configuration: inout BrowserServer.Configuration) {
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.developmentSecret = secret
        configuration.additionalOrigins.append(publicOrigin)
        configuration.allowsDebugOutlines = true
        // One developer opens many pages: a gallery is a session per variant, each with its connections.
        configuration.limits.maximumSessionsPerAddress = max(configuration.limits.maximumSessionsPerAddress, 1_000)
        configuration.limits.maximumConnectionsPerAddress = max(configuration.limits.maximumConnectionsPerAddress, 2_000)
    }

    /// Tells the development server the port the app listens on, and ends
    /// this process if the development server goes away (a build left
    /// running would hold its port and its sessions for nobody).
    public func announce(port: Int) throws {
        // Written whole, then renamed: the server never reads half a number.
        let partial = portFile + ".partial"
        try Data("\(port)\n".utf8).write(to: URL(fileURLWithPath: partial))
        try FileManager.default.moveItem(atPath: partial, toPath: portFile)
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { Thread.sleep(forTimeInterval: 0.5) }
            exit(0)
        }
    }
}
