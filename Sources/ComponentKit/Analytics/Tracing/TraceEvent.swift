/// One event of a Chrome Trace Event file (the format Perfetto and
/// chrome://tracing open): what ``ChromeTraceRecorder`` records.
///
/// Times are in microseconds from the recorder's start.
public struct TraceEvent: Hashable, Sendable {
    /// The event's kind, as the format's `ph` field spells it.
    public enum Phase: String, Hashable, Sendable {
        /// A span with a start and a duration (`X`).
        case complete = "X"
        /// A moment (`i`), on its thread's track.
        case instant = "i"
        /// A name for a process or thread (`M`).
        case metadata = "M"
    }

    /// A value in ``arguments``, shown when the event is selected.
    public enum Argument: Hashable, Sendable {
        /// A whole number.
        case int(Int)
        /// A number.
        case double(Double)
        /// Text.
        case string(String)
    }

    /// The event's name: `layout PhotoCell`, `mount HostingView<…>`.
    public var name: String
    /// Its category (`build`, `layout`, `component`, `mount`, `state`, `datasource`).
    public var category: String
    /// Its kind.
    public var phase: Phase
    /// When it started, in microseconds.
    public var timestamp: Double
    /// How long it lasted, in microseconds (complete events only).
    public var duration: Double?
    /// The process.
    public var processID: Int
    /// The thread it happened on: one track per thread.
    public var threadID: Int
    /// Details shown in the viewer.
    public var arguments: [String: Argument]

    /// An event.
    public init(name: String, category: String, phase: Phase, timestamp: Double, duration: Double? = nil, processID: Int, threadID: Int,
                arguments: [String: Argument] = [:]) {
        self.name = name
        self.category = category
        self.phase = phase
        self.timestamp = timestamp
        self.duration = duration
        self.processID = processID
        self.threadID = threadID
        self.arguments = arguments
    }
}
