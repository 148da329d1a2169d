import Foundation

/// Long-lived threads that run data source workers.
///
/// Workers of one change must run at the same time. Tasks on Swift's
/// shared pool may not: with other processes busy, the pool ran a change's
/// second worker only once the first had finished. A thread started per
/// change runs at once but starts cold: its allocator cache is empty, and
/// glibc then spends a fifth of the worker's time merging and unlinking free
/// chunks. These threads are started once, up to the largest number of
/// workers asked for, and wait for work between changes.
final class PreparationThreads: @unchecked Sendable {
    /// The threads every data source shares.
    static let shared = PreparationThreads()

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var threadCount = 0
    private var idleCount = 0

    /// Threads started so far.
    var startedThreadCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return threadCount
    }

    /// Threads waiting for work now.
    var idleThreadCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return idleCount
    }

    /// Runs each of `work` on a thread of its own, all at once; returns
    /// without waiting for them.
    func run(_ work: [@Sendable () -> Void]) {
        condition.lock()
        pending.append(contentsOf: work)
        let missing = max(0, pending.count - idleCount)
        threadCount += missing
        condition.broadcast()
        condition.unlock()
        for _ in 0..<missing { startThread() }
    }

    private func startThread() {
        let thread = Thread { [self] in serve() }
        thread.name = "DataSource worker"
        thread.start()
    }

    private func serve() {
        condition.lock()
        while true {
            while pending.isEmpty {
                idleCount += 1
                condition.wait()
                idleCount -= 1
            }
            let work = pending.removeFirst()
            condition.unlock()
            work()
            condition.lock()
        }
    }
}
