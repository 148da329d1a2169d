import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Gives memory back to the system after sessions end. glibc keeps freed
/// pages in its heaps for the process to reuse, so without a trim a server
/// that once held many sessions stays that large; `malloc_trim` returns the
/// free pages. It walks every heap, so it runs off the main actor, at most
/// once per ``interval``, a moment after the sessions ended (a batch of
/// expiring sessions costs one trim).
@MainActor
final class MemoryTrimmer {
    /// The least time between two trims.
    static let interval = Duration.seconds(5)
    /// How long after the first session ended a trim waits for more to end.
    static let settle = Duration.seconds(1)

    /// Trims done so far.
    private(set) var trimCount = 0
    /// Whether a trim is waiting to run.
    private(set) var isPending = false
    private var lastTrim: ContinuousClock.Instant?
    private var task: Task<Void, Never>?

    /// Sessions ended: schedule a trim unless one is waiting already.
    func sessionsEnded() {
        guard !isPending else { return }
        isPending = true
        let earliest = Swift.max(.now + Self.settle, (lastTrim ?? .now) + Self.interval)
        task = Task { [weak self] in
            try? await Task.sleep(until: earliest)
            guard !Task.isCancelled else { return }
            await Task.detached(priority: .utility) { Self.trim() }.value
            guard let self else { return }
            self.trimCount += 1
            self.lastTrim = .now
            self.isPending = false
        }
    }

    /// Stops a waiting trim (the server stopped).
    func cancel() {
        task?.cancel()
        task = nil
        isPending = false
    }

    /// Calls glibc's `malloc_trim(0)` where the process has it (looked up
    /// at run time: other C libraries do not).
    nonisolated static func trim() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
