import Foundation

/// Where a server is in leaving service, shared by its routes, its
/// WebSocket connections and ``BrowserServer/drain(movingSessionsAfter:deadline:)``.
///
/// Draining starts once and never ends: a drained server does not serve
/// again, so `run()` ends when the drain finishes and refuses to start after.
final class DrainState: @unchecked Sendable {
    private let lock = NSLock()
    private var drain: Task<BrowserServer.DrainOutcome, Never>?
    private var finished = false
    private var webSockets = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var abandonedWaiters: Set<Int> = []
    private var nextWaiter = 0

    /// Whether the server refuses new sessions and pages.
    var isDraining: Bool { lock.withLock { drain != nil } }

    /// Whether the drain has finished (the server stops or has stopped).
    var hasFinished: Bool { lock.withLock { finished } }

    /// WebSocket connections being served now.
    var openWebSockets: Int { lock.withLock { webSockets } }

    /// The drain under way, or the one `start` makes if there is none yet:
    /// a second call joins the first.
    func begin(_ start: () -> Task<BrowserServer.DrainOutcome, Never>) -> Task<BrowserServer.DrainOutcome, Never> {
        lock.withLock {
            if let drain { return drain }
            let made = start()
            drain = made
            return made
        }
    }

    func webSocketOpened() { lock.withLock { webSockets += 1 } }

    func webSocketClosed() { lock.withLock { webSockets -= 1 } }

    /// The drain is over: whoever waits in ``waitUntilFinished()`` returns.
    func finish() {
        let waiting = lock.withLock {
            finished = true
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
        for waiter in waiting { waiter.resume() }
    }

    /// Returns once the drain has finished, or when the calling task is cancelled.
    func waitUntilFinished() async {
        let number = lock.withLock {
            nextWaiter += 1
            return nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let returnNow = lock.withLock {
                    if finished || abandonedWaiters.remove(number) != nil { return true }
                    waiters[number] = continuation
                    return false
                }
                if returnNow { continuation.resume() }
            }
        } onCancel: {
            let waiting = lock.withLock {
                guard let waiting = waiters.removeValue(forKey: number) else {
                    // Cancelled before it waited: it must not wait at all.
                    abandonedWaiters.insert(number)
                    return nil as CheckedContinuation<Void, Never>?
                }
                return waiting
            }
            waiting?.resume()
        }
    }
}
