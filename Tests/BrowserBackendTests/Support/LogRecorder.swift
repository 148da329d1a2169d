import Foundation
import Logging

/// Keeps every line logged through its ``logger(label:level:)``, with its
/// level, so a test can check what a server logged and how loudly.
final class LogRecorder: @unchecked Sendable {
    /// One logged line.
    struct Record: Sendable, CustomStringConvertible {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
        /// The line a stream handler would print: the message, then the metadata as `key=value`.
        var line: String { "\(message) " + metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
        var description: String { "[\(level)] \(line)" }
    }

    private let lock = NSLock()
    private var kept: [Record] = []

    /// The lines logged so far.
    var records: [Record] { lock.withLock { kept } }

    /// A logger at `level` whose every line is kept here.
    func logger(label: String = "test.recorded", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { _ in Handler(recorder: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func keep(_ record: Record) {
        lock.withLock { kept.append(record) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let fields = metadata.merging(event.metadata ?? [:]) { $1 }.mapValues { "\($0)" }
            recorder.keep(Record(level: event.level, message: "\(event.message)", metadata: fields))
        }
    }
}
