/// Controllers not showing anything, by reuse identifier, waiting to be
/// updated with another element's data.
@MainActor
struct ControllerReusePool {
    private var queues: [String: [ViewController]] = [:]

    /// Number of controllers waiting.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }

    mutating func put(_ controller: ViewController, for reuseIdentifier: String) {
        queues[reuseIdentifier, default: []].append(controller)
    }

    /// A controller for `reuseIdentifier`, preferably `preferred` (the one
    /// whose view is already in the cell being filled).
    mutating func take(_ reuseIdentifier: String, preferring preferred: ViewController?) -> ViewController? {
        guard var queue = queues[reuseIdentifier], !queue.isEmpty else { return nil }
        let index = queue.lastIndex { $0 === preferred } ?? queue.count - 1
        let controller = queue.remove(at: index)
        queues[reuseIdentifier] = queue
        return controller
    }

    /// Empties the pool, returning what it held.
    mutating func removeAll() -> [ViewController] {
        let all = queues.values.flatMap { $0 }
        queues.removeAll()
        return all
    }
}
