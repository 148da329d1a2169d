import Foundation
import Synchronization

/// Runs a command-line tool from a test and returns what it printed.
///
/// The wait happens on a thread of its own: a test that blocked a pool
/// thread for seconds would stall every other test's servers and tasks
/// meanwhile (the pool has few threads).
///
/// ```swift
/// let json = try await CommandLineTool.run(["swift", "package", "dump-package"], in: folder)
/// ```
public enum CommandLineTool {
    /// Runs `arguments` (the tool's name first, found on `PATH`) in
    /// `folder` and returns its standard output; throws ``Failure`` with
    /// its standard error when it exits with a status other than 0.
    public static func run(_ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try runWaiting(arguments, in: folder) }) }.start()
        }
    }

    private static func runWaiting(_ arguments: [String], in folder: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read on the side, so a tool that writes much of it cannot fill its pipe and stall.
        let messages = Mutex(Data())
        let errorsRead = DispatchGroup()
        errorsRead.enter()
        Thread {
            let text = errors.fileHandleForReading.readDataToEndOfFile()
            messages.withLock { $0 = text }
            errorsRead.leave()
        }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(arguments: arguments, status: process.terminationStatus,
                          message: String(decoding: messages.withLock { $0 }, as: UTF8.self))
        }
        return data
    }

    /// A tool that exited with a status other than 0.
    public struct Failure: Error, CustomStringConvertible {
        /// The command line.
        public let arguments: [String]
        /// Its exit status.
        public let status: Int32
        /// What it wrote to standard error.
        public let message: String

        public var description: String { "\(arguments.joined(separator: " ")) exited with \(status):\n\(message)" }
    }
}
