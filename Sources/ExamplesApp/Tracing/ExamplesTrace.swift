import ComponentKit
import Dispatch
import Foundation

/// `examples --trace FILE`: a Chrome trace of every session, streamed into
/// a file that is a whole JSON document after every flush.
///
/// Events are flushed every `flushInterval` (off the main actor), so a
/// server killed outright leaves a trace Perfetto opens, missing at most
/// that interval's events; ``stop()`` writes the rest.
///
/// ```swift
/// let trace = try ExamplesTrace(file: URL(fileURLWithPath: "session.json"))
/// DefaultAnalyticsListeners.add(trace.recorder)   // before the server makes sessions
/// // … serve …
/// try trace.stop()
/// ```
public final class ExamplesTrace: @unchecked Sendable {
    // Unchecked: the timer is only touched under the lock.
    /// The listener to attach (as the process default, for every session).
    public let recorder: ChromeTraceRecorder
    /// The file written.
    public let file: URL
    private let lock = NSLock()
    private var timer: (any DispatchSourceTimer)?

    /// Creates (or empties) `file` and starts flushing into it every `flushInterval`.
    ///
    /// - Throws: the error creating the file.
    public init(file: URL, flushInterval: Duration = .seconds(1)) throws {
        self.file = file
        recorder = try ChromeTraceRecorder(streamingTo: file, processName: "examples")
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        let milliseconds = Swift.max(1, Int(flushInterval.components.seconds * 1000 + flushInterval.components.attoseconds / 1_000_000_000_000_000))
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
        timer.setEventHandler { [recorder] in try? recorder.flush() }
        timer.resume()
        self.timer = timer
    }

    /// Stops flushing and completes the file with every event recorded.
    ///
    /// - Throws: the error writing the file.
    public func stop() throws {
        let running = lock.withLock {
            defer { timer = nil }
            return timer
        }
        running?.cancel()
        try recorder.finish()
    }

    deinit { timer?.cancel() }
}
