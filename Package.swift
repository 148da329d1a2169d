// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build in Swift 6 mode with every warning treated as an
/// error; dependencies keep their own settings.
let strictSwift: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let strictC: [CSetting] = [.treatAllWarnings(as: .error)]

/// The server stack (Hummingbird, SwiftNIO, WebSockets, swift-crypto,
/// ArgumentParser), the server's image downloader (AsyncHTTPClient, and with
/// it swift-nio-ssl's copy of BoringSSL) and swift-snapshot-testing are each
/// behind a trait, on by default. A package depending on this one with `traits: []`
/// and only the core products resolves none of them: SwiftPM leaves out a
/// package whose every use is guarded by a disabled trait. Each condition
/// names one trait: SwiftPM 6.2.0 reads several as all-of, later releases as
/// any-of.
let browser: TargetDependencyCondition? = .when(traits: ["Browser"])
let snapshotTesting: TargetDependencyCondition? = .when(traits: ["SnapshotTesting"])
let remoteImages: TargetDependencyCondition? = .when(traits: ["RemoteImages"])

let package = Package(
    name: "ComponentKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Flexbox", targets: ["Flexbox"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "ComponentKit", targets: ["ComponentKit"]),
        .library(name: "ComponentKitLists", targets: ["ComponentKitLists"]),
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "PangoText", targets: ["PangoText"]),
        .library(name: "RasterBackend", targets: ["RasterBackend"]),
        .library(name: "BrowserBackend", targets: ["BrowserBackend"]),
        .library(name: "BrowserServer", targets: ["BrowserServer"]),
        .library(name: "BrowserServerPostgres", targets: ["BrowserServerPostgres"]),
        .library(name: "ComponentSnapshotTesting", targets: ["ComponentSnapshotTesting"]),
        .library(name: "ContainerCollection", targets: ["ContainerCollection"]),
        .library(name: "ContainerCollectionHTTP", targets: ["ContainerCollectionHTTP"]),
        // The sample screen's factories, for trying Container Collection out
        // (the examples app and the tutorials use them); not part of the framework.
        .library(name: "ContainerCollectionExamples", targets: ["ContainerCollectionExamples"]),
        .executable(name: "examples", targets: ["examples"]),
    ],
    traits: [
        .trait(
            name: "Browser",
            description: "The browser backend, the examples app and the browser tests (Hummingbird, SwiftNIO, WebSockets)."
        ),
        .trait(
            name: "RemoteImages",
            description: "BrowserServer's ServerImageDownloader, which fetches network images on the server (AsyncHTTPClient).",
            enabledTraits: ["Browser"]
        ),
        .trait(
            name: "SnapshotTesting",
            description: "ComponentSnapshotTesting's strategies for swift-snapshot-testing."
        ),
        .default(enabledTraits: ["Browser", "RemoteImages", "SnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Operations: metrics, tracing, lifecycle, durable sessions (BrowserServer, BrowserServerPostgres).
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // The examples app's OTLP export of traces; OTLP/HTTP only (the gRPC exporter would build gRPC, minutes more).
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
        // `swift package generate-documentation` (scripts/build-docs.sh); tooling only, linked into no target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Layers, bottom-up (see Documentation/Architecture.md).
        .target(name: "Flexbox", swiftSettings: strictSwift),
        // Appends JSON text without an intermediate tree: the wire protocol and traces (package-internal).
        .target(name: "JSONWriting", swiftSettings: strictSwift),
        .target(name: "ViewTree", swiftSettings: strictSwift),
        .target(name: "ComponentKit", dependencies: ["Flexbox", "ViewTree", "JSONWriting"], swiftSettings: strictSwift),
        .target(name: "ComponentKitLists", dependencies: ["ComponentKit", "ViewTree"], swiftSettings: strictSwift),

        // Backends read the view tree and its recorded mutations.
        // Declares the Pango functions it uses itself rather than through
        // pkg-config, whose -pthread SwiftPM refuses (see its header).
        // Debian: apt-get install libcairo2-dev libpango1.0-dev.
        .target(
            name: "CPangoCairo",
            cSettings: strictC,
            linkerSettings: [
                .linkedLibrary("pangocairo-1.0"), .linkedLibrary("pangoft2-1.0"), .linkedLibrary("pango-1.0"),
                .linkedLibrary("gobject-2.0"),
                .linkedLibrary("glib-2.0"), .linkedLibrary("cairo"), .linkedLibrary("fontconfig"),
            ]
        ),
        .target(
            name: "CImageCodecs",
            cSettings: strictC,
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("cairo")]
        ),
        // Both backends read and write images and measure text as Pango
        // lays it out; only the raster backend draws.
        .target(name: "ImageCodecs", dependencies: ["ViewTree", "CImageCodecs"], swiftSettings: strictSwift),
        .target(name: "PangoText", dependencies: ["ViewTree", "CPangoCairo"], swiftSettings: strictSwift),
        .target(
            name: "RasterBackend",
            dependencies: ["ViewTree", "ImageCodecs", "PangoText", "CPangoCairo"],
            swiftSettings: strictSwift
        ),
        // Drives headless Chromium for the browser tests and benchmarks (not a product).
        .target(name: "BrowserTesting", dependencies: ["BrowserServer", "BrowserBackend", "ComponentKitLists", "RasterBackend"], swiftSettings: strictSwift),
        // Mirrors a view tree into a page: sessions, the wire protocol, the
        // page's script. Needs no server stack, so it is tested without a socket.
        .target(
            name: "BrowserBackend",
            dependencies: ["ViewTree", "ComponentKit", "ImageCodecs", "PangoText", "JSONWriting"],
            resources: [.copy("Resources")],
            swiftSettings: strictSwift
        ),
        // Serves browser sessions: connections, tickets, admission, drain,
        // hibernation scheduling, scale-out (Hummingbird and SwiftNIO).
        .target(
            name: "BrowserServer",
            dependencies: [
                "BrowserBackend", "ViewTree", "ComponentKit", "ImageCodecs", "PangoText",
                .product(name: "Hummingbird", package: "hummingbird", condition: browser),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: browser),
                .product(name: "Logging", package: "swift-log", condition: browser),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: browser),
                .product(name: "NIOCore", package: "swift-nio", condition: browser),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: browser),
                .product(name: "NIOPosix", package: "swift-nio", condition: browser),
                .product(name: "Crypto", package: "swift-crypto", condition: browser),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: remoteImages),
                .product(name: "Metrics", package: "swift-metrics", condition: browser),
                .product(name: "Prometheus", package: "swift-prometheus", condition: browser),
                .product(name: "Tracing", package: "swift-distributed-tracing", condition: browser),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: browser),
            ],
            swiftSettings: strictSwift
        ),
        // Keeps sessions' snapshots in PostgreSQL, so any instance resumes any session (a module of its own:
        // a server without a database builds no PostgreSQL client).
        .target(
            name: "BrowserServerPostgres",
            dependencies: [
                "BrowserServer",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: browser),
                .product(name: "Logging", package: "swift-log", condition: browser),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: browser),
                .product(name: "NIOCore", package: "swift-nio", condition: browser),
            ],
            swiftSettings: strictSwift
        ),

        // Tooling and higher-level frameworks.
        .target(
            name: "ComponentSnapshotTesting",
            dependencies: [
                "ComponentKit", "RasterBackend",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "ContainerCollection",
            dependencies: ["ComponentKit", "ComponentKitLists"],
            swiftSettings: strictSwift
        ),
        // Screen documents fetched over AsyncHTTPClient (a module of its own, so ContainerCollection's users need no NIO).
        .target(
            name: "ContainerCollectionHTTP",
            dependencies: [
                "ContainerCollection",
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: browser),
                .product(name: "NIOCore", package: "swift-nio", condition: browser),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: browser),
            ],
            swiftSettings: strictSwift
        ),
        .target(name: "ContainerCollectionExamples", dependencies: ["ContainerCollection"], swiftSettings: strictSwift),
        // Yoga's and Chromium's layout corpora, run against Flexbox (the tests and `flexbox-conformance`).
        .target(name: "FlexboxConformance", dependencies: ["Flexbox"], swiftSettings: strictSwift),

        // The examples app: its screens as a library (tested), and the executable.
        .target(
            name: "ExamplesApp",
            dependencies: [
                "ComponentKitLists", "BrowserBackend", "BrowserServer", "RasterBackend", "ContainerCollection", "ContainerCollectionHTTP",
                "ContainerCollectionExamples",
                .product(name: "Hummingbird", package: "hummingbird", condition: browser),
                .product(name: "Logging", package: "swift-log", condition: browser),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strictSwift
        ),

        // Executables.
        .executableTarget(
            name: "examples",
            dependencies: [
                "ExamplesApp", "ContainerCollection", "ContainerCollectionExamples", "BrowserServerPostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: browser),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: browser),
                .product(name: "Prometheus", package: "swift-prometheus", condition: browser),
                .product(name: "Logging", package: "swift-log", condition: browser),
                .product(name: "OTel", package: "swift-otel", condition: browser),
            ],
            swiftSettings: strictSwift
        ),
        // Not products: tools for this repository (`swift run benchmarks`, `swift run flexbox-conformance`).
        .executableTarget(name: "flexbox-conformance", dependencies: ["FlexboxConformance"], swiftSettings: strictSwift),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "Flexbox", "ViewTree", "ComponentKit", "ComponentKitLists", "RasterBackend", "ComponentSnapshotTesting",
                "BrowserBackend", "BrowserServer", "BrowserTesting", "ExamplesApp", "PangoText",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: browser),
                .product(name: "Prometheus", package: "swift-prometheus", condition: browser),
                .product(name: "Logging", package: "swift-log", condition: browser),
            ],
            swiftSettings: strictSwift
        ),

        // Helpers the test targets share (not a product).
        .target(name: "TestSupport", swiftSettings: strictSwift),

        // Tests mirror Sources/.
        .testTarget(
            name: "FlexboxTests",
            dependencies: ["Flexbox", "FlexboxConformance"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "TestSupport"], swiftSettings: strictSwift),
        .testTarget(
            name: "ComponentKitTests",
            dependencies: ["ComponentKit", "RasterBackend"],
            // ComponentKit's layout snapshots, measured; read from the source tree by path.
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "ComponentKitListsTests", dependencies: ["ComponentKitLists", "RasterBackend", "TestSupport"], swiftSettings: strictSwift),
        .testTarget(
            name: "ExamplesAppTests",
            dependencies: [
                "ExamplesApp", "ComponentSnapshotTesting", "BrowserTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
                // A stand-in OTLP collector for the examples app's trace export.
                .product(name: "Hummingbird", package: "hummingbird", condition: browser),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "BrowserBackendTests",
            dependencies: [
                "BrowserBackend", "BrowserServer", "BrowserTesting", "ComponentKitLists", "RasterBackend", "JSONWriting",
                .product(name: "Hummingbird", package: "hummingbird", condition: browser),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: browser),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: browser),
            ],
            swiftSettings: strictSwift
        ),
        // Operations: metrics, tracing, lifecycle and durable sessions (PostgreSQL from scripts/postgres.sh).
        .testTarget(
            name: "BrowserServerTests",
            dependencies: [
                "BrowserServer", "BrowserServerPostgres", "BrowserBackend", "BrowserTesting", "ComponentKit", "ViewTree",
                .product(name: "Prometheus", package: "swift-prometheus", condition: browser),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing", condition: browser),
                .product(name: "Tracing", package: "swift-distributed-tracing", condition: browser),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: browser),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: browser),
                .product(name: "Logging", package: "swift-log", condition: browser),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "ComponentSnapshotTestingTests",
            dependencies: [
                "ComponentSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "ImageCodecsTests",
            dependencies: ["ImageCodecs", "ViewTree"],
            // Read from the source tree by path.
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "PangoTextTests", dependencies: ["PangoText", "ViewTree", "TestSupport"], swiftSettings: strictSwift),
        .testTarget(
            name: "RasterBackendTests",
            dependencies: ["RasterBackend", "PangoText", "ViewTree", "ComponentKit", "ComponentSnapshotTesting"],
            // Read from the source tree by path, so they can be re-recorded.
            exclude: ["References"],
            swiftSettings: strictSwift
        ),
        // Every Swift block of the README and the DocC articles, compiled and checked against the docs.
        .testTarget(
            name: "DocumentationSamplesTests",
            dependencies: [
                "Flexbox", "ViewTree", "ComponentKit", "ComponentKitLists", "RasterBackend", "BrowserBackend",
                "BrowserServer", "ComponentSnapshotTesting", "ContainerCollection", "ContainerCollectionExamples", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
            ],
            // The manifest samples (checked with `swift package`) and recorded snapshots.
            exclude: [
                "Fixtures", "Samples/GettingStarted/__Snapshots__", "Samples/WritingSnapshotTests/__Snapshots__",
                "Samples/BuildingThePhotoApp/__Snapshots__", "Samples/ContainerCollection/__Snapshots__",
                "Samples/TheEditLoop/__Snapshots__",
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "ContainerCollectionTests",
            dependencies: [
                "ContainerCollection", "ContainerCollectionExamples", "ComponentSnapshotTesting", "RasterBackend", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
            ],
            // Read from the source tree by path (screens, the broken-screen corpus, snapshots).
            exclude: ["Fixtures", "Snapshots/__Snapshots__"],
            swiftSettings: strictSwift
        ),
        // The module layers, read from this manifest and from every source file's imports.
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"], swiftSettings: strictSwift),
    ]
)
