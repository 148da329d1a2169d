import Foundation
import Logging

/// Log lines kept in memory, to check what a server logged (and how often).
final class CapturedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [(level: Logger.Level, message: String, metadata: Logger.Metadata)] = []

    /// What was logged so far, in order.
    var lines: [(level: Logger.Level, message: String, metadata: Logger.Metadata)] {
        lock.withLock { captured }
    }

    /// A logger that writes here, from `level` up.
    func logger(level: Logger.Level = .info) -> Logger {
        var logger = Logger(label: "test.captured") { _ in Handler(log: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func append(_ level: Logger.Level, _ message: String, _ metadata: Logger.Metadata) {
        lock.withLock { captured.append((level, message, metadata)) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.append(event.level, event.message.description, metadata.merging(event.metadata ?? [:]) { $1 })
        }
    }
}
