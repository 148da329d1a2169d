import Foundation
import Logging

/// A log handler that keeps what is logged through it, for tests that
/// check what a server writes to its log (levels, one line per record).
final class LogRecorder: @unchecked Sendable {
    /// One record: its level and the line a stream handler would print
    /// (message, then metadata as `key=value`).
    struct Record: Sendable {
        let level: Logger.Level
        let line: String
    }

    private let lock = NSLock()
    private var stored: [Record] = []

    /// What was logged so far.
    var records: [Record] { lock.withLock { stored } }

    /// A logger that writes here, at `level` and above.
    func logger(label: String = "test.recorded", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { _ in Handler(recorder: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func append(_ record: Record) { lock.withLock { stored.append(record) } }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
            let fields = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            recorder.append(Record(level: event.level, line: "\(event.message) \(fields)"))
        }
    }
}
