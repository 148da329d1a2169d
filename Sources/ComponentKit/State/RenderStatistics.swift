import Synchronization

/// Counts what render passes did: components whose body was built,
/// components laid out, and stateful components reused whole.
public final class RenderStatistics: Sendable {
    private struct Counts {
        var rendered = 0
        var laidOut = 0
        var reused = 0
    }

    private let counts = Mutex(Counts())

    /// Zeroed counters.
    public init() {}

    /// Stateful components whose body was built.
    public var rendered: Int { counts.withLock { $0.rendered } }
    /// Components whose layout was computed (not served from a cache).
    public var laidOut: Int { counts.withLock { $0.laidOut } }
    /// Stateful components whose previous layout was reused as is.
    public var reused: Int { counts.withLock { $0.reused } }

    /// Sets every counter to zero.
    public func reset() { counts.withLock { $0 = Counts() } }

    func countRender() { counts.withLock { $0.rendered += 1 } }
    func countLayout() { counts.withLock { $0.laidOut += 1 } }
    func countReuse() { counts.withLock { $0.reused += 1 } }
}
