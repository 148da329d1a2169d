import Foundation

/// A process the capacity benchmark starts (the examples server, the load
/// generator): its standard output as lines, its standard input for
/// commands, ended when the benchmark is done with it.
final class ChildProcess: @unchecked Sendable {
    /// CPU time (user and system) process `id` has used so far, in seconds; 0 when it is gone.
    static func cpuSeconds(ofProcess id: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let end = text.lastIndex(of: ")") else { return 0 }
        // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15.
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Why a child process could not do its part.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var lines: AsyncStream<String>.Iterator

    /// Starts `executable` with `arguments`; its standard error goes to ours.
    init(_ executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        lines = LineReader.lines(of: output.fileHandleForReading).makeAsyncIterator()
        try process.run()
    }

    /// The process identifier, for reading its memory.
    var id: Int32 { process.processIdentifier }

    /// The next line the process writes.
    func nextLine() async throws -> String {
        guard let line = await lines.next() else { throw Failure(description: "\(process.executableURL?.lastPathComponent ?? "child") ended") }
        return line
    }

    /// Sends one command line and returns the line that answers it.
    func ask(_ command: String) async throws -> String {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        let answer = try await nextLine()
        if answer.hasPrefix("error") { throw Failure(description: "\(command): \(answer)") }
        return answer
    }

    /// Ends the process (SIGTERM, then SIGKILL after two seconds) and waits for it.
    func stop() async {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<40 where process.isRunning { try? await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
