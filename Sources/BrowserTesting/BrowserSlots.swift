import Foundation
import Synchronization

/// Caps how many headless browsers one process runs at once.
///
/// A test run starts every browser test together: on a two-core machine
/// that was over thirty chromiums, a load average near 90, and servers
/// under test whose main actor answered in tens of seconds, so tests that
/// wait on time (reconnect grace periods, keep-alive pings, rate limits)
/// failed for reasons of load alone. Browsers past the cap wait for a
/// slot; none waits past ``patience`` (a test holding two browsers could
/// otherwise wait on itself), and then it starts anyway.
///
/// `COMPONENTKIT_BROWSERS` in the environment sets the cap (at least 1).
actor BrowserSlots {
    /// The process's slots.
    static let shared = BrowserSlots(limit: BrowserSlots.limitFromEnvironment())

    /// How long a browser waits for a slot before it starts without one.
    static let patience: Duration = .seconds(240)

    /// A held slot, given back once by ``release()`` (later calls do nothing).
    final class Ticket: Sendable {
        private let slots: BrowserSlots?
        private let released = Mutex(false)

        fileprivate init(slots: BrowserSlots?) { self.slots = slots }

        /// Gives the slot back.
        func release() async {
            let first = released.withLock { released in
                defer { released = true }
                return !released
            }
            if first, let slots { await slots.giveBack() }
        }
    }

    private let limit: Int
    private var held = 0
    private var waiting: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextID: UInt64 = 0

    init(limit: Int) { self.limit = max(1, limit) }

    /// Waits for a slot (at most ``patience``) and returns its ticket; a
    /// ticket for no slot when the wait ran out.
    func take() async -> Ticket {
        if held < limit {
            held += 1
            return Ticket(slots: self)
        }
        let id = nextID
        nextID += 1
        Task { [weak self] in
            try? await Task.sleep(for: Self.patience)
            await self?.giveUp(id)
        }
        let granted = await withCheckedContinuation { waiting.append((id, $0)) }
        return Ticket(slots: granted ? self : nil)
    }

    private func giveBack() {
        if waiting.isEmpty {
            held -= 1
        } else {
            // The slot passes straight to the longest waiter.
            waiting.removeFirst().continuation.resume(returning: true)
        }
    }

    private func giveUp(_ id: UInt64) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(returning: false)
    }

    /// The cap `COMPONENTKIT_BROWSERS` sets, else 4; a value that is not a
    /// whole number above zero is reported on standard error, not ignored.
    private static func limitFromEnvironment() -> Int {
        let standard = 4
        guard let text = ProcessInfo.processInfo.environment["COMPONENTKIT_BROWSERS"] else { return standard }
        if let value = Int(text), value > 0 { return value }
        FileHandle.standardError.write(Data(
            "COMPONENTKIT_BROWSERS is \"\(text)\"; it must be a whole number above 0. Running \(standard) browsers at once.\n".utf8))
        return standard
    }
}
