import BrowserServer
import BrowserTesting
import ComponentKit
import ExamplesApp
import Foundation
import Logging

extension DevelopmentBenchmark {
    /// `dev.gallery`: the examples app's preview gallery loaded in Chromium, timed from navigation
    /// until every variant's frame shows its tree; `runs` loads, each in a fresh page.
    @MainActor
    static func gallery(runs: Int = 5) async throws -> [String] {
        var logger = Logger(label: "dev.gallery")
        logger.logLevel = .critical
        let registry = try ExamplePreviews.registry(photos: .samples())
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.limits.maximumSessionsPerAddress = 2_000
        configuration.limits.maximumConnectionsPerAddress = 4_000
        configuration.reconnectGracePeriod = .seconds(1)
        configuration.previewGallery = PreviewGallery(registry: registry)
        let server = ExamplesServer.make(configuration: configuration, library: try .samples(), logger: logger)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let driver = try await WebDriver.start(width: 1280, height: 900)
        defer { Task { await driver.quit() } }
        var times: [Double] = []
        for _ in 0..<runs {
            try await driver.navigate(to: "about:blank")
            let start = ContinuousClock.now
            try await driver.navigate(to: "http://127.0.0.1:\(port)\(PreviewGallery.path)")
            try await driver.waitUntil("return window.__ckGallery && window.__ckGallery.ready() === \(registry.variantCount)",
                                       timeout: .seconds(60), "every variant")
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        let sorted = times.sorted()
        return ["dev.gallery  \(registry.previews.count) previews, \(registry.variantCount) variants live  "
                + "median \(Int(sorted[sorted.count / 2])) ms  best \(Int(sorted[0])) ms  worst \(Int(sorted[sorted.count - 1])) ms  (\(runs) loads)"]
    }
}
