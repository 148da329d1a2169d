import Synchronization

/// A replaceable list of listeners; ``DefaultAnalyticsListeners`` keeps the
/// process's, tests make their own.
final class AnalyticsListenerSlot: Sendable {
    private let stored = Mutex<[any AnalyticsListener]>([])

    var listeners: [any AnalyticsListener] { stored.withLock { $0 } }

    /// Adds `listener` unless present; returns whether it was added.
    @discardableResult
    func add(_ listener: any AnalyticsListener) -> Bool {
        stored.withLock { list in
            guard !list.contains(where: { $0 === listener }) else { return false }
            list.append(listener)
            return true
        }
    }

    func remove(_ listener: any AnalyticsListener) {
        stored.withLock { list in list.removeAll { $0 === listener } }
    }
}
