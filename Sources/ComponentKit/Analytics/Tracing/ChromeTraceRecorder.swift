import Foundation
import Synchronization
import ViewTree

/// An analytics listener that records a Chrome Trace Event file: open it in
/// Perfetto (ui.perfetto.dev) or chrome://tracing to see where a frame went.
///
/// Every thread gets a track (`tid`, named by a metadata event), so a data
/// source's workers show side by side as they prepared a change. Builds,
/// layouts, mounts, data source workers and applies are complete events
/// (`ph: "X"`, `ts`/`dur` in microseconds); state updates and the start of
/// a change's preparation are instants. With `recordsComponentLayouts`,
/// every component's layout is a span too, nested under its parent's.
///
/// Keep the trace in memory and write it at the end:
///
/// ```swift
/// let tracer = ChromeTraceRecorder()
/// let host = HostingView(provider: provider, context: (), analyticsListeners: [tracer])
/// host.update(model: photo)
/// try tracer.write(to: URL(fileURLWithPath: "photo.trace.json"))
/// ```
///
/// or stream it into a file with ``init(streamingTo:processName:recordsComponentLayouts:maximumBufferedEvents:)``,
/// calling ``flush()`` now and then and ``finish()`` at the end: the file
/// is a whole JSON document after every flush.
public final class ChromeTraceRecorder: AnalyticsListener {
    private struct State {
        var events: [TraceEvent] = []
        var threads: [UInt: TraceThread] = [:]
        var droppedEvents = 0
    }

    /// The name the process's track shows.
    public let processName: String
    /// Whether every component's layout is recorded (slower; see ``AnalyticsListener/wantsComponentLayoutEvents``).
    public let recordsComponentLayouts: Bool
    /// Events kept in memory at most (in memory, or between flushes); later
    /// ones are dropped and counted in ``droppedEventCount``.
    public let maximumBufferedEvents: Int

    private let origin = ContinuousClock.now
    private let processID = Int(ProcessInfo.processInfo.processIdentifier)
    private let state = Mutex(State())
    // Writes are serialized apart from recording, so threads recording
    // events never wait for the disk.
    private let writer: Mutex<TraceFileWriter?>

    /// A recorder that keeps its events in memory.
    public init(processName: String = "ComponentKit", recordsComponentLayouts: Bool = false, maximumBufferedEvents: Int = 1_000_000) {
        self.processName = processName
        self.recordsComponentLayouts = recordsComponentLayouts
        self.maximumBufferedEvents = Swift.max(1, maximumBufferedEvents)
        writer = Mutex(nil)
        state.withLock { $0.events.append(processNameEvent()) }
    }

    /// A recorder that streams into the file at `url` (created or emptied
    /// now, holding an empty trace) at every ``flush()``.
    ///
    /// - Throws: the error creating or opening the file.
    public init(streamingTo url: URL, processName: String = "ComponentKit", recordsComponentLayouts: Bool = false,
                maximumBufferedEvents: Int = 1_000_000) throws {
        self.processName = processName
        self.recordsComponentLayouts = recordsComponentLayouts
        self.maximumBufferedEvents = Swift.max(1, maximumBufferedEvents)
        writer = Mutex(try TraceFileWriter(url: url))
        state.withLock { $0.events.append(processNameEvent()) }
    }

    public var wantsComponentLayoutEvents: Bool { recordsComponentLayouts }

    /// The events recorded and not yet flushed to a file, in order.
    public var events: [TraceEvent] { state.withLock { $0.events } }

    /// Events dropped because ``maximumBufferedEvents`` were waiting.
    public var droppedEventCount: Int { state.withLock { $0.droppedEvents } }

    /// The events in memory as a whole Trace Event document.
    public func jsonData() -> Data {
        let events = self.events
        var text = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"
        text += events.map(\.json).joined(separator: ",\n")
        text += "\n]}\n"
        return Data(text.utf8)
    }

    /// Writes the events in memory to `url` as a whole document.
    ///
    /// - Throws: the error writing the file.
    public func write(to url: URL) throws {
        try jsonData().write(to: url, options: .atomic)
    }

    /// Appends the events recorded since the last flush to the streamed
    /// file and forgets them; does nothing for a recorder in memory.
    ///
    /// - Throws: the error writing the file.
    public func flush() throws {
        try writer.withLock { writer in
            guard let writer else { return }
            let taken = state.withLock { state -> [TraceEvent] in
                defer { state.events.removeAll(keepingCapacity: true) }
                return state.events
            }
            try writer.append(taken.map(\.json))
        }
    }

    /// Flushes and closes the streamed file; later events stay in memory.
    ///
    /// - Throws: the error writing or closing the file.
    public func finish() throws {
        try flush()
        try writer.withLock { writer in
            try writer?.close()
            writer = nil
        }
    }

    // MARK: Recording

    /// Records an event on the calling thread's track.
    func record(_ name: String, category: String, phase: TraceEvent.Phase = .complete, start: ContinuousClock.Instant,
                duration: Duration? = nil, arguments: [String: TraceEvent.Argument] = [:]) {
        let key = TraceThread.currentKey
        let timestamp = Self.microseconds(start - origin)
        let length = duration.map(Self.microseconds)
        state.withLock { state in
            let thread: TraceThread
            if let known = state.threads[key] {
                thread = known
            } else {
                thread = TraceThread.current(fallback: state.threads.count + 1)
                state.threads[key] = thread
                append(TraceEvent(name: "thread_name", category: "__metadata", phase: .metadata, timestamp: 0, processID: processID,
                                  threadID: thread.id, arguments: ["name": .string(thread.name)]), to: &state)
            }
            append(TraceEvent(name: name, category: category, phase: phase, timestamp: timestamp, duration: length,
                              processID: processID, threadID: thread.id, arguments: arguments), to: &state)
        }
    }

    private func append(_ event: TraceEvent, to state: inout State) {
        guard state.events.count < maximumBufferedEvents else {
            state.droppedEvents += 1
            return
        }
        state.events.append(event)
    }

    private func processNameEvent() -> TraceEvent {
        TraceEvent(name: "process_name", category: "__metadata", phase: .metadata, timestamp: 0, processID: processID, threadID: 0,
                   arguments: ["name": .string(processName)])
    }

    static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }

    static func name(of component: any Component) -> String { String(describing: type(of: component)) }
}
