// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build in Swift 6 mode with every warning treated as an
/// error; dependencies keep their own settings.
let strictSwift: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let strictC: [CSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "ComponentKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Flexbox", targets: ["Flexbox"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "ComponentKit", targets: ["ComponentKit"]),
        .library(name: "ComponentKitLists", targets: ["ComponentKitLists"]),
        .library(name: "BrowserBackend", targets: ["BrowserBackend"]),
        .library(name: "ContainerCollection", targets: ["ContainerCollection"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
        .executable(name: "flexbox-conformance", targets: ["flexbox-conformance"]),
    ],
    targets: [
        // Layers, bottom-up (see Documentation/Architecture.md).
        .target(name: "Flexbox", swiftSettings: strictSwift),
        .target(name: "ViewTree", swiftSettings: strictSwift),
        .target(name: "ComponentKit", dependencies: ["Flexbox", "ViewTree"], swiftSettings: strictSwift),
        .target(name: "ComponentKitLists", dependencies: ["ComponentKit"], swiftSettings: strictSwift),

        // Backends read the view tree and its recorded mutations.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(
            name: "CImageCodecs",
            cSettings: strictC,
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]
        ),
        .target(name: "BrowserBackend", dependencies: ["ViewTree", "ComponentKit"], swiftSettings: strictSwift),

        // Tooling and higher-level frameworks.
        .target(
            name: "ContainerCollection",
            dependencies: ["ComponentKit", "ComponentKitLists"],
            swiftSettings: strictSwift
        ),

        // Executables.
        .executableTarget(
            name: "benchmarks",
            dependencies: ["Flexbox", "ViewTree"],
            swiftSettings: strictSwift
        ),

        .executableTarget(name: "flexbox-conformance", dependencies: ["Flexbox"], swiftSettings: strictSwift),

        // Tests mirror Sources/.
        .testTarget(
            name: "FlexboxTests",
            dependencies: ["Flexbox"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSwift
        ),
    ]
)
