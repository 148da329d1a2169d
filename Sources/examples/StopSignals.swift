import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into graceful ends instead of the
/// process ending on the spot: `interrupt` stops at once, `terminate` (an
/// orchestrator's request) may take its time, draining the server. Each
/// runs once, on the main actor; a signal during a drain stops at once.
final class StopSignals {
    private var sources: [any DispatchSourceSignal] = []

    init(interrupt: @escaping @MainActor @Sendable () async -> Void, terminate: @escaping @MainActor @Sendable () async -> Void) {
        let started = Once()
        let interrupted = Once()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                if number == SIGTERM, started.claim() {
                    Task { @MainActor in await terminate() }
                } else if interrupted.claim() {
                    _ = started.claim()
                    Task { @MainActor in await interrupt() }
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// True the first time only.
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var claimed = false
        func claim() -> Bool {
            lock.withLock {
                defer { claimed = true }
                return !claimed
            }
        }
    }
}
