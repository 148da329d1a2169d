import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a graceful stop: `stop` runs once,
/// on the main actor, instead of the process ending on the spot.
final class StopSignals {
    private var sources: [any DispatchSourceSignal] = []

    init(_ stop: @escaping @MainActor @Sendable () async -> Void) {
        let stopping = Once()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                guard stopping.claim() else { return }
                Task { @MainActor in await stop() }
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
