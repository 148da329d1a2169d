import BrowserServer
import BrowserTesting
import Foundation

extension DevelopmentBenchmark {
    /// The file and line the benchmark changes: a label of the examples app's home screen.
    static let editedFile = "Sources/ExamplesApp/Home/HomeScreen.swift"
    static let editedText = "Examples built from the seeds, running on Linux and mirrored into this page."

    /// `dev.reload-app-file`: `examples dev` on this package (debug, warm), a Chromium page on the
    /// home screen, a one-line change to one of its labels saved; the time until the page shows the
    /// new text, split into build, start, handover and first paint. The file is put back afterwards.
    @MainActor
    static func reloadAppFile(runs: Int = 3) async throws -> [String] {
        let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file = package.appendingPathComponent(editedFile)
        let original = try String(contentsOf: file, encoding: .utf8)
        guard original.contains(editedText) else { throw Failure(description: "\(editedFile) no longer says “\(editedText)”") }
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
        var configuration = DevelopmentServer.Configuration(packagePath: package, product: "examples", arguments: ["serve"])
        configuration.port = 0
        configuration.showsAppOutput = false
        let server = DevelopmentServer(configuration: configuration, log: { _ in })
        let running = Task { try await server.run() }
        defer { running.cancel() }
        while await server.reloads.isEmpty { try await Task.sleep(for: .milliseconds(100)) }
        guard await server.reloads.last?.failed == false else { throw Failure(description: "the examples app does not build") }
        let driver = try await WebDriver.start(width: 390, height: 844)
        defer { Task { await driver.quit() } }
        try await driver.navigate(to: "http://127.0.0.1:\(await server.port)/")
        try await driver.waitUntil(Self.pageShows(editedText), timeout: .seconds(30), "the home screen")

        var lines: [String] = []
        for run in 1...runs {
            let marker = "Edited \(run): " + editedText
            let reloadsBefore = await server.reloads.count
            let saved = ContinuousClock.now
            try original.replacingOccurrences(of: editedText, with: marker).write(to: file, atomically: true, encoding: .utf8)
            try await driver.waitUntil(Self.pageShows(marker), timeout: .seconds(300), "the edited text")
            let shown = ContinuousClock.now
            let reload = try await Self.reload(after: reloadsBefore, server)
            let total = shown - saved
            let steps = reload.build + reload.start + reload.handover
            lines.append("dev.reload-app-file  run \(run)  save to pixels \(Self.seconds(total))  build \(Self.seconds(reload.build))  "
                         + "start \(Self.seconds(reload.start))  handover \(Self.seconds(reload.handover))  "
                         + "noticing + first paint \(Self.seconds(total - steps))")
            // Back as it was, for the next run (timed too: it is the same kind of change).
            let backBefore = await server.reloads.count
            try original.write(to: file, atomically: true, encoding: .utf8)
            try await driver.waitUntil(Self.pageShows(editedText), timeout: .seconds(300), "the text put back")
            _ = try await Self.reload(after: backBefore, server)
        }
        return lines
    }

    private static func reload(after count: Int, _ server: DevelopmentServer) async throws -> DevelopmentServer.Reload {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let reloads = await server.reloads
            if reloads.count > count, let last = reloads.last { return last }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw Failure(description: "no reload was recorded")
    }

    static func pageShows(_ text: String) -> String {
        """
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent === \(String(reflecting: text))) return true;
        return false;
        """
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
