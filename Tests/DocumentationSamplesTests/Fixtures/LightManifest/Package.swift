// swift-tools-version: 6.2
// The README's light manifest ("Adding ComponentKit to your package"), around
// the lines it shows. LightManifestTests resolves it beside a link named
// `componentkit-swift` to this repository: with `traits: []` it must pull in
// no other package.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        // sample: readme-light-manifest
        .package(path: "../componentkit-swift", traits: []),
        // sample-hide
    ],
    targets: [
        // sample-show
        // …
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "ComponentKit", package: "componentkit-swift"),
            .product(name: "RasterBackend", package: "componentkit-swift"),
        ]),
        // sample-hide
    ]
)
// end-sample
