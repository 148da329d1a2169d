import Foundation

/// The running server's task and port, shared between the task that runs it
/// and callers of `start()` and `stop()`.
final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var boundPort = 0
    private var task: Task<Void, any Error>?
    private var waiters: [CheckedContinuation<Int, any Error>] = []
    /// Why the server stopped before listening, kept for callers that ask after it failed.
    private var failure: (any Error)?

    var port: Int { lock.withLock { boundPort } }

    func bound(port: Int) {
        let waiting = lock.withLock {
            boundPort = port
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in waiting { waiter.resume(returning: port) }
    }

    func setTask(_ task: Task<Void, any Error>) {
        lock.withLock { self.task = task }
        // A server that fails to bind ends its task: report that to the waiters.
        Task {
            do {
                try await task.value
            } catch {
                self.fail(error)
            }
        }
    }

    func fail(_ error: any Error) {
        let waiting = lock.withLock {
            if boundPort == 0 { failure = error }
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in waiting { waiter.resume(throwing: error) }
    }

    func waitForPort() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let known: Result<Int, any Error>? = lock.withLock {
                if boundPort != 0 { return .success(boundPort) }
                if let failure { return .failure(failure) }
                waiters.append(continuation)
                return nil
            }
            if let known { continuation.resume(with: known) }
        }
    }

    func stop() async {
        let running = lock.withLock { task }
        running?.cancel()
        _ = try? await running?.value
    }
}
