import Synchronization

/// Counts what render passes did: components whose body was built,
/// components laid out, and stateful components reused whole.
public final class RenderStatistics: Sendable {
    private let renderedCount = Atomic<Int>(0)
    private let laidOutCount = Atomic<Int>(0)
    private let reusedCount = Atomic<Int>(0)

    /// Zeroed counters.
    public init() {}

    /// Stateful components whose body was built.
    public var rendered: Int { renderedCount.load(ordering: .relaxed) }
    /// Components whose layout was computed (not served from a cache).
    public var laidOut: Int { laidOutCount.load(ordering: .relaxed) }
    /// Stateful components whose previous layout was reused as is.
    public var reused: Int { reusedCount.load(ordering: .relaxed) }

    /// Sets every counter to zero.
    public func reset() {
        renderedCount.store(0, ordering: .relaxed)
        laidOutCount.store(0, ordering: .relaxed)
        reusedCount.store(0, ordering: .relaxed)
    }

    func countRender() { renderedCount.wrappingAdd(1, ordering: .relaxed) }
    func countLayout() { laidOutCount.wrappingAdd(1, ordering: .relaxed) }
    func countReuse() { reusedCount.wrappingAdd(1, ordering: .relaxed) }
}
