// swift-tools-version: 6.2
// The manifest of Getting started, step 1, around the lines the article shows.
// ManifestSampleTests checks it with `swift package dump-package`, beside a
// link named `componentkit-swift` to this repository.
import PackageDescription

let package = Package(
    name: "Counter",
    platforms: [.macOS(.v15)],
    dependencies: [
        // sample: getting-started-manifest
        .package(path: "../componentkit-swift"),
        // sample-hide
    ],
    targets: [
        // sample-show
        // …
        .executableTarget(name: "Counter", dependencies: [
            .product(name: "ComponentKit", package: "componentkit-swift"),
            .product(name: "RasterBackend", package: "componentkit-swift"),
            .product(name: "BrowserServer", package: "componentkit-swift"),
        ]),
        // sample-hide
    ]
)
// end-sample
