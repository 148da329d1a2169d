import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The thread an event is recorded on: its system thread id (what `perf`
/// and `top -H` show) and a name for its track.
struct TraceThread: Hashable, Sendable {
    let id: Int
    let name: String

    /// The calling thread's identity key, cheap to read for every event.
    static var currentKey: UInt { UInt(bitPattern: Int(bitPattern: UInt(pthread_self()))) }

    /// Describes the calling thread; reads `/proc` (once per thread: the
    /// recorder keeps the answer), numbering threads from `fallback` where
    /// there is none. The thread seen running the main queue is the main
    /// actor's (with an asynchronous entry point, not the process's first thread).
    static func current(fallback: Int) -> TraceThread {
        let isMain = Thread.isMainThread || DispatchQueue.isRunningMainQueue
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        if length > 0 {
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let id = link.split(separator: "/").last.flatMap({ Int($0) }) {
                return TraceThread(id: id, name: isMain ? "main actor" : workerName())
            }
        }
        #endif
        return TraceThread(id: fallback, name: isMain ? "main actor" : "worker")
    }

    /// The thread's own name, unless it is empty or one of Dispatch's pool
    /// threads (all alike): then "worker".
    private static func workerName() -> String {
        #if os(Linux)
        if let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8) {
            let name = comm.trimmingCharacters(in: .whitespacesAndNewlines)
            // Dispatch names its threads `com.apple.root.<class>-qos…`, cut to 15 characters.
            if !name.isEmpty, !name.contains("qos") { return name }
        }
        #endif
        return "worker"
    }
}
