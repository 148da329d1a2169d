import Foundation
import Synchronization

/// Decides, off the main actor, whether a new visitor is let in: past the
/// session limit, or with the process over its memory limit, the page is
/// a "server busy" answer instead (``BrowserServer/Limits/maximumSessions``
/// with every session in use, ``BrowserServer/Limits/maximumResidentBytes``).
final class AdmissionControl: Sendable {
    /// Why a visitor was turned away.
    enum Refusal: Equatable, CustomStringConvertible {
        /// The server holds its maximum of sessions.
        case sessions(limit: Int)
        /// The process's resident memory is over the limit.
        case memory(residentBytes: Int, limit: Int)

        var description: String {
            switch self {
            case let .sessions(limit): "the server holds its maximum of \(limit) sessions"
            case let .memory(resident, limit): "the server uses \(resident >> 20) MiB of memory, over its limit of \(limit >> 20) MiB"
            }
        }
    }

    /// How long a turned-away page waits before it tries again.
    static let retryAfterSeconds = 10
    /// How old a memory reading may be: reading it costs a file read, and pages may come in thousands a second.
    static let memoryReadingLifetime = Duration.milliseconds(250)

    private let maximumSessions: Int
    private let maximumResidentBytes: Int?
    private let readResidentBytes: @Sendable () -> Int
    private let live = Atomic<Int>(0)
    private let hibernated = Atomic<Int>(0)
    private let evictable = Atomic<Int>(0)
    private let evictableWithPass = Atomic<Int>(0)
    private let reading = Mutex<(bytes: Int, at: ContinuousClock.Instant)?>(nil)
    /// Visitors turned away since the last log line, and when that was.
    private let turnedAway = Mutex<(count: Int, lastLine: ContinuousClock.Instant?)>((0, nil))
    /// How often a full server logs that it turns visitors away: how many
    /// come is the visitors' choice (an attacker's, say), not the log's.
    static let turnedAwayLogInterval = Duration.seconds(10)

    /// Admission for `limits`; `residentBytes` reads the process's memory
    /// (tests pass their own).
    init(limits: BrowserServer.Limits, residentBytes: @escaping @Sendable () -> Int = AdmissionControl.processResidentBytes) {
        maximumSessions = limits.maximumSessions
        maximumResidentBytes = limits.maximumResidentBytes
        readResidentBytes = residentBytes
    }

    /// Live sessions, as the registry last said.
    var liveSessions: Int { live.load(ordering: .relaxed) }

    /// The registry's count of live sessions changed.
    func sessionsChanged(to count: Int) { live.store(count, ordering: .relaxed) }

    /// Hibernated sessions, as the registry last counted them (every 200 ms
    /// while it runs).
    var hibernatedSessions: Int { hibernated.load(ordering: .relaxed) }

    /// The registry counted its hibernated sessions.
    func hibernatedChanged(to count: Int) { hibernated.store(count, ordering: .relaxed) }

    /// The registry counted (within the last 200 ms) the sessions a
    /// newcomer without and with a visitor pass could take the place of.
    func evictableChanged(withoutPass: Int, withPass: Int) {
        evictable.store(withoutPass, ordering: .relaxed)
        evictableWithPass.store(withPass, ordering: .relaxed)
    }

    /// Why a new visitor (with a visitor pass, or not) cannot come in now,
    /// or nil. A full server still lets a visitor in when it has a session
    /// the visitor may take the place of.
    func refusal(withPass hasPass: Bool = false, now: ContinuousClock.Instant = .now) -> Refusal? {
        if liveSessions >= maximumSessions {
            let room = hasPass ? evictableWithPass.load(ordering: .relaxed) : evictable.load(ordering: .relaxed)
            if room == 0 { return .sessions(limit: maximumSessions) }
        }
        guard let maximumResidentBytes else { return nil }
        let bytes = reading.withLock { reading in
            if let known = reading, now - known.at < Self.memoryReadingLifetime { return known.bytes }
            let bytes = readResidentBytes()
            reading = (bytes, now)
            return bytes
        }
        return bytes > maximumResidentBytes ? .memory(residentBytes: bytes, limit: maximumResidentBytes) : nil
    }

    /// Counts a visitor turned away; returns how many were since the last
    /// log line when another is due (the first, then at most one every
    /// ``turnedAwayLogInterval``), else nil.
    func noteTurnedAway(now: ContinuousClock.Instant = .now) -> Int? {
        turnedAway.withLock { state in
            state.count += 1
            if let last = state.lastLine, now - last < Self.turnedAwayLogInterval { return nil }
            defer { state = (0, now) }
            return state.count
        }
    }

    /// Resident set size from `/proc/self/statm` (0 where it is missing, which admits everyone).
    static let processResidentBytes: @Sendable () -> Int = {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
