import BrowserServer
import BrowserTesting
import ComponentKit
import ExamplesApp
import Foundation
import Logging
import ViewTree

/// Development mode's figures: `dev.handover` moves open sessions to a new
/// process and checks each arrived with the same state; `dev.reload-app-file`
/// times a one-line change to the examples app from save to pixels in Chromium.
enum DevelopmentBenchmark {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The examples app's Add form, where each session types its own name and presses Add.
    static let location = "/animals/new"

    /// Where the name field and the Add button are in a 390 × 844 page (laid out here as the app lays them out).
    @MainActor
    static func formPoints() async throws -> (name: CGPoint, add: CGPoint) {
        var logger = Logger(label: "dev.points")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: .init(port: 0), library: try .samples(), logger: logger)
        let session = server.sessions.open(id: "points", token: "t", address: "127.0.0.1", viewport: CGSize(width: 390, height: 844),
                                           location: Location(location))
        let deadline = ContinuousClock.now + .seconds(20)
        func center(_ identifier: String) -> CGPoint? {
            guard let view = session.window.rootView.subtree.first(where: { $0.accessibilityIdentifier == identifier && !$0.isHidden })
            else { return nil }
            let frame = view.convert(view.bounds, to: View?.none)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        while ContinuousClock.now < deadline {
            if let name = center("add.name"), let add = center("add.submit") { return (name, add) }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw Failure(description: "the Add form did not show its fields")
    }

    /// What session `index` sends: Add (the form's state then shows its errors), a tap in the name field,
    /// its own name typed, and the caret moved two characters back.
    static func script(index: Int, name: CGPoint, add: CGPoint) -> [String] {
        var lines: [String] = []
        var time = 1_000
        for point in [add, name] {
            for phase in ["down", "up"] {
                lines.append(#"{"t":"p","ph":"\#(phase)","x":\#(point.x),"y":\#(point.y),"ms":\#(time),"id":0}"#)
                time += 60
            }
            time += 400
        }
        var sequence = 0
        for key in Array("Visitor \(index)").map(String.init) + ["ArrowLeft", "ArrowLeft"] {
            sequence += 1
            let escaped = key == " " ? " " : key
            lines.append(#"{"t":"key","ph":"down","k":"\#(escaped)","q":\#(sequence)}"#)
        }
        return lines
    }

    static func residentBytes(of process: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// `dev.handover`: `count` sessions, each with typed text, a caret and form state, moved to a new process.
    static func handover(count: Int = 100) async throws -> [String] {
        let points = try await formPoints()
        var configuration = DevelopmentServer.Configuration(
            packagePath: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), product: "examples",
            arguments: ["serve", "--allowed-origin", "ws://127.0.0.1", "--hibernate-after", "0",
                        "--maximum-sessions-per-address", "\(count * 2)"])
        configuration.port = 0
        configuration.buildCommand = ["true"]
        configuration.executable = URL(fileURLWithPath: try ExamplesExecutable.path())
        configuration.showsAppOutput = false
        let server = DevelopmentServer(configuration: configuration, log: { _ in })
        let running = Task { try await server.run() }
        defer { running.cancel() }
        while await server.reloads.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
        let port = await server.port

        var clients: [HandoverClient] = []
        for index in 0..<count {
            let (session, ticket) = try await WebPages.credentials(port: port)
            clients.append(HandoverClient(session: session, ticket: ticket, script: script(index: index, name: points.name, add: points.add)))
        }
        let tasks = clients.map { client in Task { await client.run(port: port, location: location) } }
        defer { for task in tasks { task.cancel() } }
        // Every page has its tree and has typed: the sessions hold what they will hand over.
        var before: [SessionHandover] = []
        let ready = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < ready {
            try await Task.sleep(for: .milliseconds(500))
            before = try await server.sessionHandovers()
            let typed = before.filter { $0.window.textInputs.contains { $0.text.hasPrefix("Visitor ") && $0.selectionStart == $0.text.count - 2 } }
            if typed.count == count { break }
        }
        let oldProcess = await server.appProcessIdentifier
        let oldResident = oldProcess.flatMap(residentBytes(of:))

        let start = ContinuousClock.now
        server.requestReload()
        let deadline = start + .seconds(120)
        while ContinuousClock.now < deadline, clients.contains(where: { $0.resets.count < 2 }) { try await Task.sleep(for: .milliseconds(5)) }
        let backTimes = clients.compactMap { $0.resets.count >= 2 ? $0.resets[1] - start : nil }
        let after = try await server.sessionHandovers()
        let reload = await server.reloads.last
        for client in clients { client.stop() }

        let beforeByID = Dictionary(before.map { ($0.id, $0.window) }, uniquingKeysWith: { first, _ in first })
        let same = after.filter { beforeByID[$0.id] == $0.window }.count
        if let differing = after.first(where: { beforeByID[$0.id] != $0.window }), let old = beforeByID[differing.id],
           let folder = ProcessInfo.processInfo.environment["DEV_HANDOVER_DIFF"] {
            // For finding out why: the first session that differs, before and after.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(old).write(to: URL(fileURLWithPath: folder + "/before.json"))
            try encoder.encode(differing.window).write(to: URL(fileURLWithPath: folder + "/after.json"))
        }
        let typedBefore = before.filter { !$0.window.textInputs.isEmpty && !$0.window.componentStates.isEmpty }.count
        let oldGone = oldProcess.map { residentBytes(of: $0) == nil } ?? false
        func ms(_ duration: Duration) -> String {
            String(format: "%.0f ms", Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15)
        }
        let last = backTimes.max() ?? .zero
        let sorted = backTimes.sorted()
        let median = sorted.isEmpty ? .zero : sorted[sorted.count / 2]
        return [
            "dev.handover  sessions \(count)  with typed text and form state \(typedBefore)  back \(backTimes.count)/\(count)  "
                + "same screen and state \(same)/\(count)",
            "dev.handover  time to the last page back \(ms(last))  median \(ms(median))  (\(reload.map { "\($0)" } ?? "no reload"))",
            "dev.handover  old process: \(oldResident.map { "\($0 / (1 << 20)) MB resident" } ?? "?") before, "
                + (oldGone ? "exited after the handover (all released)" : "still running"),
        ]
    }
}
