import BrowserTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The examples app as `scripts/serve-cluster.sh` runs it: instances
/// behind nginx on loopback, started from the built `examples` executable,
/// stopped with everything they started.
struct Cluster: Sendable {
    /// One instance: its name, its own port and its process.
    struct Instance: Sendable, Hashable {
        let name: String
        let port: Int
        let pid: Int32
    }

    /// nginx's port.
    let port: Int
    let instances: [Instance]
    let runDirectory: URL
    private let script: Process.Box

    /// Debian's nginx, if installed.
    static var nginx: String? {
        ["/usr/sbin/nginx", "/usr/bin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Starts `count` instances and nginx on free ports, each instance run
    /// with `arguments`, with durable sessions in PostgreSQL if `durable`
    /// (the script's default); returns once all answer.
    static func start(count: Int, durable: Bool = false, arguments: [String]) async throws -> Cluster {
        let examples = try ExamplesExecutable.path()
        let port = try freePorts(count + 1)
        let run = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-cluster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // Its own folder, not the test process's current one, which documentation samples change for a moment.
        process.currentDirectoryURL = run
        process.arguments = [packageRoot.appendingPathComponent("scripts/serve-cluster.sh").path, "\(count)", "--port", "\(port)",
                             "--examples", examples, "--run-dir", run.path, "--exit-with", "\(getpid())"]
            + (durable ? [] : ["--no-durable"]) + ["--"] + arguments
        let log = run.appendingPathComponent("script.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let cluster = Cluster(port: port, instances: [], runDirectory: run, script: Process.Box(process))
        // Debug builds on a busy two-core machine start slowly: wait for the script's word, not a time.
        for _ in 0..<1_200 {
            if FileManager.default.fileExists(atPath: run.appendingPathComponent("ready").path) { break }
            guard process.isRunning else {
                throw LoopbackHTTP.Failure(description: "serve-cluster.sh ended at start: \(cluster.log)")
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        guard FileManager.default.fileExists(atPath: run.appendingPathComponent("ready").path) else {
            await cluster.stop()
            throw LoopbackHTTP.Failure(description: "the cluster did not come up in 120 s: \(cluster.log)")
        }
        let lines = try String(contentsOf: run.appendingPathComponent("instances"), encoding: .utf8).split(separator: "\n")
        let instances = lines.compactMap { line -> Instance? in
            let parts = line.split(separator: " ")
            guard parts.count == 3, let port = Int(parts[1]), let pid = Int32(parts[2]) else { return nil }
            return Instance(name: String(parts[0]), port: port, pid: pid)
        }
        return Cluster(port: port, instances: instances, runDirectory: run, script: cluster.script)
    }

    /// The script's output and the logs of nginx and the instances, for a failure's message.
    var log: String {
        let files = ["script.log", "nginx-error.log", "i1.log", "i2.log"]
        return files.map { name in
            let text = (try? String(contentsOf: runDirectory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return "--- \(name)\n" + text.split(separator: "\n").suffix(15).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Stops the instances and nginx as the script's Ctrl-C does, waits for
    /// the script to see them gone, and removes the run folder.
    ///
    /// The signals go to the processes themselves: the script inherits this
    /// test process's blocked signals (SIGINT and SIGTERM among them), so
    /// its own trap would never run.
    func stop() async {
        let process = script.process
        for instance in instances { kill(instance.pid, SIGINT) }
        let nginx = (try? String(contentsOf: runDirectory.appendingPathComponent("nginx.pid"), encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if let nginx { kill(nginx, SIGQUIT) }
        for _ in 0..<600 where process.isRunning { try? await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning {
            for instance in instances { kill(instance.pid, SIGKILL) }
            if let nginx { kill(nginx, SIGKILL) }
            process.terminate()
        }
        try? FileManager.default.removeItem(at: runDirectory)
    }

    /// Whether process `pid` is still there.
    static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 }

    /// A port such that it and the `count - 1` after it are free now, below
    /// the ephemeral range so outgoing connections do not take them meanwhile.
    static func freePorts(_ count: Int) throws -> Int {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let base = Int.random(in: 20_000..<30_000, using: &generator)
            if (base..<(base + count)).allSatisfy(isFree) { return base }
        }
        throw LoopbackHTTP.Failure(description: "no \(count) free consecutive ports found")
    }

    private static func isFree(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}

extension Process {
    /// A process handed between tasks; only its thread-safe parts are used.
    final class Box: @unchecked Sendable {
        let process: Process
        init(_ process: Process) { self.process = process }
    }
}
